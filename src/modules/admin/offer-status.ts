/** What a coupon's or promotion's status says to staff: its switch, then its dates (pure). */
export type OfferStatus = 'active' | 'inactive' | 'scheduled' | 'expired' | 'used-up';

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
};

/**
 * Switched off wins (staff did it); then a window that has ended (Expired) or not begun (Scheduled); then a usage limit
 * reached; otherwise Active. The window is [startsAt, endsAt), as checkout applies it.
 */
export function offerStatus(
  offer: { active: boolean; startsAt: string | null; endsAt: string | null; usedCount?: number; usageLimit?: number | null },
  now: Date,
): OfferStatus {
  if (!offer.active) return 'inactive';
  const at = now.getTime();
  if (offer.endsAt !== null && Date.parse(offer.endsAt) <= at) return 'expired';
  if (offer.startsAt !== null && Date.parse(offer.startsAt) > at) return 'scheduled';
  if (offer.usageLimit != null && (offer.usedCount ?? 0) >= offer.usageLimit) return 'used-up';
  return 'active';
}
