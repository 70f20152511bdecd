import type { CouponCreateInput } from './coupon-rules';

/** A valid coupon as the back office's form sends it (15% off, no minimum, no window, no limit), for tests to vary. */
export const couponInput = (overrides: Partial<CouponCreateInput> = {}): CouponCreateInput => ({
  code: 'SPRING15',
  description: '15% off for spring',
  kind: 'percent',
  percentOff: '15',
  amountOffUsd: '',
  amountOffCad: '',
  minSubtotalUsd: '',
  minSubtotalCad: '',
  startsAt: '',
  endsAt: '',
  usageLimit: null,
  active: true,
  ...overrides,
});
