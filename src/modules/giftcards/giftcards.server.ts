import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { AppError } from '@/lib/errors';
import type { Currency } from '@/lib/money';
import { siteOfCurrency } from '@/modules/regions';
import { formatGiftCardCode, maskedCode, normalizeGiftCardCode, type ECardSnapshot } from './rules';
import { giftCards, giftCardTransactions } from './schema';

export class GiftCardRefusal extends AppError {}

const hashOf = (canonicalCode: string) => createHash('sha256').update(`gift-card:${canonicalCode}`).digest('hex');

/** A gift card that can pay for this order: locked until the transaction ends. */
export interface RedeemableGiftCard {
  id: number;
  maskedCode: string;
  balanceCents: number;
}

/**
 * The gift cards a shopper entered, checked and locked for this transaction, in the order given. Each must exist, be
 * active, be in the order's currency and hold money; a card entered twice counts once.
 */
export async function redeemableGiftCards(tx: Db, typedCodes: string[], currency: Currency): Promise<RedeemableGiftCard[]> {
  const seen = new Set<string>();
  const cards: RedeemableGiftCard[] = [];
  for (const typed of typedCodes) {
    const code = normalizeGiftCardCode(typed);
    if (!code) throw new GiftCardRefusal(422, 'GIFT_CARD_INVALID', `"${typed.slice(0, 24)}" is not a gift card code. Codes look like ABCD-EFGH-JKMN-PQRS.`);
    if (seen.has(code)) continue;
    seen.add(code);
    const [card] = await tx
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeHash, hashOf(code)))
      .for('update');
    if (!card || card.status !== 'active')
      throw new GiftCardRefusal(422, 'GIFT_CARD_INVALID', `We could not find an active gift card with the code ending ${code.slice(-4)}.`);
    if (card.currency !== currency)
      throw new GiftCardRefusal(
        422,
        'GIFT_CARD_CURRENCY',
        `The gift card ending ${card.codeLast4} is in ${card.currency} and can only be used on the ${siteOfCurrency(card.currency as Currency).countryName} site.`,
      );
    if (card.balanceCents <= 0) throw new GiftCardRefusal(422, 'GIFT_CARD_EMPTY', `The gift card ending ${card.codeLast4} has no balance left.`);
    cards.push({ id: card.id, maskedCode: maskedCode(card.codeLast4), balanceCents: card.balanceCents });
  }
  return cards;
}

/** Takes money off a card; refused, never overdrawn, when the balance no longer covers it. */
export async function redeemGiftCard(tx: Db, giftCardId: number, orderId: number, cents: number): Promise<void> {
  const updated = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${cents}` })
    .where(and(eq(giftCards.id, giftCardId), eq(giftCards.status, 'active'), gte(giftCards.balanceCents, cents)))
    .returning({ id: giftCards.id });
  if (updated.length === 0)
    throw new GiftCardRefusal(
      409,
      'GIFT_CARD_BALANCE_CHANGED',
      "A gift card's balance changed while you were checking out. Please review your order and try again.",
    );
  await tx.insert(giftCardTransactions).values({ giftCardId, orderId, kind: 'redeem', amountCents: -cents });
}

/** Gives money back to a card (a refund, a failed payment): never more than it held at first. */
export async function restoreGiftCard(tx: Db, giftCardId: number, orderId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${cents}` })
    .where(eq(giftCards.id, giftCardId));
  await tx.insert(giftCardTransactions).values({ giftCardId, orderId, kind: 'restore', amountCents: cents });
}

/** What each card paid for an order and what has been given back: the order's gift card spend. */
export async function giftCardSpendOf(tx: Db, orderId: number): Promise<Array<{ giftCardId: number; redeemedCents: number; restoredCents: number }>> {
  const rows = await tx
    .select({
      giftCardId: giftCardTransactions.giftCardId,
      redeemed: sql<number>`coalesce(sum(-${giftCardTransactions.amountCents}) filter (where ${giftCardTransactions.kind} = 'redeem'), 0)::int`,
      restored: sql<number>`coalesce(sum(${giftCardTransactions.amountCents}) filter (where ${giftCardTransactions.kind} = 'restore'), 0)::int`,
      first: sql<number>`min(${giftCardTransactions.id})`,
    })
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.orderId, orderId))
    .groupBy(giftCardTransactions.giftCardId)
    .orderBy(sql`min(${giftCardTransactions.id})`);
  return rows
    .filter((row) => row.redeemed > 0)
    .map((row) => ({ giftCardId: row.giftCardId, redeemedCents: Number(row.redeemed), restoredCents: Number(row.restored) }));
}

export interface IssuedGiftCard {
  /** The full code: shown once, in the recipient's email; only its hash is stored. */
  code: string;
  amountCents: number;
  currency: Currency;
  eCard: ECardSnapshot;
}

/** Issues the eCard bought on an order line (once: a line has at most one card). */
export async function issueGiftCard(
  tx: Db,
  order: { id: number; currency: Currency },
  line: { id: number; unitCents: number; eCard: ECardSnapshot },
): Promise<IssuedGiftCard | null> {
  const code = formatGiftCardCode(randomBytes(10));
  const inserted = await tx
    .insert(giftCards)
    .values({
      codeHash: hashOf(code),
      codeLast4: code.slice(-4),
      currency: order.currency,
      initialCents: line.unitCents,
      balanceCents: line.unitCents,
      orderId: order.id,
      orderLineId: line.id,
      recipientName: line.eCard.giftToName,
      recipientEmail: line.eCard.giftToEmail,
      sender: line.eCard.giftFrom,
      message: line.eCard.giftMessage,
      style: line.eCard.style,
    })
    .onConflictDoNothing({ target: giftCards.orderLineId })
    .returning({ id: giftCards.id });
  if (inserted.length === 0) return null;
  await tx.insert(giftCardTransactions).values({ giftCardId: inserted[0]!.id, orderId: order.id, kind: 'issue', amountCents: line.unitCents });
  return { code, amountCents: line.unitCents, currency: order.currency, eCard: line.eCard };
}

/** Cards bought on an order that are still unspent, for a refund: a refunded eCard is disabled with what it holds. */
export async function disableGiftCardOfLine(tx: Db, orderLineId: number): Promise<{ balanceCents: number; initialCents: number } | null> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.orderLineId, orderLineId)).for('update');
  if (!card) return null;
  await tx.update(giftCards).set({ status: 'disabled' }).where(eq(giftCards.id, card.id));
  return { balanceCents: card.balanceCents, initialCents: card.initialCents };
}

/** The id of the card with this code, for staff who have the code in hand; null when no card has it. */
export async function giftCardIdByCode(typedCode: string, db?: Db): Promise<number | null> {
  const code = normalizeGiftCardCode(typedCode);
  if (!code) return null;
  const database = db ?? (await getDb());
  const [card] = await database
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashOf(code)))
    .limit(1);
  return card?.id ?? null;
}

export interface GiftCardBalance {
  maskedCode: string;
  balanceCents: number;
  initialCents: number;
  currency: Currency;
  active: boolean;
}

/** A card's balance by its code; null when no card has it. */
export async function giftCardBalance(typedCode: string, db?: Db): Promise<GiftCardBalance | null> {
  const code = normalizeGiftCardCode(typedCode);
  if (!code) return null;
  const database = db ?? (await getDb());
  const [card] = await database
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashOf(code)))
    .limit(1);
  if (!card) return null;
  return {
    maskedCode: maskedCode(card.codeLast4),
    balanceCents: card.balanceCents,
    initialCents: card.initialCents,
    currency: card.currency as Currency,
    active: card.status === 'active',
  };
}
