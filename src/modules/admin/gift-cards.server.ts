import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import type { Currency } from '@/lib/money';
import { maskedCode } from '@/modules/giftcards';
import { giftCardIdByCode } from '@/modules/giftcards/index.server';
import { giftCards, giftCardTransactions } from '@/modules/giftcards/schema';
import { orderLines, orders } from '@/modules/orders/schema';
import { historyOf, recordChange, type Actor, type AuditEntry } from './audit.server';
import type { GiftCardStatus } from './order-rules';

/** A gift card as staff see it: never its code (only a hash is kept), its last 4 characters. */
export interface AdminGiftCard {
  id: number;
  maskedCode: string;
  currency: Currency;
  initialCents: number;
  balanceCents: number;
  status: GiftCardStatus;
  recipientName: string;
  recipientEmail: string;
  sender: string;
  /** The order that bought it, when one did. */
  orderNumber: string | null;
  /** Its eCard line was refunded: the money went back to the buyer, so the card stays disabled. */
  refunded: boolean;
  createdAt: string;
  transactions: Array<{ kind: 'issue' | 'redeem' | 'restore'; amountCents: number; orderNumber: string | null; at: string }>;
}

export const GIFT_CARD_ENTITY = 'gift-card';

/** A card by id, with its transactions oldest first; null when there is none. */
export async function giftCardForAdmin(id: number, db?: Db): Promise<AdminGiftCard | null> {
  const database = db ?? (await getDb());
  const [card] = await database
    .select({ card: giftCards, orderNumber: orders.number, refundedUnits: orderLines.refundedQuantity })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .leftJoin(orderLines, eq(orderLines.id, giftCards.orderLineId))
    .where(eq(giftCards.id, id))
    .limit(1);
  if (!card) return null;
  const transactions = await database
    .select({ kind: giftCardTransactions.kind, amountCents: giftCardTransactions.amountCents, orderNumber: orders.number, at: giftCardTransactions.createdAt })
    .from(giftCardTransactions)
    .leftJoin(orders, eq(orders.id, giftCardTransactions.orderId))
    .where(eq(giftCardTransactions.giftCardId, id))
    .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id));
  return {
    id: card.card.id,
    maskedCode: maskedCode(card.card.codeLast4),
    currency: card.card.currency as Currency,
    initialCents: card.card.initialCents,
    balanceCents: card.card.balanceCents,
    status: card.card.status as GiftCardStatus,
    recipientName: card.card.recipientName,
    recipientEmail: card.card.recipientEmail,
    sender: card.card.sender,
    orderNumber: card.orderNumber,
    refunded: (card.refundedUnits ?? 0) > 0,
    createdAt: card.card.createdAt.toISOString(),
    transactions: transactions.map((row) => ({
      kind: row.kind as 'issue' | 'redeem' | 'restore',
      amountCents: row.amountCents,
      orderNumber: row.orderNumber,
      at: row.at.toISOString(),
    })),
  };
}

/** The card with this code (as typed: any case, spaces or dashes); null when no card has it. */
export async function giftCardByCodeForAdmin(code: string, db?: Db): Promise<AdminGiftCard | null> {
  const database = db ?? (await getDb());
  const id = await giftCardIdByCode(code, database);
  return id === null ? null : giftCardForAdmin(id, database);
}

export const giftCardHistory = async (id: number, db?: Db): Promise<AuditEntry[]> => historyOf(db ?? (await getDb()), GIFT_CARD_ENTITY, String(id));

/**
 * Disables a card (checkout and the balance check then refuse it) or enables it again, with its audit entry in the
 * same transaction. A card already in that state is left as it is, without an entry. A card whose eCard was refunded
 * stays disabled: its money went back to the buyer.
 */
export async function setGiftCardStatus(actor: Actor, id: number, status: GiftCardStatus, reason: string, db?: Db): Promise<AdminGiftCard> {
  const database = db ?? (await getDb());
  await inTransaction(database, async (tx) => {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
    if (!card) throw new NotFoundError(`There is no gift card ${id}.`, 'GIFT_CARD_NOT_FOUND');
    if (card.status === status) return;
    if (status === 'active' && card.orderLineId !== null) {
      const [refundedLine] = await tx
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(and(eq(orderLines.id, card.orderLineId), gt(orderLines.refundedQuantity, 0)));
      if (refundedLine)
        throw new AppError(409, 'GIFT_CARD_REFUNDED', `The gift card ${maskedCode(card.codeLast4)} was refunded to its buyer and cannot be enabled again.`);
    }
    await tx.update(giftCards).set({ status }).where(eq(giftCards.id, id));
    await recordChange(tx, actor, {
      action: status === 'disabled' ? 'gift-card.disable' : 'gift-card.enable',
      entity: GIFT_CARD_ENTITY,
      entityKey: String(id),
      before: { status: card.status, balanceCents: card.balanceCents },
      after: { status, balanceCents: card.balanceCents, reason },
    });
  });
  const after = await giftCardForAdmin(id, database);
  return after!;
}
