import 'server-only';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import {
  changeCoupon,
  changePromotion,
  couponForStaff,
  couponsForStaff,
  insertCoupon,
  insertPromotion,
  promotionForStaff,
  promotionsForStaff,
  type StaffCoupon,
  type StaffPromotion,
} from '@/modules/cart/index.server';
import { catalogueFormats, formatInCatalogue } from '@/modules/catalog/index.server';
import { recordChange, type Actor } from './audit.server';
import { activationAction, type CouponCreate, type CouponEdit, type PromotionEdit } from './coupon-rules';

export type AdminCoupon = StaffCoupon;
export type AdminPromotion = StaffPromotion;

/** Checkout counts uses; a limit below them would pretend uses that happened did not. */
function checkUsageLimit(usageLimit: number | null, usedCount: number) {
  if (usageLimit !== null && usageLimit < usedCount) {
    throw new AppError(409, 'USAGE_LIMIT_BELOW_USED', `The usage limit cannot be below the ${usedCount} uses already made.`);
  }
}

/** Every coupon, active ones first, by code. */
export async function listCoupons(db?: Db): Promise<AdminCoupon[]> {
  const database = db ?? (await getDb());
  return couponsForStaff(database);
}

export async function couponForAdmin(code: string, db?: Db): Promise<AdminCoupon | null> {
  const database = db ?? (await getDb());
  return couponForStaff(database, code.trim().toUpperCase());
}

export async function createCoupon(actor: Actor, coupon: CouponCreate, db?: Db): Promise<AdminCoupon> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const after = await insertCoupon(tx, coupon);
    if (!after) throw new AppError(409, 'COUPON_EXISTS', `A coupon with the code ${coupon.code} exists already: edit it instead.`);
    await recordChange(tx, actor, { action: 'coupon.create', entity: 'coupon', entityKey: after.code, before: null, after });
    return after;
  });
}

/** Changes a coupon (switching it off or on included); carts holding it are priced by what it says now. */
export async function updateCoupon(actor: Actor, code: string, edit: CouponEdit, db?: Db): Promise<AdminCoupon> {
  const database = db ?? (await getDb());
  const key = code.trim().toUpperCase();
  return inTransaction(database, async (tx) => {
    const before = await couponForStaff(tx, key, { forUpdate: true });
    if (!before) throw new NotFoundError(`No coupon has the code ${key}.`, 'COUPON_NOT_FOUND');
    checkUsageLimit(edit.usageLimit, before.usedCount);
    const after = await changeCoupon(tx, key, edit);
    await recordChange(tx, actor, { action: activationAction('coupon', before.active, after.active), entity: 'coupon', entityKey: key, before, after });
    return after;
  });
}

/** Every promotion, active ones first, newest first. */
export async function listPromotions(db?: Db): Promise<AdminPromotion[]> {
  const database = db ?? (await getDb());
  return promotionsForStaff(database);
}

export async function promotionForAdmin(id: number, db?: Db): Promise<AdminPromotion | null> {
  const database = db ?? (await getDb());
  return promotionForStaff(database, id);
}

/** The product formats of the catalogue, which a promotion can be about. */
export async function productFormats(db?: Db): Promise<string[]> {
  const database = db ?? (await getDb());
  return catalogueFormats(database);
}

/** A promotion on a format no product has would silently never apply: most likely a typo. */
async function checkFormat(tx: Db, format: string) {
  if (!(await formatInCatalogue(tx, format)))
    throw new AppError(422, 'UNKNOWN_FORMAT', `No product has the format “${format}”. Choose one of the catalogue’s formats.`);
}

export async function createPromotion(actor: Actor, promotion: PromotionEdit, db?: Db): Promise<AdminPromotion> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    await checkFormat(tx, promotion.format);
    const after = await insertPromotion(tx, promotion);
    await recordChange(tx, actor, { action: 'promotion.create', entity: 'promotion', entityKey: String(after.id), before: null, after });
    return after;
  });
}

export async function updatePromotion(actor: Actor, id: number, edit: PromotionEdit, db?: Db): Promise<AdminPromotion> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const before = await promotionForStaff(tx, id, { forUpdate: true });
    if (!before) throw new NotFoundError(`No promotion has the id ${id}.`, 'PROMOTION_NOT_FOUND');
    if (edit.format !== before.format) await checkFormat(tx, edit.format);
    const after = await changePromotion(tx, id, edit);
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
