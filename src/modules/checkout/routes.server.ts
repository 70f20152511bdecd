import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { apiRoute, errorBodySchema } from '@/lib/api/handler';
import { env } from '@/lib/env';
import { AppError, BadRequestError } from '@/lib/errors';
import { centsToDecimal, decimalToCents } from '@/lib/money';
import { clientIp } from '@/modules/accounts/index.server';
import { consumeBalanceCheck } from '@/modules/giftcards/index.server';
import { cardProblems } from '@/modules/payments/test-cards';
import { sweepStalePendingOrders } from '@/modules/orders/index.server';
import { paymentProvider } from '@/modules/payments/index.server';
import { getDb, inTransaction } from '@/db';
import { placeOrder, priceCheckout, type CheckoutChoices } from './place-order.server';
import { checkoutQuoteSchema, placementAnswerSchema } from './responses';
import type { CheckoutQuote } from './types';

const noStore = { 'cache-control': 'no-store' };
const site = z.enum(['us', 'ca'], { error: 'site must be us or ca.' });
const giftCardCodes = z.array(z.string().trim().min(1).max(40)).max(5, { error: 'Use at most 5 gift cards on one order.' }).default([]);
const organization = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, { error: "organization must be an organization's short name (its slug)." })
  .nullable()
  .default(null);
const shippingMethod = z.enum(['standard', 'fair', 'none'], { error: 'shippingMethod must be standard, fair or none.' });
// The address is checked against the site's country by the checkout itself (addressSchema), which knows the country.
const shippingAddress = z.record(z.string(), z.unknown()).nullable().default(null);

const quoteBody = z.object({ site, shippingAddress, shippingMethod: shippingMethod.default('standard'), organization, giftCardCodes });

const card = z.object({
  number: z.string().trim().max(30),
  expiry: z.string().trim().max(7),
  cvc: z.string().trim().max(4),
  name: z.string().trim().max(100),
});

const placeBody = z.object({
  site,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address for your receipt.' })),
  shippingAddress,
  shippingMethod,
  organization,
  giftCardCodes,
  card: card.nullable().default(null),
  expectedTotal: z.number({ error: 'expectedTotal must be the order total shown on the review, as a number.' }).nonnegative().max(1_000_000),
});

/** Typed gift card codes are guesses at a secret: they count against the balance-check limit. */
async function limitGiftCardGuesses(request: NextRequest, codes: string[]): Promise<void> {
  for (const _code of codes) {
    const wait = await consumeBalanceCheck(clientIp(request.headers));
    if (wait > 0)
      throw new AppError(429, 'TOO_MANY_GIFT_CARD_CHECKS', `Too many gift card checks from your network. Try again in ${Math.ceil(wait / 60)} minutes.`);
  }
}

const decimalLines = (lines: Array<{ label: string; cents: number }>) => lines.map((line) => ({ label: line.label, value: centsToDecimal(line.cents) }));

export const checkoutRoutes = {
  /** The review: the cart priced for these choices, nothing stored. */
  quote: apiRoute(
    { auth: 'session', body: quoteBody, summary: 'Price the cart for these choices (the review); nothing is stored', response: { 200: checkoutQuoteSchema } },
    async ({ request, caller, body }) => {
      await limitGiftCardGuesses(request, body.giftCardCodes);
      const db = await getDb();
      const choices: CheckoutChoices = { ...body, email: '' };
      // Priced as at placement (cart and gift cards read locked); it changes nothing but dropping lines no longer sold here.
      const priced = await inTransaction(db, async (tx) => priceCheckout(tx, caller.userId, choices, new Date(), true));
      const provider = await paymentProvider();
      const { totals } = priced;
      const quote: CheckoutQuote = {
        currency: body.site === 'ca' ? 'CAD' : 'USD',
        lines: [
          ...priced.cart.lines.map((line) => ({
            kind: 'product' as const,
            sku: line.sku,
            title: line.title,
            quantity: line.quantity,
            unitPrice: centsToDecimal(line.unitCents),
            total: centsToDecimal(line.unitCents * line.quantity),
          })),
          ...priced.cart.giftCards.map((giftCard) => ({
            kind: 'gift_card' as const,
            sku: `ECARD-${giftCard.style.toUpperCase()}`,
            title: `eCard for ${giftCard.giftToName}`,
            quantity: 1,
            unitPrice: centsToDecimal(giftCard.amountCents),
            total: centsToDecimal(giftCard.amountCents),
          })),
        ],
        requiresAddress: priced.cart.lines.length > 0,
        shippingOptions: priced.options.map(({ cents, ...option }) => ({ ...option, price: centsToDecimal(cents) })),
        shippingMethod: priced.shipping.method,
        organization: priced.organization
          ? { slug: priced.organization.slug, name: priced.organization.name, shippingFair: priced.organization.shippingFair?.name ?? null }
          : null,
        items: centsToDecimal(totals.itemsCents),
        discounts: decimalLines(totals.discounts),
        shipping: centsToDecimal(totals.shippingCents),
        taxLines: decimalLines(totals.taxLines),
        tax: centsToDecimal(totals.taxCents),
        taxPending: priced.taxPending,
        total: centsToDecimal(totals.totalCents),
        giftCards: totals.giftCards.map((applied) => ({
          maskedCode: priced.giftCards.find((card) => card.id === applied.id)!.maskedCode,
          value: centsToDecimal(applied.cents),
        })),
        amountDue: centsToDecimal(totals.amountDueCents),
        couponCode: priced.cart.couponCode,
        couponError: priced.cart.couponError,
        messages: priced.cart.messages,
        payment: { provider: provider.name, collectsCard: provider.collectsCard },
      };
      return NextResponse.json(quote, { headers: noStore });
    },
  ),

  /** Places the order once per Idempotency-Key (see placeOrder). */
  place: apiRoute(
    {
      auth: 'session',
      body: placeBody,
      summary: 'Place the order, once per Idempotency-Key header',
      response: { 201: placementAnswerSchema, 202: placementAnswerSchema, 402: errorBodySchema, 409: errorBodySchema },
    },
    async ({ request, caller, body }) => {
      sweepStalePendingOrders();
      const key = request.headers.get('idempotency-key')?.trim() ?? '';
      if (!/^[A-Za-z0-9_-]{8,100}$/.test(key))
        throw new BadRequestError(
          'Send an Idempotency-Key header (8 to 100 letters, digits, - or _), new for each checkout attempt.',
          'IDEMPOTENCY_KEY_REQUIRED',
        );
      await limitGiftCardGuesses(request, body.giftCardCodes);
      const provider = await paymentProvider();
      if (body.card && provider.collectsCard) {
        const problems = cardProblems(body.card, new Date());
        const first = Object.values(problems)[0];
        if (first) throw new BadRequestError(first, 'CARD_INVALID');
      }
      const { card: typedCard, expectedTotal, ...choices } = body;
      const result = await placeOrder({
        userId: caller.userId,
        idempotencyKey: key,
        choices,
        expectedTotalCents: decimalToCents(expectedTotal),
        card: provider.collectsCard ? typedCard : null,
        provider,
        baseUrl: env().PUBLIC_URL,
      });
      return NextResponse.json(result.body, { status: result.status, headers: { ...noStore, ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}) } });
    },
  ),
};
