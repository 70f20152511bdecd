import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db';
import type { ECardSnapshot } from './rules';
import { cartGiftCards } from './schema';

/** An eCard waiting in a cart to be bought: its amount in the cart's currency and what the recipient will see. */
export type CartGiftCardRow = typeof cartGiftCards.$inferSelect;

/** A cart's eCards, in the order they were added. */
export const cartGiftCardsOf = (tx: Db, cartId: number): Promise<CartGiftCardRow[]> =>
  tx.select().from(cartGiftCards).where(eq(cartGiftCards.cartId, cartId)).orderBy(asc(cartGiftCards.id));

export async function addCartGiftCard(tx: Db, cartId: number, card: ECardSnapshot & { amountCents: number }, now: Date): Promise<void> {
  await tx.insert(cartGiftCards).values({ cartId, ...card, createdAt: now });
}

/** Answers whether the cart held that eCard. */
export async function removeCartGiftCard(tx: Db, cartId: number, id: number): Promise<boolean> {
  const removed = await tx
    .delete(cartGiftCards)
    .where(and(eq(cartGiftCards.cartId, cartId), eq(cartGiftCards.id, id)))
    .returning({ id: cartGiftCards.id });
  return removed.length > 0;
}

/** A guest's eCards join the account's cart when the guest signs in. */
export async function moveCartGiftCards(tx: Db, fromCartId: number, toCartId: number): Promise<void> {
  await tx.update(cartGiftCards).set({ cartId: toCartId }).where(eq(cartGiftCards.cartId, fromCartId));
}

/** After an order with eCards is paid: the cart's eCards were bought, so they leave it. */
export async function clearCartGiftCards(tx: Db, cartId: number): Promise<void> {
  await tx.delete(cartGiftCards).where(eq(cartGiftCards.cartId, cartId));
}
