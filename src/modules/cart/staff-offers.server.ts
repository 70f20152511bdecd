import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { coupons, promotions } from './schema';

/** A coupon as staff see it: money in cents per currency, times ISO 8601 or null. */
export interface StaffCoupon {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  percentOff: number | null;
  amountOffUsd: number | null;
  amountOffCad: number | null;
  minSubtotalUsd: number;
  minSubtotalCad: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
}

export interface StaffPromotion {
  id: number;
  label: string;
  format: string;
  minQuantity: number;
  percentOff: number;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
}

/** What staff set on a coupon; its uses are counted by checkout, never set. */
export type CouponValues = Omit<typeof coupons.$inferInsert, 'usedCount'>;
export type CouponChange = Partial<Omit<CouponValues, 'code'>>;
export type PromotionValues = Omit<typeof promotions.$inferInsert, 'id'>;

const iso = (time: Date | null) => time?.toISOString() ?? null;

const toStaffCoupon = (row: typeof coupons.$inferSelect): StaffCoupon => ({
  code: row.code,
  description: row.description,
  kind: row.kind,
  percentOff: row.percentOff,
  amountOffUsd: row.amountOffUsd,
  amountOffCad: row.amountOffCad,
  minSubtotalUsd: row.minSubtotalUsd,
  minSubtotalCad: row.minSubtotalCad,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  usageLimit: row.usageLimit,
  usedCount: row.usedCount,
  active: row.active,
});

const toStaffPromotion = (row: typeof promotions.$inferSelect): StaffPromotion => ({
  id: row.id,
  label: row.label,
  format: row.format,
  minQuantity: row.minQuantity,
  percentOff: row.percentOff,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  active: row.active,
});

/** Every coupon, active ones first, by code. */
export async function couponsForStaff(db: Db): Promise<StaffCoupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .orderBy(sql`${coupons.active} DESC`, asc(coupons.code));
  return rows.map(toStaffCoupon);
}

/** The coupon of this code (as stored: upper case); `forUpdate` locks it until the caller's transaction ends. */
export async function couponForStaff(db: Db, code: string, { forUpdate = false } = {}): Promise<StaffCoupon | null> {
  const query = db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toStaffCoupon(row) : null;
}

/** Adds a coupon inside the caller's transaction; null when its code is taken. */
export async function insertCoupon(tx: Db, values: CouponValues): Promise<StaffCoupon | null> {
  const [created] = await tx.insert(coupons).values(values).onConflictDoNothing().returning();
  return created ? toStaffCoupon(created) : null;
}

/** Changes a coupon inside the caller's transaction. */
export async function changeCoupon(tx: Db, code: string, change: CouponChange): Promise<StaffCoupon> {
  const [updated] = await tx.update(coupons).set(change).where(eq(coupons.code, code)).returning();
  return toStaffCoupon(updated!);
}

/** Every promotion, active ones first, newest first. */
export async function promotionsForStaff(db: Db): Promise<StaffPromotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .orderBy(sql`${promotions.active} DESC`, sql`${promotions.id} DESC`);
  return rows.map(toStaffPromotion);
}

/** `forUpdate` locks the promotion until the caller's transaction ends. */
export async function promotionForStaff(db: Db, id: number, { forUpdate = false } = {}): Promise<StaffPromotion | null> {
  const query = db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toStaffPromotion(row) : null;
}

export async function insertPromotion(tx: Db, values: PromotionValues): Promise<StaffPromotion> {
  const [created] = await tx.insert(promotions).values(values).returning();
  return toStaffPromotion(created!);
}

export async function changePromotion(tx: Db, id: number, change: Partial<PromotionValues>): Promise<StaffPromotion> {
  const [updated] = await tx.update(promotions).set(change).where(eq(promotions.id, id)).returning();
  return toStaffPromotion(updated!);
}
