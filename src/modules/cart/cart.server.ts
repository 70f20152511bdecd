import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, BadRequestError, NotFoundError } from '@/lib/errors';
import { centsToDecimal, formatMoney, type Currency } from '@/lib/money';
import { capQuantity, coverUrl, pricesIn, productPath } from '@/modules/catalog';
import { accountById } from '@/modules/accounts/index.server';
import { cartProductBySku, cartProductsByIds, type CartProduct } from '@/modules/catalog/index.server';
import { GIFT_CARDS_PER_CART, type ECard } from '@/modules/giftcards';
import { addCartGiftCard, cartGiftCardsOf, moveCartGiftCards, removeCartGiftCard, type CartGiftCardRow } from '@/modules/giftcards/index.server';
import { SITES, type SiteId } from '@/modules/regions';
import { cartTotals, couponCustomerKeys, couponProblem, type CartTotals, type CouponRule, type PricedLine, type PromotionRule } from './pricing';
import { couponRedemptions, cartItems, carts, coupons, promotions } from './schema';
import type { CartAnswer, CartCurrency, CartGiftCard, CartItem } from './types';

/** What a shopper can do to a cart (the JSON API's operations). */
export type CartChange =
  | { kind: 'add'; sku: string; quantity: number }
  | { kind: 'set-quantity'; sku: string; quantity: number }
  | { kind: 'remove'; sku: string }
  | { kind: 'save-for-later'; sku: string; saved: boolean }
  | { kind: 'apply-coupon'; code: string }
  | { kind: 'remove-coupon' }
  | { kind: 'add-gift-card'; card: ECard }
  | { kind: 'remove-gift-card'; id: number };

export class CartRefusal extends AppError {}

type CartRow = typeof carts.$inferSelect;

type Line = CartProduct & { quantity: number; savedForLater: boolean; createdAt: Date };

const unitCents = (line: Line, site: SiteId) => pricesIn(line, SITES[site].currency).actual;
const soldOn = (line: Pick<Line, 'domains'>, site: SiteId) => line.domains.includes(SITES[site].domain);
/** Units one order may hold: the product's maximum (spec §5), and no more than the stock. */
const orderLimit = (line: Pick<Line, 'maxPurchaseQty' | 'stock'>) => Math.max(0, Math.min(line.maxPurchaseQty, line.stock));

/** The person's cart on this site, created when missing, locked until the transaction ends. */
async function lockedCart(tx: Db, userId: string, site: SiteId): Promise<CartRow> {
  await tx.insert(carts).values({ userId, site }).onConflictDoNothing();
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.site, site)))
    .for('update');
  return cart!;
}

async function productBySku(tx: Db, sku: string): Promise<CartProduct> {
  const product = await cartProductBySku(tx, sku);
  if (!product) throw new NotFoundError('We could not find that product.', 'PRODUCT_NOT_FOUND');
  return product;
}

/** The cart's lines with their products now, oldest first (then by sku). */
async function cartLines(tx: Db, cartId: number): Promise<Line[]> {
  const items = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, savedForLater: cartItems.savedForLater, createdAt: cartItems.createdAt })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  const productsById = await cartProductsByIds(
    tx,
    items.map((item) => item.productId),
  );
  return items
    .flatMap((item) => {
      const product = productsById.get(item.productId);
      return product ? [{ ...product, ...item }] : [];
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

/** A coupon's amounts in each currency the sites sell in: the coupons table holds one set of columns per currency. */
const COUPON_AMOUNTS_IN: Record<Currency, (row: typeof coupons.$inferSelect) => Pick<CouponRule, 'amountOffCents' | 'minSubtotalCents'>> = {
  USD: (row) => ({ amountOffCents: row.amountOffUsd, minSubtotalCents: row.minSubtotalUsd }),
  CAD: (row) => ({ amountOffCents: row.amountOffCad, minSubtotalCents: row.minSubtotalCad }),
};

function toCouponRule(row: typeof coupons.$inferSelect, site: SiteId, usedByCustomer: boolean): CouponRule {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    percentOff: row.percentOff,
    ...COUPON_AMOUNTS_IN[SITES[site].currency](row),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    active: row.active,
    oncePerCustomer: row.oncePerCustomer,
    usedByCustomer,
  };
}

/** Whether the person (their account, and its email address) has used this coupon already. */
async function usedByCustomer(tx: Db, code: string, userId: string): Promise<boolean> {
  const account = await accountById(userId, tx);
  const used = await tx
    .select({ code: couponRedemptions.code })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.code, code), inArray(couponRedemptions.customer, couponCustomerKeys(userId, account?.email ?? null))))
    .limit(1);
  return used.length > 0;
}

async function couponByCode(tx: Db, code: string, site: SiteId, userId: string): Promise<CouponRule | null> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!row) return null;
  return toCouponRule(row, site, row.oncePerCustomer && (await usedByCustomer(tx, code, userId)));
}

async function activePromotions(tx: Db): Promise<PromotionRule[]> {
  return tx.select().from(promotions).where(eq(promotions.active, true));
}

const decimal = centsToDecimal;

function toItem(line: Line, site: SiteId): CartItem {
  return {
    sku: line.sku,
    title: line.title,
    url: productPath(site, line.title, line.sku),
    quantity: line.quantity,
    max_purchase_qty: orderLimit(line),
    list_price_usd: decimal(line.listPriceUsd),
    regular_price_usd: decimal(line.regularPriceUsd),
    // Spec §4: the sale price falls back to the regular price.
    sale_price_usd: decimal(line.salePriceUsd ?? line.regularPriceUsd),
    list_price_cad: decimal(line.listPriceCad),
    regular_price_cad: decimal(line.regularPriceCad),
    sale_price_cad: decimal(line.salePriceCad ?? line.regularPriceCad),
    finalPrice: decimal(unitCents(line, site)),
    savedForLater: line.savedForLater,
    createdAt: line.createdAt.toISOString(),
    author: line.authorNames.split('; ')[0] || null,
    binding: line.format,
    taxCode: line.taxCode,
    largeImageUrl: coverUrl(line.sku),
    inStock: line.stock > 0,
  };
}

const toGiftCard = (row: CartGiftCardRow): CartGiftCard => ({
  id: row.id,
  amount: decimal(row.amountCents),
  style: row.style,
  giftFrom: row.giftFrom,
  giftToName: row.giftToName,
  giftToEmail: row.giftToEmail,
  giftMessage: row.giftMessage,
});

interface PricedCart {
  lines: Line[];
  giftCards: CartGiftCardRow[];
  totals: CartTotals;
}

/** The cart's lines priced now from the catalogue; lines no longer sold on this site are dropped, with a message. */
async function priceCart(tx: Db, cart: CartRow, site: SiteId, messages: string[], now: Date): Promise<PricedCart> {
  const all = await cartLines(tx, cart.id);
  const gone = all.filter((line) => !soldOn(line, site));
  if (gone.length > 0) {
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.cartId, cart.id),
        inArray(
          cartItems.productId,
          gone.map((line) => line.productId),
        ),
      ),
    );
    for (const line of gone) messages.push(`${line.title} is no longer sold on this site and was removed from your cart.`);
  }
  const lines = all.filter((line) => soldOn(line, site));
  const { currency, locale } = SITES[site];
  const priced: PricedLine[] = lines.map((line) => ({
    quantity: line.quantity,
    unitCents: unitCents(line, site),
    format: line.format,
    savedForLater: line.savedForLater,
  }));
  const coupon = cart.couponCode ? await couponByCode(tx, cart.couponCode, site, cart.userId) : null;
  const totals = cartTotals(priced, coupon, cart.couponCode, await activePromotions(tx), now, (cents) => formatMoney(cents, currency, locale));
  return { lines, giftCards: await cartGiftCardsOf(tx, cart.id), totals };
}

/** The cart as the API answers it. */
async function answerFor(
  tx: Db,
  cart: CartRow,
  site: SiteId,
  messages: string[],
  couponAttempt: { code: string; error: string } | null,
  now: Date,
): Promise<CartAnswer> {
  const { lines, giftCards, totals } = await priceCart(tx, cart, site, messages, now);
  const items = lines.filter((line) => !line.savedForLater).map((line) => toItem(line, site));
  const threshold = SITES[site].freeShipAmount;
  return {
    cart: {
      customerId: cart.userId,
      currency: SITES[site].currency.toLowerCase() as CartCurrency,
      subtotal: decimal(totals.subtotalCents),
      couponTotalSaved: decimal(totals.couponCents),
      discounts: totals.discounts.map((discount) => ({ type: discount.type, value: decimal(discount.valueCents), label: discount.label })),
      items,
    },
    savedForLaterItems: lines.filter((line) => line.savedForLater).map((line) => toItem(line, site)),
    giftCards: giftCards.map(toGiftCard),
    cartCount: items.reduce((sum, item) => sum + item.quantity, 0) + giftCards.length,
    coupon: couponAttempt ?? { code: cart.couponCode, error: totals.couponError },
    messages,
    freeShipping: { threshold: decimal(threshold), remaining: decimal(Math.max(0, threshold - totals.subtotalCents)) },
  };
}

const MAX_QUANTITY = 99;

function requireQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    throw new BadRequestError(`quantity must be a whole number from 1 to ${MAX_QUANTITY}.`, 'VALIDATION_FAILED');
}

async function applyChange(
  tx: Db,
  cart: CartRow,
  site: SiteId,
  change: CartChange,
  messages: string[],
  now: Date,
): Promise<{ code: string; error: string } | null> {
  if (change.kind === 'add' || change.kind === 'set-quantity') requireQuantity(change.quantity);
  switch (change.kind) {
    case 'add': {
      const product = await productBySku(tx, change.sku);
      if (!soldOn(product, site)) throw new CartRefusal(422, 'NOT_SOLD_HERE', `${product.title} is not sold on the ${SITES[site].countryName} site.`);
      if (product.stock <= 0) throw new CartRefusal(409, 'OUT_OF_STOCK', `${product.title} is out of stock.`);
      const [existing] = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.productId)));
      const wanted = (existing?.quantity ?? 0) + change.quantity;
      const quantity = capQuantity(wanted, orderLimit(product));
      if (quantity < wanted) messages.push(`You can order up to ${orderLimit(product)} of ${product.title}; your cart has ${quantity}.`);
      // An item added again from the saved list comes back into the cart.
      await tx
        .insert(cartItems)
        .values({ cartId: cart.id, productId: product.productId, quantity, createdAt: now })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity, savedForLater: false } });
      return null;
    }
    case 'set-quantity': {
      const product = await productBySku(tx, change.sku);
      if (orderLimit(product) === 0) throw new CartRefusal(409, 'OUT_OF_STOCK', `${product.title} is out of stock.`);
      const quantity = Math.max(1, capQuantity(change.quantity, orderLimit(product)));
      if (quantity < change.quantity) messages.push(`You can order up to ${orderLimit(product)} of ${product.title}.`);
      const updated = await tx
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.productId)))
        .returning({ productId: cartItems.productId });
      if (updated.length === 0) throw new NotFoundError(`${product.title} is not in your cart.`, 'NOT_IN_CART');
      return null;
    }
    case 'remove': {
      const product = await productBySku(tx, change.sku);
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.productId)));
      return null;
    }
    case 'save-for-later': {
      const product = await productBySku(tx, change.sku);
      const updated = await tx
        .update(cartItems)
        .set({ savedForLater: change.saved })
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.productId)))
        .returning({ productId: cartItems.productId });
      if (updated.length === 0) throw new NotFoundError(`${product.title} is not in your cart.`, 'NOT_IN_CART');
      return null;
    }
    // A rejected code leaves the coupon already applied in place: the answer reports the attempt and its error, and
    // the applied coupon still shows among the discounts.
    case 'apply-coupon': {
      const code = change.code.trim().toUpperCase();
      const lines = await cartLines(tx, cart.id);
      const itemsCents = lines
        .filter((line) => !line.savedForLater && soldOn(line, site))
        .reduce((sum, line) => sum + line.quantity * unitCents(line, site), 0);
      const { currency, locale } = SITES[site];
      const problem = couponProblem(await couponByCode(tx, code, site, cart.userId), itemsCents, now, (cents) => formatMoney(cents, currency, locale));
      if (problem) return { code, error: problem };
      await tx.update(carts).set({ couponCode: code, updatedAt: now }).where(eq(carts.id, cart.id));
      cart.couponCode = code;
      messages.push(`Coupon ${code} applied.`);
      return null;
    }
    case 'remove-coupon': {
      await tx.update(carts).set({ couponCode: null, updatedAt: now }).where(eq(carts.id, cart.id));
      cart.couponCode = null;
      return null;
    }
    case 'add-gift-card': {
      const held = await cartGiftCardsOf(tx, cart.id);
      if (held.length >= GIFT_CARDS_PER_CART)
        throw new CartRefusal(422, 'TOO_MANY_GIFT_CARDS', `A cart can hold up to ${GIFT_CARDS_PER_CART} eCards. Check out, then buy more.`);
      const { amount, confirmEmail: _confirmed, ...details } = change.card;
      await addCartGiftCard(tx, cart.id, { amountCents: amount * 100, ...details }, now);
      messages.push(`A ${formatMoney(amount * 100, SITES[site].currency, SITES[site].locale)} eCard for ${details.giftToName} was added to your cart.`);
      return null;
    }
    case 'remove-gift-card': {
      if (!(await removeCartGiftCard(tx, cart.id, change.id))) throw new NotFoundError('That eCard is not in your cart.', 'NOT_IN_CART');
      return null;
    }
  }
}

export async function getCart(userId: string, site: SiteId, db?: Db, now = new Date()): Promise<CartAnswer> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => answerFor(tx, await lockedCart(tx, userId, site), site, [], null, now));
}

/** One change, all or nothing, with the cart locked so parallel changes cannot lose each other's updates. */
export async function changeCart(userId: string, site: SiteId, change: CartChange, db?: Db, now = new Date()): Promise<CartAnswer> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const cart = await lockedCart(tx, userId, site);
    const messages: string[] = [];
    const couponAttempt = await applyChange(tx, cart, site, change, messages, now);
    await tx
      .update(carts)
      .set({ updatedAt: now, version: sql`${carts.version} + 1` })
      .where(eq(carts.id, cart.id));
    return answerFor(tx, cart, site, messages, couponAttempt, now);
  });
}

/**
 * Puts lines of one cart into another: quantities added and capped by the product's order limit (never lost, never
 * over it); a line saved for later in either stays in the cart when the other has it in the cart. `productIds`
 * limits it to those products. The source lines stay: the caller removes them or the whole cart.
 */
async function mergeLinesInto(tx: Db, sourceCartId: number, targetCartId: number, productIds?: number[]): Promise<void> {
  const source = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, sourceCartId), productIds ? inArray(cartItems.productId, productIds) : undefined));
  const productsById = await cartProductsByIds(
    tx,
    source.map((line) => line.productId),
  );
  for (const line of source) {
    const product = productsById.get(line.productId);
    if (!product) continue;
    const limit = orderLimit(product);
    await tx
      .insert(cartItems)
      .values({
        cartId: targetCartId,
        productId: line.productId,
        quantity: Math.min(line.quantity, Math.max(1, limit)),
        savedForLater: line.savedForLater,
        createdAt: line.createdAt,
      })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: {
          quantity: sql`LEAST(${cartItems.quantity} + EXCLUDED.quantity, GREATEST(${cartItems.quantity}, ${limit}))`,
          savedForLater: sql`${cartItems.savedForLater} AND EXCLUDED.saved_for_later`,
        },
      });
  }
}

/**
 * A guest signing in brings their carts: each line joins the account's cart on the same site (see mergeLinesInto);
 * the guest's coupon is kept when the account's cart has none.
 */
export async function mergeGuestCarts(tx: Db, guestId: string, customerId: string): Promise<void> {
  // Locked, so a change to the guest's cart still in flight is merged or waits, never deleted with the cart.
  const guestCarts = await tx.select().from(carts).where(eq(carts.userId, guestId)).for('update');
  for (const guestCart of guestCarts) {
    const target = await lockedCart(tx, customerId, guestCart.site);
    await mergeLinesInto(tx, guestCart.id, target.id);
    await tx
      .update(carts)
      .set({ couponCode: target.couponCode ?? guestCart.couponCode, version: sql`${carts.version} + 1` })
      .where(eq(carts.id, target.id));
    await moveCartGiftCards(tx, guestCart.id, target.id);
    await tx.delete(carts).where(eq(carts.id, guestCart.id));
  }
}

/**
 * Spec §4 locale switch, issue 8: the shopper's cart follows them to the other site, priced in its currency. Lines sold
 * there move (merged into any cart they had there); lines not sold there stay behind, saved for later, with a message
 * saying where; eCards stay too, as an eCard is bought in its site's currency. The coupon comes along unless the other
 * cart has one. Answers the cart on the new site.
 */
export async function moveCartToSite(userId: string, from: SiteId, to: SiteId, db?: Db, now = new Date()): Promise<CartAnswer> {
  if (from === to) return getCart(userId, to, db, now);
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    // Both carts locked in one order whichever way the shopper goes, so two switches at once cannot deadlock.
    const [first, second] = [from, to].sort() as [SiteId, SiteId];
    const locked = { [first]: await lockedCart(tx, userId, first), [second]: await lockedCart(tx, userId, second) } as Record<SiteId, CartRow>;
    const source = locked[from];
    const target = locked[to];
    const lines = await cartLines(tx, source.id);
    const moving = lines.filter((line) => soldOn(line, to)).map((line) => line.productId);
    const staying = lines.filter((line) => !soldOn(line, to));
    const messages: string[] = [];
    if (moving.length > 0) {
      await mergeLinesInto(tx, source.id, target.id, moving);
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, source.id), inArray(cartItems.productId, moving)));
    }
    if (staying.length > 0) {
      await tx
        .update(cartItems)
        .set({ savedForLater: true })
        .where(
          and(
            eq(cartItems.cartId, source.id),
            inArray(
              cartItems.productId,
              staying.map((line) => line.productId),
            ),
          ),
        );
      for (const line of staying)
        messages.push(`${line.title} is not sold on the ${SITES[to].countryName} site. It is saved for later in your ${SITES[from].countryName} cart.`);
    }
    const eCards = await cartGiftCardsOf(tx, source.id);
    if (eCards.length > 0) {
      messages.push(
        `Your ${eCards.length === 1 ? 'eCard stays' : `${eCards.length} eCards stay`} in your ${SITES[from].countryName} cart: an eCard is bought in the currency of its site.`,
      );
    }
    if (!target.couponCode && source.couponCode && moving.length > 0) {
      await tx.update(carts).set({ couponCode: source.couponCode }).where(eq(carts.id, target.id));
      target.couponCode = source.couponCode;
    }
    await tx
      .update(carts)
      .set({ updatedAt: now, version: sql`${carts.version} + 1` })
      .where(inArray(carts.id, [source.id, target.id]));
    return answerFor(tx, target, to, messages, null, now);
  });
}

/** A cart line as checkout prices it, in the cart's currency. */
export interface CheckoutCartLine {
  productId: number;
  sku: string;
  title: string;
  format: string;
  taxCode: string;
  unitCents: number;
  quantity: number;
}

/** What checkout needs of a cart: its lines (saved-for-later excluded), discounts, coupon and eCards. */
export interface CheckoutCart {
  cartId: number;
  /** Counts the cart's changes and purchases (carts.version). */
  version: number;
  couponCode: string | null;
  couponError: string | null;
  lines: CheckoutCartLine[];
  discounts: CartTotals['discounts'];
  /** The merchandise after discounts: what free shipping is measured on. */
  subtotalCents: number;
  giftCards: Array<Omit<CartGiftCard, 'amount'> & { amountCents: number }>;
  messages: string[];
}

/** The person's cart on this site, locked until the transaction ends, priced for checkout. */
export async function checkoutCart(tx: Db, userId: string, site: SiteId, now: Date): Promise<CheckoutCart> {
  const cart = await lockedCart(tx, userId, site);
  const messages: string[] = [];
  const { lines, giftCards, totals } = await priceCart(tx, cart, site, messages, now);
  return {
    cartId: cart.id,
    version: cart.version,
    couponCode: cart.couponCode,
    couponError: totals.couponError,
    lines: lines
      .filter((line) => !line.savedForLater)
      .map((line) => ({
        productId: line.productId,
        sku: line.sku,
        title: line.title,
        format: line.format,
        taxCode: line.taxCode,
        unitCents: unitCents(line, site),
        quantity: line.quantity,
      })),
    discounts: totals.discounts,
    subtotalCents: totals.subtotalCents,
    giftCards: giftCards.map((row) => ({ ...toGiftCard(row), amountCents: row.amountCents })),
    messages,
  };
}
