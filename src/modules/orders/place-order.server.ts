import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, type ErrorBody } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { centsToDecimal, formatMoney } from '@/lib/money';
import { countCouponUse, type CheckoutCart } from '@/modules/cart/index.server';
import { takeStock } from '@/modules/catalog/index.server';
import { taxClassOf } from '@/modules/checkout';
import { priceCheckout, type CheckoutChoices, type PlacementAnswer } from '@/modules/checkout/index.server';
import { redeemGiftCard } from '@/modules/giftcards/index.server';
import { PaymentInputError, type CardInput, type PaymentProvider } from '@/modules/payments/index.server';
import { SITES, sitePath } from '@/modules/regions';
import { decideOnAttempt, IN_PROGRESS, KEY_REUSED, requestHash, type KeptAttempt } from './idempotency';
import { completePayment, failPayment } from './lifecycle.server';
import { formatOrderNumber } from './rules';
import { checkoutAttempts, orderEvents, orderLines, orders, payments } from './schema';

export class PlacementRefusal extends AppError {}

/** Takes each product's units off its stock, only while enough are left: concurrent checkouts can never oversell. */
async function takeCartStock(tx: Db, cart: CheckoutCart): Promise<void> {
  for (const line of cart.lines) {
    const short = await takeStock(tx, line.productId, line.quantity);
    if (short) {
      const { left } = short;
      throw new PlacementRefusal(
        409,
        'OUT_OF_STOCK',
        left > 0
          ? `Only ${left} of ${line.title} ${left === 1 ? 'is' : 'are'} left. Lower the quantity in your cart and try again.`
          : `${line.title} just sold out. Remove it from your cart to check out.`,
      );
    }
  }
}

const newOrderNumber = () => formatOrderNumber(randomBytes(5));

/** The order, all or nothing: stock, coupon use and gift card money are taken in the same transaction. */
async function createOrder(db: Db, userId: string, key: string, choices: CheckoutChoices, expectedTotalCents: number, needsCard: boolean, now: Date) {
  return inTransaction(db, async (tx) => {
    const priced = await priceCheckout(tx, userId, choices, now);
    const { cart, totals } = priced;
    const { currency, locale } = SITES[choices.site];
    if (totals.totalCents !== expectedTotalCents) {
      throw new PlacementRefusal(
        409,
        'TOTAL_CHANGED',
        `Your order total is now ${formatMoney(totals.totalCents, currency, locale)}: prices or your cart changed. Review your order and place it again.`,
      );
    }
    if (totals.amountDueCents > 0 && needsCard) throw new PlacementRefusal(400, 'CARD_REQUIRED', 'Enter your card details to pay the rest of your order.');
    const couponApplied = totals.discounts.some((discount) => discount.type === 'coupon');
    const [order] = await tx
      .insert(orders)
      .values({
        number: newOrderNumber(),
        userId,
        email: choices.email,
        site: choices.site,
        currency,
        organizationId: priced.organization?.id ?? null,
        shippingMethod: priced.shipping.method,
        shippingAddress: priced.address,
        couponCode: couponApplied ? cart.couponCode : null,
        discounts: totals.discounts,
        taxLines: totals.taxLines,
        itemsCents: totals.itemsCents,
        discountCents: totals.discountCents,
        shippingCents: totals.shippingCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        giftCardCents: totals.giftCardCents,
        amountDueCents: totals.amountDueCents,
        placedAt: now,
        updatedAt: now,
      })
      .returning();
    const lineTotals = new Map(totals.lines.map((line) => [line.key, line]));
    const rows = [
      ...cart.lines.map((line) => ({
        key: `p${line.productId}`,
        kind: 'product',
        productId: line.productId,
        sku: line.sku,
        title: line.title,
        format: line.format,
        taxClass: taxClassOf(line.taxCode),
        unitCents: line.unitCents,
        quantity: line.quantity,
        eCard: null,
      })),
      ...cart.giftCards.map((card) => ({
        key: `g${card.id}`,
        kind: 'gift_card',
        productId: null,
        sku: `ECARD-${card.style.toUpperCase()}`,
        title: `eCard for ${card.giftToName}`,
        format: 'eCard',
        taxClass: 'NONE',
        unitCents: card.amountCents,
        quantity: 1,
        eCard: { style: card.style, giftFrom: card.giftFrom, giftToName: card.giftToName, giftToEmail: card.giftToEmail, giftMessage: card.giftMessage },
      })),
    ];
    await tx.insert(orderLines).values(
      rows.map(({ key, ...row }) => ({
        ...row,
        orderId: order!.id,
        discountCents: lineTotals.get(key)!.discountCents,
        taxCents: lineTotals.get(key)!.taxCents,
      })),
    );
    await takeCartStock(tx, cart);
    if (couponApplied && cart.couponCode && !(await countCouponUse(tx, cart.couponCode)))
      throw new PlacementRefusal(409, 'COUPON_USED_UP', `The code ${cart.couponCode} has just been used up. Remove it from your cart to check out.`);
    for (const card of totals.giftCards) await redeemGiftCard(tx, card.id, order!.id, card.cents);
    await tx.insert(orderEvents).values({ orderId: order!.id, status: 'pending_payment', note: 'Order placed', at: now });
    await tx
      .update(checkoutAttempts)
      .set({ orderId: order!.id, updatedAt: now })
      .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.key, key)));
    return order!;
  });
}

export interface PlacementResult {
  status: number;
  body: PlacementAnswer | ErrorBody;
  /** The answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

type Claim = { kind: 'new' } | { kind: 'resume'; orderId: number } | { kind: 'answered'; result: PlacementResult };

async function claimKey(db: Db, userId: string, key: string, hash: string, now: Date): Promise<Claim> {
  const inserted = await db
    .insert(checkoutAttempts)
    .values({ userId, key, requestHash: hash, state: 'processing', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ key: checkoutAttempts.key });
  if (inserted.length > 0) return { kind: 'new' };
  const [existing] = await db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.key, key)));
  if (!existing) return claimKey(db, userId, key, hash, now);
  const decision = decideOnAttempt(
    { requestHash: existing.requestHash, state: existing.state as KeptAttempt['state'], updatedAt: existing.updatedAt },
    hash,
    now,
  );
  if (decision === 'key-reused') return { kind: 'answered', result: { ...KEY_REUSED, replayed: false } };
  if (decision === 'replay')
    return { kind: 'answered', result: { status: existing.responseStatus!, body: existing.responseBody as PlacementResult['body'], replayed: true } };
  if (decision === 'in-progress') return { kind: 'answered', result: { ...IN_PROGRESS, replayed: false } };
  // Taken over with a conditional update, so two late retries cannot both resume it.
  const taken = await db
    .update(checkoutAttempts)
    .set({ updatedAt: now })
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.key, key), eq(checkoutAttempts.updatedAt, existing.updatedAt)))
    .returning({ orderId: checkoutAttempts.orderId });
  if (taken.length === 0) return { kind: 'answered', result: { ...IN_PROGRESS, replayed: false } };
  return taken[0]!.orderId ? { kind: 'resume', orderId: taken[0]!.orderId } : { kind: 'new' };
}

async function settle(db: Db, userId: string, key: string, result: PlacementResult): Promise<PlacementResult> {
  await db
    .update(checkoutAttempts)
    .set({ state: 'completed', responseStatus: result.status, responseBody: result.body, updatedAt: new Date() })
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.key, key)));
  return result;
}

/** A key whose attempt placed no order is let go, so the same attempt can be made again once the problem is fixed. */
async function release(db: Db, userId: string, key: string): Promise<void> {
  await db
    .delete(checkoutAttempts)
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.key, key), isNull(checkoutAttempts.orderId)))
    .catch((error: unknown) => logger.warn({ err: error }, 'a checkout attempt could not be released'));
}

const refusal = (error: AppError): PlacementResult => ({ status: error.status, replayed: false, body: { Error: error.code, message: error.message } });

async function collectPayment(
  db: Db,
  order: typeof orders.$inferSelect,
  card: CardInput | null,
  provider: PaymentProvider,
  baseUrl: string,
): Promise<PlacementResult> {
  const confirmationPath = `/checkout/confirmation/${order.number}`;
  const answer = (status: 'paid' | 'redirect', redirectUrl?: string): PlacementResult => ({
    status: status === 'paid' ? 201 : 202,
    replayed: false,
    body: {
      order: {
        number: order.number,
        status: status === 'paid' ? 'paid' : order.status,
        currency: order.currency,
        total: centsToDecimal(order.totalCents),
        amountDue: centsToDecimal(order.amountDueCents),
      },
      payment: redirectUrl ? { status, redirectUrl } : { status },
      confirmationPath,
    },
  });
  if (order.amountDueCents === 0) {
    await completePayment(order.id, null, db);
    return answer('paid');
  }
  let outcome;
  try {
    outcome = await provider.charge({
      orderId: order.id,
      orderNumber: order.number,
      amountCents: order.amountDueCents,
      currency: order.currency as 'USD' | 'CAD',
      email: order.email,
      idempotencyKey: `order-${order.id}`,
      card,
      successUrl: new URL(sitePath(order.site, confirmationPath), baseUrl).toString(),
      cancelUrl: new URL(sitePath(order.site, `/checkout?cancelled=${order.number}`), baseUrl).toString(),
    });
  } catch (error) {
    const message = error instanceof PaymentInputError ? error.message : 'We could not reach the payment service. You have not been charged; please try again.';
    if (!(error instanceof PaymentInputError)) logger.error({ err: error, order: order.number }, 'the payment provider failed');
    await failPayment(order.id, message, { provider: provider.name, cardLast4: null }, db);
    return {
      status: error instanceof PaymentInputError ? 400 : 502,
      replayed: false,
      body: { Error: error instanceof PaymentInputError ? 'CARD_INVALID' : 'PAYMENT_UNAVAILABLE', message },
    };
  }
  if (outcome.status === 'approved') {
    await completePayment(
      order.id,
      {
        provider: provider.name,
        providerRef: outcome.providerRef,
        cardBrand: outcome.cardBrand,
        cardLast4: outcome.cardLast4,
        amountCents: order.amountDueCents,
      },
      db,
    );
    return answer('paid');
  }
  if (outcome.status === 'declined') {
    await failPayment(order.id, outcome.message, { provider: provider.name, cardLast4: outcome.cardLast4 }, db);
    return { status: 402, replayed: false, body: { Error: 'PAYMENT_DECLINED', message: outcome.message } };
  }
  await db.insert(payments).values({
    orderId: order.id,
    provider: provider.name,
    kind: 'charge',
    status: 'pending',
    amountCents: order.amountDueCents,
    currency: order.currency,
    providerRef: outcome.providerRef,
  });
  return answer('redirect', outcome.url);
}

/**
 * Places an order exactly once per Idempotency-Key: the same key answers the same result; the same key with another
 * body is 422; a concurrent duplicate is 409. The order (stock, coupon use, gift cards) is one transaction; the card is
 * charged after it commits, and a declined card gives everything back.
 */
export async function placeOrder(args: {
  userId: string;
  idempotencyKey: string;
  choices: CheckoutChoices;
  expectedTotalCents: number;
  card: CardInput | null;
  provider: PaymentProvider;
  baseUrl: string;
  db?: Db;
  now?: Date;
}): Promise<PlacementResult> {
  const db = args.db ?? (await getDb());
  const now = args.now ?? new Date();
  const { userId, idempotencyKey: key } = args;
  const claim = await claimKey(db, userId, key, requestHash(args.choices, args.expectedTotalCents, args.card), now);
  if (claim.kind === 'answered') return claim.result;
  let order: typeof orders.$inferSelect;
  try {
    if (claim.kind === 'resume') {
      const [resumed] = await db.select().from(orders).where(eq(orders.id, claim.orderId));
      order = resumed!;
    } else {
      order = await createOrder(db, userId, key, args.choices, args.expectedTotalCents, args.provider.collectsCard && !args.card, now);
    }
  } catch (error) {
    await release(db, userId, key);
    if (error instanceof AppError) return refusal(error);
    throw error;
  }
  if (order.status !== 'pending_payment') {
    const replay: PlacementResult =
      order.status === 'payment_failed'
        ? { status: 402, replayed: true, body: { Error: 'PAYMENT_DECLINED', message: 'The payment for this order did not go through. Start a new checkout.' } }
        : {
            status: 201,
            replayed: true,
            body: {
              order: {
                number: order.number,
                status: order.status,
                currency: order.currency,
                total: centsToDecimal(order.totalCents),
                amountDue: centsToDecimal(order.amountDueCents),
              },
              payment: { status: 'paid' },
              confirmationPath: `/checkout/confirmation/${order.number}`,
            },
          };
    return settle(db, userId, key, replay);
  }
  return settle(db, userId, key, await collectPayment(db, order, args.card, args.provider, args.baseUrl));
}
