import 'server-only';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import type { Currency } from '@/lib/money';
import { maskedCode } from '@/modules/giftcards';
import { giftCardIdByCode, giftCardMovements, giftCardRecord, setGiftCardStatusTo } from '@/modules/giftcards/index.server';
import { orderNumbersByIds, refundedOrderLineIds } from '@/modules/orders/index.server';
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
  const card = await giftCardRecord(database, id);
  if (!card) return null;
  const movements = await giftCardMovements(database, id);
  const orderIds = [card.orderId, ...movements.map((movement) => movement.orderId)].flatMap((orderId) => (orderId === null ? [] : [orderId]));
  const [numbers, refundedLines] = await Promise.all([
    orderNumbersByIds(orderIds, database),
    refundedOrderLineIds(card.orderLineId === null ? [] : [card.orderLineId], database),
  ]);
  const numberOf = (orderId: number | null) => (orderId === null ? null : (numbers.get(orderId) ?? null));
  return {
    id: card.id,
    maskedCode: maskedCode(card.codeLast4),
    currency: card.currency,
    initialCents: card.initialCents,
    balanceCents: card.balanceCents,
    status: card.status as GiftCardStatus,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    sender: card.sender,
    orderNumber: numberOf(card.orderId),
    refunded: card.orderLineId !== null && refundedLines.has(card.orderLineId),
    createdAt: card.createdAt.toISOString(),
    transactions: movements.map((movement) => ({
      kind: movement.kind,
      amountCents: movement.amountCents,
      orderNumber: numberOf(movement.orderId),
      at: movement.at.toISOString(),
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
    const card = await giftCardRecord(tx, id, { forUpdate: true });
    if (!card) throw new NotFoundError(`There is no gift card ${id}.`, 'GIFT_CARD_NOT_FOUND');
    if (card.status === status) return;
    if (status === 'active' && card.orderLineId !== null) {
      if ((await refundedOrderLineIds([card.orderLineId], tx)).size > 0)
        throw new AppError(409, 'GIFT_CARD_REFUNDED', `The gift card ${maskedCode(card.codeLast4)} was refunded to its buyer and cannot be enabled again.`);
    }
    await setGiftCardStatusTo(tx, id, status);
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
