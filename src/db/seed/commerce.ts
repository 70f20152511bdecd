import type { Db } from '../client';
import { coupons, promotions } from '../schema';

const day = 24 * 3600 * 1000;

/** Demo coupon codes and one automatic promotion (README lists them). Idempotent. */
export async function seedDemoCommerce(db: Db, now = new Date()): Promise<void> {
  await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME10',
        description: '10% off your order',
        kind: 'percent',
        percentOff: 10,
        minSubtotalUsd: 2000,
        minSubtotalCad: 2500,
        oncePerCustomer: true,
      },
      {
        code: 'READ5',
        description: '5 off orders of 30 or more',
        kind: 'amount',
        amountOffUsd: 500,
        amountOffCad: 600,
        minSubtotalUsd: 3000,
        minSubtotalCad: 4000,
      },
      { code: 'FAIRDAY', description: '15% off on fair day (one use)', kind: 'percent', percentOff: 15, usageLimit: 1 },
      {
        code: 'SUMMER25',
        description: 'Last summer’s sale',
        kind: 'percent',
        percentOff: 25,
        startsAt: new Date(now.getTime() - 200 * day),
        endsAt: new Date(now.getTime() - 100 * day),
      },
    ])
    .onConflictDoNothing();
  const existing = await db.select({ id: promotions.id }).from(promotions).limit(1);
  if (existing.length === 0) await db.insert(promotions).values({ label: 'Buy 2 paperbacks, save 10%', format: 'Paperback', minQuantity: 2, percentOff: 10 });
}
