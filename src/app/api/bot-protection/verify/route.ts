import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { BadRequestError } from '@/lib/errors';
import { MAX_PAYLOAD_LENGTH } from '@/modules/bot-protection';
import { botCheckCookieOptions, verifyBotSolution } from '@/modules/bot-protection/index.server';

export const dynamic = 'force-dynamic';

const body = z.object({ payload: z.string().min(1, 'payload must not be empty').max(MAX_PAYLOAD_LENGTH) });

/** Redeems a solved challenge once: sets the httpOnly `botCheck` cookie (30 minutes) and answers `{ ok: true }`. */
export const POST = apiRoute(
  { body, summary: 'Redeem a solved challenge for the botCheck cookie', response: { 200: z.object({ ok: z.literal(true) }) } },
  async ({ body: { payload }, log }) => {
    const result = await verifyBotSolution(payload);
    if (!result.ok) {
      log.info({ reason: result.reason }, 'bot check refused');
      throw new BadRequestError(result.message, 'CHALLENGE_FAILED');
    }
    const response = NextResponse.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
    response.cookies.set({ ...botCheckCookieOptions(), value: result.proof });
    return response;
  },
);
