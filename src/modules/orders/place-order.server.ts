import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { env, type Env } from '@/lib/env';
import { AppError, type ErrorBody } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { centsToDecimal, formatMoney } from '@/lib/money';
import { cartVersion, countCouponUse, type CheckoutCart } from '@/modules/cart/index.server';
import { takeStock } from '@/modules/catalog/index.server';
import { taxClassOf } from '@/modules/checkout';
import { priceCheckout, type CheckoutChoices, type PlacementAnswer } from '@/modules/checkout/index.server';
import { redeemGiftCard } from '@/modules/giftcards/index.server';
import { PaymentInputError, type CardInput, type PaymentProvider } from '@/modules/payments/index.server';
import { SITES, sitePath } from '@/modules/regions';
import { CART_CHANGED, cartAlreadyOrdered, decideOnAttempt, IN_PROGRESS, isStale, KEY_REUSED, requestHash, type KeptAttempt } from './idempotency';
import { completePayment, failPayment } from './lifecycle.server';
import { orderView } from './orders.server';
import type { OrderView } from './types';
import { formatOrderNumber } from './rules';
import { checkoutAttempts, orderEvents, orderLines, orders, payments } from './schema';

export class PlacementRefusal extends AppError {}

/** A refusal that ends the key for good (kept as its answer, not released): the key may never place an order later. */
class FinalRefusal extends PlacementRefusal {}

/**
 * Crash tests only: when CHECKOUT_TEST_PAUSE_AT names this point, the placement writes a line `paused:<point>` to
 * stdout and waits for ever, so a test can `kill -9` the process right there. Does nothing when it is unset (always
 * outside the crash tests; production refuses to start with it).
 */
async function pauseForTest(point: NonNullable<Env['CHECKOUT_TEST_PAUSE_AT']>): Promise<void> {
  if (env().CHECKOUT_TEST_PAUSE_AT !== point) return;
  process.stdout.write(`paused:${point}\n`);
  await new Promise(() => undefined);
}

/**
 * Another order of the same cart (the person's cart on the site) may still wait for its payment because its checkout
 * died with its process. Placing the cart again replaces it: its key is closed with an answer naming the new order (so
 * it can never be resumed and charged), and its stock, gift card money and coupon go back now rather than after the
 * hour. An attempt still running (not stale) is left alone and the new one is refused, and an order waiting on a
 * hosted payment page is left to that page's webhook.
 */
async function replaceUnpaidOrdersOfCart(tx: Db, userId: string, site: CheckoutChoices['site'], newNumber: string, now: Date): Promise<void> {
  const unpaid = await tx
    .select({ id: orders.id, key: checkoutAttempts.key, state: checkoutAttempts.state, updatedAt: checkoutAttempts.updatedAt })
    .from(orders)
    .leftJoin(checkoutAttempts, and(eq(checkoutAttempts.orderId, orders.id), eq(checkoutAttempts.userId, orders.userId)))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.site, site),
        eq(orders.status, 'pending_payment'),
        notExists(
          tx
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.orderId, orders.id), eq(payments.status, 'pending'))),
        ),
      ),
    )
    .for('update', { of: orders });
  const running = () => new PlacementRefusal(409, 'CHECKOUT_IN_PROGRESS', CHECKOUT_OF_CART_RUNNING);
  for (const order of unpaid) {
    if (order.key !== null) {
      if (order.state === 'processing' && !isStale(order.updatedAt!, now)) throw running();
      // Closed only as it was read: a retry taking it over at the same moment wins, and this placement is refused.
      const closed = await tx
        .update(checkoutAttempts)
        .set({ state: 'completed', responseStatus: 409, responseBody: cartAlreadyOrdered(newNumber), updatedAt: now })
        .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.key, order.key), eq(checkoutAttempts.updatedAt, order.updatedAt!)))
        .returning({ key: checkoutAttempts.key });
      if (closed.length === 0) throw running();
    }
    await failPayment(order.id, `Replaced by order ${newNumber} of the same cart: this checkout was never paid.`, null, tx, now);
  }
}

const CHECKOUT_OF_CART_RUNNING = 'An earlier checkout of this cart is still being placed. Wait a moment, then check your orders before trying again.';

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
async function createOrder(
  db: Db,
  userId: string,
  key: string,
  choices: CheckoutChoices,
  expectedTotalCents: number,
  needsCard: boolean,
  now: Date,
  claimedCartVersion: number | null,
) {
  return inTransaction(db, async (tx) => {
    const priced = await priceCheckout(tx, userId, choices, now);
    const { cart, totals } = priced;
    // The cart (locked now) changed or was bought since this key was first used: the key places nothing, ever.
    if (claimedCartVersion !== null && cart.version !== claimedCartVersion) throw new FinalRefusal(409, CART_CHANGED.body.Error, CART_CHANGED.body.message);
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
    const number = newOrderNumber();
    await replaceUnpaidOrdersOfCart(tx, userId, choices.site, number, now);
    const [order] = await tx
      .insert(orders)
      .values({
        number,
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
    if (couponApplied && cart.couponCode) {
      const use = await countCouponUse(tx, cart.couponCode, { orderId: order!.id, userId, email: choices.email });
      if (use === 'used-up')
        throw new PlacementRefusal(409, 'COUPON_USED_UP', `The code ${cart.couponCode} has just been used up. Remove it from your cart to check out.`);
      if (use === 'used-by-customer')
        throw new PlacementRefusal(
          409,
          'COUPON_ALREADY_USED',
          `The code ${cart.couponCode} can be used once per customer, and it has already been used with this account or email address. Remove it from your cart to check out.`,
        );
    }
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

type Claim = { kind: 'new'; cartVersion: number | null } | { kind: 'resume'; orderId: number } | { kind: 'answered'; result: PlacementResult };

async function claimKey(db: Db, userId: string, key: string, hash: string, site: CheckoutChoices['site'], now: Date): Promise<Claim> {
  // The key is bound to the cart as it is now: if the cart changes or is bought before this key places its order, it never will.
  const version = await cartVersion(db, userId, site);
  const inserted = await db
    .insert(checkoutAttempts)
    .values({ userId, key, requestHash: hash, state: 'processing', cartVersion: version, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ key: checkoutAttempts.key });
  if (inserted.length > 0) return { kind: 'new', cartVersion: version };
  const [existing] = await db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.key, key)));
  if (!existing) return claimKey(db, userId, key, hash, site, now);
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
    .returning({ orderId: checkoutAttempts.orderId, cartVersion: checkoutAttempts.cartVersion });
  if (taken.length === 0) return { kind: 'answered', result: { ...IN_PROGRESS, replayed: false } };
  return taken[0]!.orderId ? { kind: 'resume', orderId: taken[0]!.orderId } : { kind: 'new', cartVersion: taken[0]!.cartVersion };
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

/** A charge approved for an order already given up is refunded at once; the shopper keeps the order that replaced it. */
async function giveBackLateCharge(order: typeof orders.$inferSelect, chargeRef: string, provider: PaymentProvider): Promise<PlacementResult> {
  try {
    await provider.refund({ chargeRef, amountCents: order.amountDueCents, currency: order.currency as 'USD' | 'CAD', idempotencyKey: `late-${order.id}` });
    logger.warn({ order: order.number }, 'a payment approved after its order was given up was refunded');
  } catch (error) {
    logger.error({ err: error, order: order.number, chargeRef }, 'a payment approved after its order was given up could not be refunded: refund it by hand');
  }
  return {
    status: 409,
    replayed: false,
    body: {
      Error: 'CHECKOUT_EXPIRED',
      message: 'This checkout took too long and was given up, so the payment for it is being refunded. Check your orders before trying again.',
    },
  };
}

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
  await pauseForTest('after-order');
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
    await pauseForTest('after-charge');
    const paid = await completePayment(
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
    if (!paid) {
      const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      if (now?.status !== 'payment_failed' && now?.status !== 'cancelled') return answer('paid');
      // The payment answered after the order had been given up (replaced by a later order of the same cart, or
      // released): the money goes straight back, and the shopper is told so.
      return giveBackLateCharge(order, outcome.providerRef, provider);
    }
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
  const claim = await claimKey(db, userId, key, requestHash(args.choices, args.expectedTotalCents, args.card), args.choices.site, now);
  if (claim.kind === 'answered') return claim.result;
  await pauseForTest('after-claim');
  let order: typeof orders.$inferSelect;
  try {
    if (claim.kind === 'resume') {
      const [resumed] = await db.select().from(orders).where(eq(orders.id, claim.orderId));
      order = resumed!;
    } else {
      order = await createOrder(db, userId, key, args.choices, args.expectedTotalCents, args.provider.collectsCard && !args.card, now, claim.cartVersion);
    }
  } catch (error) {
    if (error instanceof FinalRefusal) return settle(db, userId, key, refusal(error));
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
  const result = await collectPayment(db, order, args.card, args.provider, args.baseUrl);
  await pauseForTest('after-payment');
  return settle(db, userId, key, result);
}

export type CheckoutByKey = { state: 'none' } | { state: 'processing' } | { state: 'placed'; order: OrderView };

/**
 * What became of a checkout by its Idempotency-Key, for the person who sent it (a guest too: the same session): a
 * shopper whose request died finds the order it placed, if it placed one.
 */
export async function checkoutByKey(userId: string, key: string, db?: Db): Promise<CheckoutByKey> {
  const database = db ?? (await getDb());
  const [attempt] = await database
    .select({ state: checkoutAttempts.state, orderId: checkoutAttempts.orderId })
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.key, key)));
  if (!attempt) return { state: 'none' };
  if (attempt.orderId === null) return attempt.state === 'processing' ? { state: 'processing' } : { state: 'none' };
  const [order] = await database
    .select()
    .from(orders)
    .where(and(eq(orders.id, attempt.orderId), eq(orders.userId, userId)));
  return order ? { state: 'placed', order: await orderView(database, order) } : { state: 'none' };
}
