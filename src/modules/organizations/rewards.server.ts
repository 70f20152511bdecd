import 'server-only';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { earningsOf, eligibleSubtotal, fairOpenAt, reversalOf, type RewardLine } from './rewards';
import { rewardEntries } from './rewards-schema';
import { bookFairs, organizations } from './schema';

/**
 * Records what a paid order earns its organization, in the transaction that marks it paid. Once per order and kind
 * (a second call changes nothing); nothing for an organization that is not active.
 */
export async function earnRewards(tx: Db, order: { id: number; organizationId: number | null; placedAt: Date }, lines: RewardLine[], now: Date): Promise<void> {
  if (!order.organizationId) return;
  const [organization] = await tx.select().from(organizations).where(eq(organizations.id, order.organizationId));
  if (!organization || organization.status !== 'active') return;
  const fairs = await tx.select().from(bookFairs).where(eq(bookFairs.organizationId, organization.id)).orderBy(asc(bookFairs.startsAt));
  const openFair = fairs.find((fair) => fairOpenAt(fair, order.placedAt)) ?? null;
  const eligible = eligibleSubtotal(lines);
  const entries = earningsOf(eligible, { baseBp: organization.baseRewardBp, bookfairBp: organization.bookfairRewardBp }, openFair !== null);
  if (entries.length === 0) return;
  await tx
    .insert(rewardEntries)
    .values(
      entries.map((entry) => ({
        organizationId: organization.id,
        orderId: order.id,
        fairId: entry.kind === 'bookfair' ? openFair!.id : null,
        kind: entry.kind,
        eligibleCents: eligible,
        rateBp: entry.rateBp,
        amountCents: entry.amountCents,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** Takes back a refund's share of what the order earned, each kind exactly, in the refund's transaction. */
export async function reverseRewards(tx: Db, orderId: number, refundId: number, refundedEligibleCents: number, now: Date): Promise<void> {
  if (refundedEligibleCents <= 0) return;
  const earned = await tx
    .select()
    .from(rewardEntries)
    .where(and(eq(rewardEntries.orderId, orderId), isNull(rewardEntries.refundId)));
  for (const earning of earned) {
    const [previous] = await tx
      .select({ refunded: sql<number>`coalesce(-sum(${rewardEntries.eligibleCents}), 0)::int` })
      .from(rewardEntries)
      .where(and(eq(rewardEntries.orderId, orderId), eq(rewardEntries.kind, earning.kind), isNotNull(rewardEntries.refundId)));
    const amount = reversalOf(earning.amountCents, earning.eligibleCents, Number(previous?.refunded ?? 0), refundedEligibleCents);
    await tx.insert(rewardEntries).values({
      organizationId: earning.organizationId,
      orderId,
      fairId: earning.fairId,
      kind: earning.kind,
      eligibleCents: -refundedEligibleCents,
      rateBp: earning.rateBp,
      amountCents: -amount,
      refundId,
      createdAt: now,
    });
  }
}

export interface RewardsBalance {
  baseCents: number;
  bookfairCents: number;
  totalCents: number;
  orders: number;
}

/** An organization's rewards so far: base and bookfair, net of refunds, and the orders that earned them. */
export async function rewardsBalanceOf(db: Db, organizationId: number): Promise<RewardsBalance> {
  const [row] = await db
    .select({
      base: sql<number>`coalesce(sum(${rewardEntries.amountCents}) filter (where ${rewardEntries.kind} = 'base'), 0)::int`,
      bookfair: sql<number>`coalesce(sum(${rewardEntries.amountCents}) filter (where ${rewardEntries.kind} = 'bookfair'), 0)::int`,
      orders: sql<number>`count(distinct ${rewardEntries.orderId}) filter (where ${rewardEntries.refundId} is null)::int`,
    })
    .from(rewardEntries)
    .where(eq(rewardEntries.organizationId, organizationId));
  const baseCents = Number(row?.base ?? 0);
  const bookfairCents = Number(row?.bookfair ?? 0);
  return { baseCents, bookfairCents, totalCents: baseCents + bookfairCents, orders: Number(row?.orders ?? 0) };
}
