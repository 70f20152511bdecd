import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { createBotChallenge } from '@/modules/bot-protection/index.server';

export const dynamic = 'force-dynamic';

/** A fresh signed proof-of-work challenge for the ALTCHA widget on /bot-protection. */
export const GET = apiRoute(
  {
    summary: 'A signed proof-of-work challenge for the ALTCHA widget',
    response: { 200: z.looseObject({}).meta({ description: "altcha-lib's challenge, handed to the widget as is" }) },
  },
  async () => NextResponse.json(await createBotChallenge(), { headers: { 'cache-control': 'no-store' } }),
);
