import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { seedCatalogue } from '@/db/seed/seed';
import { signAccessToken } from '@/lib/api/access-token';
import { ADMIN_SCOPE } from '@/modules/accounts';
import { registerCustomer } from '@/modules/accounts/index.server';
import { changeCart, getCart } from '@/modules/cart/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { expectDeclaredBody } from '../../../tests/support/declared-response';
import { historyOf } from './audit.server';
import { couponInput } from './coupon-input.fixture';
import { couponCreateSchema, couponEditSchema, promotionSchema, type CouponCreateInput } from './coupon-rules';
import { couponAdminRoutes } from './coupons-routes.server';
import { couponForAdmin, createCoupon, createPromotion, updateCoupon, updatePromotion } from './coupons.server';

describeEachDatabase('back office: coupons and promotions', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let people = 0;
  const staff = { id: '', email: '' };
  const usedSkus = new Set<string>();

  const customer = async () => {
    const email = `shopper${(people += 1)}@coupons.test`;
    return (await registerCustomer({ email, password: 'ShelfKeeper2026', firstName: 'Cora', lastName: 'Coupon', newsletter: false }, db())).id;
  };
  /** A product on the US site no other test here uses, of the format asked (or any but it). */
  const product = async (format: string, same = true) => {
    const rows = await queryRows<{ sku: string; actual_price_usd: number }>(
      db(),
      sql`SELECT sku, actual_price_usd FROM products WHERE domain_restrictions @> ARRAY['.com']::text[] AND stock >= 10 AND max_purchase_qty >= 3 AND ${same ? sql`format = ${format}` : sql`format <> ${format}`} ORDER BY id LIMIT 50`,
    );
    const row = rows.find((candidate) => !usedSkus.has(candidate.sku))!;
    usedSkus.add(row.sku);
    return row;
  };
  const withoutCode = ({ code: _code, ...edit }: CouponCreateInput) => edit;
  const editOf = (input: CouponCreateInput) => couponEditSchema.parse(withoutCode(input));
  const couponDiscount = async (userId: string) =>
    (await getCart(userId, 'us', db())).cart.discounts.find((discount) => discount.type === 'coupon')?.value ?? 0;
  const auditCount = async (entity: string, key: string) => (await historyOf(db(), entity, key)).length;

  let format = '';
  beforeAll(async () => {
    await seedCatalogue(db(), { count: 200 });
    const email = 'boss@coupons.test';
    const { id } = await registerCustomer({ email, password: 'ShelfKeeper2026', firstName: 'Bo', lastName: 'Staff', newsletter: false }, db());
    await db().execute(sql`UPDATE users SET scopes = ARRAY[${ADMIN_SCOPE}]::text[] WHERE id = ${id}`);
    Object.assign(staff, { id, email });
    format = (
      await queryRows<{ format: string }>(
        db(),
        sql`SELECT format FROM products WHERE domain_restrictions @> ARRAY['.com']::text[] AND stock >= 10 AND max_purchase_qty >= 3 GROUP BY format ORDER BY count(*) DESC LIMIT 1`,
      )
    )[0]!.format;
  });

  it('creates a coupon with money in cents and an audit entry; a shopper applies it; deactivated it no longer applies, reactivated it does again', async () => {
    const created = await createCoupon(
      staff,
      couponCreateSchema.parse(
        couponInput({ code: 'read5', kind: 'amount', percentOff: '', amountOffUsd: '5.00', amountOffCad: '6.5', minSubtotalUsd: '10', description: '5 off' }),
      ),
      db(),
    );
    expectDeclaredBody(couponAdminRoutes.createCoupon, 201, created);
    expect(created).toMatchObject({
      code: 'READ5',
      kind: 'amount',
      percentOff: null,
      amountOffUsd: 500,
      amountOffCad: 650,
      minSubtotalUsd: 1000,
      minSubtotalCad: 0,
      usedCount: 0,
      active: true,
    });
    expect(await historyOf(db(), 'coupon', 'READ5')).toMatchObject([
      { action: 'coupon.create', actorEmail: staff.email, before: null, after: { code: 'READ5', amountOffUsd: 500 } },
    ]);

    const shopper = await customer();
    const item = await product(format, false);
    await changeCart(shopper, 'us', { kind: 'add', sku: item.sku, quantity: 3 }, db());
    const applied = await changeCart(shopper, 'us', { kind: 'apply-coupon', code: 'read5' }, db());
    expect(applied.coupon).toEqual({ code: 'READ5', error: null });
    expect(await couponDiscount(shopper)).toBe(5);

    const deactivated = await updateCoupon(
      staff,
      'READ5',
      editOf(
        couponInput({
          code: 'READ5',
          kind: 'amount',
          percentOff: '',
          amountOffUsd: '5.00',
          amountOffCad: '6.50',
          minSubtotalUsd: '10.00',
          description: '5 off',
          active: false,
        }),
      ),
      db(),
    );
    expect(deactivated.active).toBe(false);
    expect(await couponDiscount(shopper)).toBe(0);
    expect((await getCart(shopper, 'us', db())).coupon.error).toBe('This code is not valid. Check it and try again.');
    const other = await customer();
    await changeCart(other, 'us', { kind: 'add', sku: item.sku, quantity: 3 }, db());
    expect((await changeCart(other, 'us', { kind: 'apply-coupon', code: 'READ5' }, db())).coupon).toEqual({
      code: 'READ5',
      error: 'This code is not valid. Check it and try again.',
    });
    expect((await historyOf(db(), 'coupon', 'READ5'))[0]).toMatchObject({ action: 'coupon.deactivate', before: { active: true }, after: { active: false } });

    await updateCoupon(
      staff,
      'READ5',
      editOf(
        couponInput({
          code: 'READ5',
          kind: 'amount',
          percentOff: '',
          amountOffUsd: '5.00',
          amountOffCad: '6.50',
          minSubtotalUsd: '10.00',
          description: '5 off',
        }),
      ),
      db(),
    );
    expect(await couponDiscount(shopper)).toBe(5);
    expect((await historyOf(db(), 'coupon', 'READ5'))[0]!.action).toBe('coupon.reactivate');
  });

  it('refuses a second coupon of the same code and a limit below the uses made, and changes nothing', async () => {
    await createCoupon(staff, couponCreateSchema.parse(couponInput({ code: 'ONCE', usageLimit: 5 })), db());
    await expect(createCoupon(staff, couponCreateSchema.parse(couponInput({ code: 'once', description: 'Other' })), db())).rejects.toMatchObject({
      status: 409,
      code: 'COUPON_EXISTS',
    });
    await db().execute(sql`UPDATE coupons SET used_count = 3 WHERE code = 'ONCE'`);
    await expect(updateCoupon(staff, 'ONCE', editOf(couponInput({ usageLimit: 2, description: 'Changed' })), db())).rejects.toMatchObject({
      status: 409,
      code: 'USAGE_LIMIT_BELOW_USED',
      message: 'The usage limit cannot be below the 3 uses already made.',
    });
    expect(await couponForAdmin('ONCE', db())).toMatchObject({ description: '15% off for spring', usageLimit: 5, usedCount: 3 });
    expect(await auditCount('coupon', 'ONCE')).toBe(1);
    expect(await updateCoupon(staff, 'ONCE', editOf(couponInput({ usageLimit: 3 })), db())).toMatchObject({ usageLimit: 3 });
    await expect(updateCoupon(staff, 'NOSUCH', editOf(couponInput()), db())).rejects.toMatchObject({ code: 'COUPON_NOT_FOUND' });
  });

  it('answers bad bodies with a 400 naming the rule and stores nothing; staff only', async () => {
    const call = async (
      scopes: string[],
      handler: (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>,
      method: string,
      path: string,
      body?: unknown,
      params: unknown = {},
    ) => {
      const token = await signAccessToken({ userId: staff.id, role: 'customer', scopes });
      const request = new NextRequest(`http://localhost/api/admin/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return handler(request, { params: Promise.resolve(params) });
    };
    const refused = await call([ADMIN_SCOPE], couponAdminRoutes.createCoupon, 'POST', '/coupons', couponInput({ code: 'HALF', percentOff: '150' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      Error: 'VALIDATION_FAILED',
      message: expect.stringContaining('The percentage must be a whole number from 1 to 100.'),
    });
    expect(await couponForAdmin('HALF', db())).toBeNull();
    const created = await call([ADMIN_SCOPE], couponAdminRoutes.createCoupon, 'POST', '/coupons', couponInput({ code: 'HALF', percentOff: '50' }));
    expect(created.status).toBe(201);
    const listed = (await (await call([ADMIN_SCOPE], couponAdminRoutes.coupons, 'GET', '/coupons')).json()) as { coupons: Array<{ code: string }> };
    expect(listed.coupons.map((coupon) => coupon.code)).toContain('HALF');
    const updated = await call([ADMIN_SCOPE], couponAdminRoutes.updateCoupon, 'PUT', '/coupons/half', withoutCode(couponInput({ percentOff: '20' })), {
      code: 'half',
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ code: 'HALF', percentOff: 20 });
    const missing = await call(
      [ADMIN_SCOPE],
      couponAdminRoutes.updatePromotion,
      'PUT',
      '/promotions/999999',
      { label: 'x', format, minQuantity: 2, percentOff: 10, startsAt: '', endsAt: '', active: true },
      { id: '999999' },
    );
    expect(missing.status).toBe(404);
    const outsider = await call([], couponAdminRoutes.createCoupon, 'POST', '/coupons', couponInput({ code: 'SNEAKY' }));
    expect(outsider.status).toBe(403);
    expect(await couponForAdmin('SNEAKY', db())).toBeNull();
  });

  it('prices carts by a promotion as staff set it: created, changed and switched off, each with its audit entry', async () => {
    const shopper = await customer();
    const [first, second] = [await product(format), await product(format)];
    await changeCart(shopper, 'us', { kind: 'add', sku: first.sku, quantity: 1 }, db());
    await changeCart(shopper, 'us', { kind: 'add', sku: second.sku, quantity: 1 }, db());
    const worth = first.actual_price_usd + second.actual_price_usd;
    const promotionValue = async () => (await getCart(shopper, 'us', db())).cart.discounts.find((discount) => discount.type === 'promotion')?.value ?? 0;
    expect(await promotionValue()).toBe(0);

    const input = { label: `Buy 2 ${format}, save 20%`, format, minQuantity: 2, percentOff: 20, startsAt: '', endsAt: '', active: true };
    const promotion = await createPromotion(staff, promotionSchema.parse(input), db());
    expect(await promotionValue()).toBeCloseTo(Math.round(worth * 0.2) / 100, 2);
    await updatePromotion(staff, promotion.id, promotionSchema.parse({ ...input, percentOff: 30 }), db());
    expect(await promotionValue()).toBeCloseTo(Math.round(worth * 0.3) / 100, 2);
    await updatePromotion(staff, promotion.id, promotionSchema.parse({ ...input, minQuantity: 3 }), db());
    expect(await promotionValue()).toBe(0);
    await updatePromotion(staff, promotion.id, promotionSchema.parse({ ...input, active: false }), db());
    expect(await promotionValue()).toBe(0);
    expect((await historyOf(db(), 'promotion', String(promotion.id))).map((entry) => entry.action)).toEqual([
      'promotion.deactivate',
      'promotion.update',
      'promotion.update',
      'promotion.create',
    ]);

    await expect(createPromotion(staff, promotionSchema.parse({ ...input, format: 'Scroll' }), db())).rejects.toMatchObject({
      status: 422,
      code: 'UNKNOWN_FORMAT',
    });
    await expect(updatePromotion(staff, promotion.id, promotionSchema.parse({ ...input, format: 'Scroll' }), db())).rejects.toMatchObject({
      code: 'UNKNOWN_FORMAT',
    });
    expect(await auditCount('promotion', String(promotion.id))).toBe(4);
  });
});
