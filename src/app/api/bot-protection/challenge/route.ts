import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api/handler';
import { createBotChallenge } from '@/modules/bot-protection/index.server';

export const dynamic = 'force-dynamic';

/** A fresh signed proof-of-work challenge for the ALTCHA widget on /bot-protection. */
export const GET = apiRoute({}, async () => NextResponse.json(await createBotChallenge(), { headers: { 'cache-control': 'no-store' } }));
