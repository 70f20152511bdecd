import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db';
import type { Currency } from '@/lib/money';
import { giftCards, giftCardTransactions } from './schema';

/** A gift card as the back office reads it: never its code (only a hash is kept), its last 4 characters. */
export interface GiftCardRecord {
  id: number;
  codeLast4: string;
  currency: Currency;
  initialCents: number;
  balanceCents: number;
  /** active or disabled. */
  status: string;
  recipientName: string;
  recipientEmail: string;
  sender: string;
  /** The order and eCard line that bought it, when one did. */
  orderId: number | null;
  orderLineId: number | null;
  createdAt: Date;
}

export interface GiftCardMovement {
  kind: 'issue' | 'redeem' | 'restore';
  amountCents: number;
  orderId: number | null;
  at: Date;
}

/** A card by id; `forUpdate` locks it until the caller's transaction ends; null when there is none. */
export async function giftCardRecord(db: Db, id: number, { forUpdate = false } = {}): Promise<GiftCardRecord | null> {
  const query = db.select().from(giftCards).where(eq(giftCards.id, id)).limit(1);
  const [card] = forUpdate ? await query.for('update') : await query;
  if (!card) return null;
  return {
    id: card.id,
    codeLast4: card.codeLast4,
    currency: card.currency as Currency,
    initialCents: card.initialCents,
    balanceCents: card.balanceCents,
    status: card.status,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    sender: card.sender,
    orderId: card.orderId,
    orderLineId: card.orderLineId,
    createdAt: card.createdAt,
  };
}

/** A card's issue, redemptions and restorations, oldest first. */
export async function giftCardMovements(db: Db, id: number): Promise<GiftCardMovement[]> {
  const rows = await db
    .select({
      kind: giftCardTransactions.kind,
      amountCents: giftCardTransactions.amountCents,
      orderId: giftCardTransactions.orderId,
      at: giftCardTransactions.createdAt,
    })
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.giftCardId, id))
    .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id));
  return rows.map((row) => ({ ...row, kind: row.kind as GiftCardMovement['kind'] }));
}

/** Disables or enables a card inside the caller's transaction (where its audit entry goes too). */
export async function setGiftCardStatusTo(tx: Db, id: number, status: 'active' | 'disabled'): Promise<void> {
  await tx.update(giftCards).set({ status }).where(eq(giftCards.id, id));
}
