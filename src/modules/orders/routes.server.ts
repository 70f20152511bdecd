import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute, errorBodySchema } from '@/lib/api/handler';
import { env } from '@/lib/env';
import { AppError, BadRequestError, NotFoundError } from '@/lib/errors';
import { decimalToCents } from '@/lib/money';
import { clientIp } from '@/lib/api/client-ip';
import { checkoutChoiceFields, limitGiftCardGuesses } from '@/modules/checkout/index.server';
import { consumeBalanceCheck } from '@/modules/giftcards/index.server';
import { cardProblems } from '@/modules/payments';
import { paymentProvider } from '@/modules/payments/index.server';
import { orderJson, orderSummaryJson } from './json';
import { advanceOrder, refundOrder, sweepStalePendingOrders } from './lifecycle.server';
import { lookUpOrder, orderOf, ordersOf } from './orders.server';
import { IN_PROGRESS } from './idempotency';
import { checkoutByKey, placeOrder } from './place-order.server';
import { checkoutByKeyAnswerSchema, orderAnswerSchema, orderSummarySchema, placementAnswerSchema, refundAnswerSchema } from './responses';
import { normalizeOrderNumber } from './rules';

const noStore = { headers: { 'cache-control': 'no-store' } };
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const number = z
  .string()
  .trim()
  .refine((value) => normalizeOrderNumber(value) !== null, { error: 'Order numbers look like BF-7K2M-Q9XD.' })
  .transform((value) => normalizeOrderNumber(value)!);

const card = z.object({
  number: z.string().trim().max(30),
  expiry: z.string().trim().max(7),
  cvc: z.string().trim().max(4),
  name: z.string().trim().max(100),
});

const placeBody = z.object({
  site: checkoutChoiceFields.site,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address for your receipt.' })),
  shippingAddress: checkoutChoiceFields.shippingAddress,
  shippingMethod: checkoutChoiceFields.shippingMethod,
  organization: checkoutChoiceFields.organization,
  giftCardCodes: checkoutChoiceFields.giftCardCodes,
  card: card.nullable().default(null),
  expectedTotal: z.number({ error: 'expectedTotal must be the order total shown on the review, as a number.' }).nonnegative().max(1_000_000),
});

/** Order lookups share the gift card balance limit: both are guesses at a secret. */
async function limitLookups(headers: Headers): Promise<void> {
  const wait = await consumeBalanceCheck(clientIp(headers));
  if (wait > 0) throw new AppError(429, 'TOO_MANY_LOOKUPS', `Too many lookups from your network. Try again in ${Math.ceil(wait / 60)} minutes.`);
}

export const orderRoutes = {
  list: apiRoute(
    { auth: 'customer', summary: "The customer's orders, newest first", response: { 200: z.object({ orders: z.array(orderSummarySchema) }) } },
    async ({ caller }) => NextResponse.json({ orders: (await ordersOf(caller.userId)).map(orderSummaryJson) }, noStore),
  ),
  /** Any session's own orders (a guest's too): another person's number is simply not found. */
  detail: apiRoute(
    { auth: 'session', params: z.object({ number }), summary: "One of the session's orders", response: { 200: orderAnswerSchema } },
    async ({ caller, params }) => {
      const order = await orderOf(caller.userId, params.number);
      if (!order) throw new NotFoundError(`We could not find order ${params.number} in your account.`, 'ORDER_NOT_FOUND');
      return NextResponse.json({ order: orderJson(order) }, noStore);
    },
  ),
  lookup: apiRoute(
    {
      summary: 'Find an order by its number and email (no account needed)',
      response: { 200: orderAnswerSchema },
      body: z.object({
        number,
        email: z
          .string()
          .trim()
          .toLowerCase()
          .pipe(z.email({ error: 'Enter the email address the order was placed with.' })),
      }),
    },
    async ({ request, body }) => {
      await limitLookups(request.headers);
      const order = await lookUpOrder(body.number, body.email);
      if (!order) throw new NotFoundError('No order matches that number and email. Check both and try again.', 'ORDER_NOT_FOUND');
      return NextResponse.json({ order: orderJson(order) }, noStore);
    },
  ),
  advance: apiRoute(
    {
      summary: 'Mark an order shipped or delivered',
      response: { 200: orderAnswerSchema },
      auth: 'operator',
      params: z.object({ number }),
      body: z.object({
        status: z.enum(['shipped', 'delivered'], { error: 'status must be shipped or delivered.' }),
        note: z.string().trim().max(500).default(''),
      }),
    },
    async ({ params, body }) => NextResponse.json({ order: orderJson(await advanceOrder(params.number, body.status, body.note)) }, noStore),
  ),
  refund: apiRoute(
    {
      summary: 'Refund an order, whole or some lines',
      response: { 201: refundAnswerSchema },
      auth: 'operator',
      params: z.object({ number }),
      body: z.object({
        lines: z
          .array(z.object({ lineId: z.number().int().positive(), quantity: z.number().int().min(1).max(999) }))
          .min(1)
          .max(200)
          .optional(),
        reason: z.string().trim().max(500).default(''),
        actor: z.string().trim().min(1).max(100).default('operator'),
      }),
    },
    async ({ params, body }) => {
      const { order, plan } = await refundOrder(params.number, { lines: body.lines, reason: body.reason, actor: body.actor }, await paymentProvider());
      return NextResponse.json(
        {
          order: orderJson(order),
          refund: {
            amount: plan.amountCents / 100,
            toCard: plan.toCardCents / 100,
            toGiftCards: plan.toGiftCardsCents / 100,
            shipping: plan.shippingCents / 100,
            lines: plan.lines.map(({ lineId, quantity }) => ({ lineId, quantity })),
          },
        },
        { status: 201, headers: noStore.headers },
      );
    },
  ),
  /**
   * What became of the session's checkout with this Idempotency-Key: the order it placed (200), still being placed
   * (409), or none (404). The checkout page asks after a request whose answer was lost.
   */
  byKey: apiRoute(
    {
      auth: 'session',
      params: z.object({ key: z.string().regex(IDEMPOTENCY_KEY, { error: 'The key is 8 to 100 letters, digits, - or _.' }) }),
      summary: "The order the session's checkout with this Idempotency-Key placed, if any",
      response: { 200: checkoutByKeyAnswerSchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    async ({ caller, params }) => {
      const found = await checkoutByKey(caller.userId, params.key);
      if (found.state === 'processing') return NextResponse.json(IN_PROGRESS.body, { status: 409, headers: noStore.headers });
      if (found.state === 'none')
        throw new NotFoundError('No order was placed with this checkout. Check your orders, or place your order again.', 'CHECKOUT_NOT_FOUND');
      return NextResponse.json({ order: orderJson(found.order), confirmationPath: `/checkout/confirmation/${found.order.number}` }, noStore);
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
      if (!IDEMPOTENCY_KEY.test(key))
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
      return NextResponse.json(result.body, {
        status: result.status,
        headers: { ...noStore.headers, ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}) },
      });
    },
  ),
};
