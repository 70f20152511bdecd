import { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { apiRoute } from '@/lib/api/handler';
import { openApiDocument } from '@/modules/ops';

export const GET = apiRoute({}, async () => NextResponse.json(openApiDocument(env().PUBLIC_URL)));
