import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { couponCreateSchema, couponEditSchema, promotionSchema } from './coupon-rules';
import { createCoupon, createPromotion, listCoupons, listPromotions, updateCoupon, updatePromotion } from './coupons.server';
import { adminCouponSchema, adminPromotionSchema } from './responses';
import { adminRoute, noStore } from './routes.server';

const couponParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,32}$/, { error: 'code must be a coupon code.' }),
});
const promotionParams = z.object({ id: z.coerce.number({ error: 'id must be a promotion number.' }).int().positive().max(2_147_483_647) });

/** The back office's coupons and automatic promotions: every change recorded in the audit log. */
export const couponAdminRoutes = {
  coupons: adminRoute({ summary: 'Every coupon', response: { 200: z.object({ coupons: z.array(adminCouponSchema) }) } }, async () =>
    NextResponse.json({ coupons: await listCoupons() }, noStore),
  ),
  createCoupon: adminRoute({ body: couponCreateSchema, summary: 'Create a coupon', response: { 201: adminCouponSchema } }, async ({ actor, body }) =>
    NextResponse.json(await createCoupon(actor, body), { status: 201, ...noStore }),
  ),
  updateCoupon: adminRoute(
    { params: couponParams, body: couponEditSchema, summary: 'Change a coupon', response: { 200: adminCouponSchema } },
    async ({ actor, params, body }) => NextResponse.json(await updateCoupon(actor, params.code, body), noStore),
  ),
  promotions: adminRoute({ summary: 'Every automatic promotion', response: { 200: z.object({ promotions: z.array(adminPromotionSchema) }) } }, async () =>
    NextResponse.json({ promotions: await listPromotions() }, noStore),
  ),
  createPromotion: adminRoute({ body: promotionSchema, summary: 'Create a promotion', response: { 201: adminPromotionSchema } }, async ({ actor, body }) =>
    NextResponse.json(await createPromotion(actor, body), { status: 201, ...noStore }),
  ),
  updatePromotion: adminRoute(
    { params: promotionParams, body: promotionSchema, summary: 'Change a promotion', response: { 200: adminPromotionSchema } },
    async ({ actor, params, body }) => NextResponse.json(await updatePromotion(actor, params.id, body), noStore),
  ),
};
