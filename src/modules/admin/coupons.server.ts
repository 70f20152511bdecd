import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import { coupons, promotions } from '@/modules/cart/schema';
import { products } from '@/modules/catalog/schema';
import { recordChange, type Actor } from './audit.server';
import { activationAction, type CouponCreate, type CouponEdit, type PromotionEdit } from './coupon-rules';

/** A coupon as staff see it: money in cents per currency, times ISO 8601 or null. */
export interface AdminCoupon {
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

export interface AdminPromotion {
  id: number;
  label: string;
  format: string;
  minQuantity: number;
  percentOff: number;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
}

const iso = (time: Date | null) => time?.toISOString() ?? null;

const toAdminCoupon = (row: typeof coupons.$inferSelect): AdminCoupon => ({
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

const toAdminPromotion = (row: typeof promotions.$inferSelect): AdminPromotion => ({
  id: row.id,
  label: row.label,
  format: row.format,
  minQuantity: row.minQuantity,
  percentOff: row.percentOff,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  active: row.active,
});

/** Checkout counts uses; a limit below them would pretend uses that happened did not. */
function checkUsageLimit(usageLimit: number | null, usedCount: number) {
  if (usageLimit !== null && usageLimit < usedCount) {
    throw new AppError(409, 'USAGE_LIMIT_BELOW_USED', `The usage limit cannot be below the ${usedCount} uses already made.`);
  }
}

/** Every coupon, active ones first, by code. */
export async function listCoupons(db?: Db): Promise<AdminCoupon[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select()
    .from(coupons)
    .orderBy(sql`${coupons.active} DESC`, asc(coupons.code));
  return rows.map(toAdminCoupon);
}

export async function couponForAdmin(code: string, db?: Db): Promise<AdminCoupon | null> {
  const database = db ?? (await getDb());
  const [row] = await database.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  return row ? toAdminCoupon(row) : null;
}

export async function createCoupon(actor: Actor, coupon: CouponCreate, db?: Db): Promise<AdminCoupon> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const [created] = await tx.insert(coupons).values(coupon).onConflictDoNothing().returning();
    if (!created) throw new AppError(409, 'COUPON_EXISTS', `A coupon with the code ${coupon.code} exists already: edit it instead.`);
    const after = toAdminCoupon(created);
    await recordChange(tx, actor, { action: 'coupon.create', entity: 'coupon', entityKey: after.code, before: null, after });
    return after;
  });
}

/** Changes a coupon (switching it off or on included); carts holding it are priced by what it says now. */
export async function updateCoupon(actor: Actor, code: string, edit: CouponEdit, db?: Db): Promise<AdminCoupon> {
  const database = db ?? (await getDb());
  const key = code.trim().toUpperCase();
  return inTransaction(database, async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.code, key)).for('update');
    if (!row) throw new NotFoundError(`No coupon has the code ${key}.`, 'COUPON_NOT_FOUND');
    checkUsageLimit(edit.usageLimit, row.usedCount);
    const [updated] = await tx.update(coupons).set(edit).where(eq(coupons.code, key)).returning();
    const [before, after] = [toAdminCoupon(row), toAdminCoupon(updated!)];
    await recordChange(tx, actor, { action: activationAction('coupon', before.active, after.active), entity: 'coupon', entityKey: key, before, after });
    return after;
  });
}

/** Every promotion, active ones first, newest first. */
export async function listPromotions(db?: Db): Promise<AdminPromotion[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select()
    .from(promotions)
    .orderBy(sql`${promotions.active} DESC`, sql`${promotions.id} DESC`);
  return rows.map(toAdminPromotion);
}

export async function promotionForAdmin(id: number, db?: Db): Promise<AdminPromotion | null> {
  const database = db ?? (await getDb());
  const [row] = await database.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row ? toAdminPromotion(row) : null;
}

/** The product formats of the catalogue, which a promotion can be about. */
export async function productFormats(db?: Db): Promise<string[]> {
  const database = db ?? (await getDb());
  const rows = await database.selectDistinct({ format: products.format }).from(products).orderBy(asc(products.format));
  return rows.map((row) => row.format);
}

/** A promotion on a format no product has would silently never apply: most likely a typo. */
async function checkFormat(tx: Db, format: string) {
  const [known] = await tx.select({ id: products.id }).from(products).where(eq(products.format, format)).limit(1);
  if (!known) throw new AppError(422, 'UNKNOWN_FORMAT', `No product has the format “${format}”. Choose one of the catalogue’s formats.`);
}

export async function createPromotion(actor: Actor, promotion: PromotionEdit, db?: Db): Promise<AdminPromotion> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    await checkFormat(tx, promotion.format);
    const [created] = await tx.insert(promotions).values(promotion).returning();
    const after = toAdminPromotion(created!);
    await recordChange(tx, actor, { action: 'promotion.create', entity: 'promotion', entityKey: String(after.id), before: null, after });
    return after;
  });
}

export async function updatePromotion(actor: Actor, id: number, edit: PromotionEdit, db?: Db): Promise<AdminPromotion> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!row) throw new NotFoundError(`No promotion has the id ${id}.`, 'PROMOTION_NOT_FOUND');
    if (edit.format !== row.format) await checkFormat(tx, edit.format);
    const [updated] = await tx.update(promotions).set(edit).where(eq(promotions.id, id)).returning();
    const [before, after] = [toAdminPromotion(row), toAdminPromotion(updated!)];
    await recordChange(tx, actor, {
      action: activationAction('promotion', before.active, after.active),
      entity: 'promotion',
      entityKey: String(id),
      before,
      after,
    });
    return after;
  });
}
