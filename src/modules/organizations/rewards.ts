/**
 * Rewards (pure, integer cents): an order placed for an organization earns base rate × eligible subtotal, plus the
 * bookfair rate while one of its fairs' online shopping window is open; refunds take back exactly their share.
 * Rates are basis points (500 = 5%). The eligible subtotal is what the products sold for after their discounts:
 * no eCards, shipping or tax.
 */

export interface RewardLine {
  kind: 'product' | 'gift_card';
  unitCents: number;
  quantity: number;
  discountCents: number;
}

export const rewardOf = (eligibleCents: number, rateBp: number) => Math.round((eligibleCents * rateBp) / 10_000);

/** What a line earns rewards on: a product's price after its discounts; an eCard earns nothing. Earning and refunds both use it. */
export const rewardsEligibleCents = (line: RewardLine) => (line.kind === 'product' ? line.unitCents * line.quantity - line.discountCents : 0);

export function eligibleSubtotal(lines: RewardLine[]): number {
  return lines.reduce((sum, line) => sum + rewardsEligibleCents(line), 0);
}

export interface Earning {
  kind: 'base' | 'bookfair';
  rateBp: number;
  amountCents: number;
}

/** What an order earns: the base rate always, the bookfair rate while a fair is open; nothing worth 0 cents. */
export function earningsOf(eligibleCents: number, rates: { baseBp: number; bookfairBp: number }, fairOpen: boolean): Earning[] {
  const entries: Earning[] = [{ kind: 'base', rateBp: rates.baseBp, amountCents: rewardOf(eligibleCents, rates.baseBp) }];
  if (fairOpen) entries.push({ kind: 'bookfair', rateBp: rates.bookfairBp, amountCents: rewardOf(eligibleCents, rates.bookfairBp) });
  return entries.filter((entry) => entry.amountCents > 0);
}

/**
 * What a refund takes back of an earning: its share of the eligible subtotal refunded so far, less what earlier refunds
 * took, so refunding everything, in any steps, takes back exactly what was earned.
 */
export function reversalOf(earnedCents: number, eligibleCents: number, refundedBefore: number, refundedNow: number): number {
  if (eligibleCents <= 0) return 0;
  const upTo = (refunded: number) => Math.round((earnedCents * Math.min(refunded, eligibleCents)) / eligibleCents);
  return upTo(refundedBefore + refundedNow) - upTo(refundedBefore);
}

/** Whether a fair's online shopping window (its own dates when it has none) is open at this moment. */
export function fairOpenAt(fair: { startsAt: Date; endsAt: Date; onlineStartsAt: Date | null; onlineEndsAt: Date | null; status: string }, at: Date): boolean {
  if (fair.status !== 'scheduled') return false;
  const from = fair.onlineStartsAt ?? fair.startsAt;
  const until = fair.onlineEndsAt ?? fair.endsAt;
  return from <= at && at < until;
}
