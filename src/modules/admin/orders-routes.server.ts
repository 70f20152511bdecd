import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '@/lib/errors';
import { giftCardByCodeForAdmin, giftCardForAdmin, setGiftCardStatus } from './gift-cards.server';
import { deliveredSchema, giftCardCodeSchema, giftCardStatusSchema, orderNumberParam, orderSearchSchema, refundSchema, shipmentSchema } from './order-rules';
import { findOrdersForAdmin, markDelivered, orderForAdmin, refundOrderAsStaff, shipOrder } from './orders.server';
import { adminGiftCardSchema, adminOrderSchema, adminOrderSummarySchema, adminRefundAnswerSchema } from './responses';
import { adminRoute, noStore } from './routes.server';

const orderParams = z.object({ number: orderNumberParam });
const giftCardParams = z.object({
  id: z.coerce
    .number({ error: 'A gift card id is a whole number.' })
    .int({ error: 'A gift card id is a whole number.' })
    .positive({ error: 'A gift card id is a whole number.' })
    .max(2_147_483_647),
});

/** The back office's order and gift card APIs (issue 9): staff only, every change with its audit entry. */
export const adminOrderRoutes = {
  findOrders: adminRoute(
    {
      summary: 'Orders by number or email (?q=, ?status=, ?site=, ?organization=, ?fair=, ?shipping= method, ?fulfilment= shipping state), newest first',
      response: { 200: z.object({ orders: z.array(adminOrderSummarySchema) }) },
    },
    async ({ request }) => {
      const query = request.nextUrl.searchParams;
      const parsed = orderSearchSchema.safeParse({
        q: query.get('q') ?? undefined,
        status: query.get('status') ?? undefined,
        site: query.get('site') ?? undefined,
        organization: query.get('organization') ?? undefined,
        fair: query.get('fair') ?? undefined,
        shipping: query.get('shipping') ?? undefined,
        fulfilment: query.get('fulfilment') ?? undefined,
      });
      if (!parsed.success) throw new BadRequestError(parsed.error.issues.map((issue) => issue.message).join(' '), 'VALIDATION_FAILED');
      return NextResponse.json({ orders: await findOrdersForAdmin(parsed.data) }, noStore);
    },
  ),
  order: adminRoute(
    { params: orderParams, summary: 'An order with its customer, payments, refunds and audit trail', response: { 200: adminOrderSchema } },
    async ({ params }) => {
      const found = await orderForAdmin(params.number);
      if (!found) throw new NotFoundError(`There is no order ${params.number}.`, 'ORDER_NOT_FOUND');
      return NextResponse.json(found, noStore);
    },
  ),
  ship: adminRoute(
    {
      params: orderParams,
      body: shipmentSchema,
      summary: 'Ship what is left of an order, or some units per line, with carrier and tracking (emails the customer)',
      response: { 201: adminOrderSchema },
    },
    async ({ actor, params, body }) => NextResponse.json(await shipOrder(actor, params.number, body), { status: 201, headers: noStore.headers }),
  ),
  delivered: adminRoute(
    { params: orderParams, body: deliveredSchema, summary: 'Mark a shipped order delivered', response: { 200: adminOrderSchema } },
    async ({ actor, params, body }) => NextResponse.json(await markDelivered(actor, params.number, body.note), noStore),
  ),
  refund: adminRoute(
    { params: orderParams, body: refundSchema, summary: 'Refund an order, whole or some lines', response: { 201: adminRefundAnswerSchema } },
    async ({ actor, params, body }) => {
      const { order, plan } = await refundOrderAsStaff(actor, params.number, body);
      return NextResponse.json(
        {
          ...order,
          refund: {
            amountCents: plan.amountCents,
            toCardCents: plan.toCardCents,
            toGiftCardsCents: plan.toGiftCardsCents,
            shippingCents: plan.shippingCents,
            lines: plan.lines,
          },
        },
        { status: 201, headers: noStore.headers },
      );
    },
  ),
};

export const adminGiftCardRoutes = {
  /** The code travels in a body, not the address: codes are secrets and addresses end up in logs. */
  lookup: adminRoute({ body: giftCardCodeSchema, summary: 'Find a gift card by its code', response: { 200: adminGiftCardSchema } }, async ({ body }) => {
    const card = await giftCardByCodeForAdmin(body.code);
    if (!card) throw new NotFoundError('No gift card has that code. Check it and try again.', 'GIFT_CARD_NOT_FOUND');
    return NextResponse.json(card, noStore);
  }),
  giftCard: adminRoute({ params: giftCardParams, summary: 'A gift card with its transactions', response: { 200: adminGiftCardSchema } }, async ({ params }) => {
    const card = await giftCardForAdmin(params.id);
    if (!card) throw new NotFoundError(`There is no gift card ${params.id}.`, 'GIFT_CARD_NOT_FOUND');
    return NextResponse.json(card, noStore);
  }),
  setStatus: adminRoute(
    { params: giftCardParams, body: giftCardStatusSchema, summary: 'Disable or enable a gift card', response: { 200: adminGiftCardSchema } },
    async ({ actor, params, body }) => NextResponse.json(await setGiftCardStatus(actor, params.id, body.status, body.reason), noStore),
  ),
};
