import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { AppError, NotFoundError } from '@/lib/errors';
import { centsToDecimal } from '@/lib/money';
import { clientIp } from '@/lib/api/client-ip';
import { consumeBalanceCheck } from './balance-checks.server';
import { giftCardBalance } from './giftcards.server';
import { normalizeGiftCardCode } from './rules';

export const giftCardRoutes = {
  /** Anyone may check a balance, a limited number of times per network (codes are secrets). */
  balance: apiRoute(
    {
      summary: "A gift card's balance by its code",
      response: {
        200: z.object({ maskedCode: z.string(), balance: z.number(), initialAmount: z.number(), currency: z.enum(['USD', 'CAD']), active: z.boolean() }),
      },
      body: z.object({
        code: z
          .string()
          .trim()
          .max(40)
          .refine((code) => normalizeGiftCardCode(code) !== null, { error: 'Gift card codes have 16 letters and digits, like ABCD-EFGH-JKMN-PQRS.' }),
      }),
    },
    async ({ request, body }) => {
      const wait = await consumeBalanceCheck(clientIp(request.headers));
      if (wait > 0)
        throw new AppError(429, 'TOO_MANY_GIFT_CARD_CHECKS', `Too many gift card checks from your network. Try again in ${Math.ceil(wait / 60)} minutes.`);
      const card = await giftCardBalance(body.code);
      if (!card) throw new NotFoundError('No gift card has that code. Check it and try again.', 'GIFT_CARD_NOT_FOUND');
      return NextResponse.json(
        {
          maskedCode: card.maskedCode,
          balance: centsToDecimal(card.balanceCents),
          initialAmount: centsToDecimal(card.initialCents),
          currency: card.currency,
          active: card.active,
        },
        { headers: { 'cache-control': 'no-store' } },
      );
    },
  ),
};
