import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { NextRequest } from 'next/server';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction, queryRows } from '@/db/client';
import { seedStockedUsSkus } from '../../../tests/support/catalogue';
import { signAccessToken } from '@/lib/api/access-token';
import { registerCustomer, resumeOrCreateGuest } from '@/modules/accounts/index.server';
import { changeCart } from '@/modules/cart/index.server';
import { priceCheckout, type CheckoutChoices, type PlacementAnswer } from '@/modules/checkout/index.server';
import { orderOf, organizationSales, placeOrder, refundOrder } from '@/modules/orders/index.server';
import { testPaymentProvider } from '@/modules/payments/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { rewardsBalanceOf } from './rewards.server';
import { organizationShopUrl } from './flyer.server';
import { organizationReport } from './reports.server';
import { organizationReportRoutes, organizationRoutes } from './routes.server';

const reportRoutes = organizationReportRoutes(organizationSales);
import { temporaryDataDir } from '../../../tests/support/data-dir';

temporaryDataDir('reports-test', { PUBLIC_URL: 'https://shop.example.com' });

const NY = { fullName: 'Pat Reader', line1: '1 Main St', city: 'Albany', region: 'NY', postalCode: '12207' };
const CARD = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Pat Reader' };
const DAY = 24 * 3600 * 1000;

describeEachDatabase('organizer reports and files', (database) => {
  useAsProcessDatabase(database);
  const db = () => database().db;
  let skus: string[] = [];
  let people = 0;
  const ids = { a: 0, b: 0, fairA: 0, pastFairA: 0, fairB: 0 };
  const users = { organizerA: '', organizerB: '', customer: '' };

  async function person(organizationId: number | null): Promise<string> {
    const { id } = await registerCustomer(
      { email: `reports${(people += 1)}@org.test`, password: 'ReadMore2026', firstName: 'Ola', lastName: 'Host', newsletter: false },
      db(),
    );
    if (organizationId) {
      await db().execute(sql`UPDATE users SET scopes = ARRAY['organizer'] WHERE id = ${id}`);
      await db().execute(sql`INSERT INTO organization_members (organization_id, user_id) VALUES (${organizationId}, ${id})`);
    }
    return id;
  }

  async function organization(slug: string): Promise<{ id: number; fair: number; pastFair: number }> {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO organizations (slug, name, site, base_reward_bp, bookfair_reward_bp) VALUES (${slug}, ${`${slug} School`}, 'us', 500, 1000) RETURNING id`,
    );
    const now = Date.now();
    const [fair] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at, goal_cents) VALUES (${row!.id}, 'Fall Fair', ${new Date(now - DAY)}, ${new Date(now + DAY)}, 100000) RETURNING id`,
    );
    const [past] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at, status) VALUES (${row!.id}, 'Spring Fair', ${new Date(now - 200 * DAY)}, ${new Date(now - 195 * DAY)}, 'closed') RETURNING id`,
    );
    return { id: row!.id, fair: fair!.id, pastFair: past!.id };
  }

  async function orderFor(slug: string, lines: Array<[string, number]>) {
    const userId = (await resumeOrCreateGuest(null, db())).id;
    for (const [sku, quantity] of lines) await changeCart(userId, 'us', { kind: 'add', sku, quantity }, db());
    const choices: CheckoutChoices = {
      site: 'us',
      email: 'reports@org.test',
      shippingAddress: NY,
      shippingMethod: 'standard',
      organization: slug,
      giftCardCodes: [],
    };
    const { totals } = await inTransaction(db(), async (tx) => priceCheckout(tx, userId, choices, new Date()));
    const placed = await placeOrder({
      userId,
      idempotencyKey: crypto.randomUUID(),
      choices,
      expectedTotalCents: totals.totalCents,
      card: CARD,
      provider: testPaymentProvider,
      baseUrl: 'http://shop.test',
      db: db(),
    });
    expect(placed.status).toBe(201);
    return (await orderOf(userId, (placed.body as PlacementAnswer).order.number, db()))!;
  }

  beforeAll(async () => {
    skus = await seedStockedUsSkus(db(), 10);
    const a = await organization('report-school-a');
    const b = await organization('report-school-b');
    Object.assign(ids, { a: a.id, b: b.id, fairA: a.fair, pastFairA: a.pastFair, fairB: b.fair });
    users.organizerA = await person(a.id);
    users.organizerB = await person(b.id);
    users.customer = await person(null);
  });

  it('counts placed orders: sales, base and bookfair rewards by day, per fair, top titles; a refund takes its share back', async () => {
    const first = await orderFor('report-school-a', [
      [skus[0]!, 3],
      [skus[1]!, 1],
    ]);
    const second = await orderFor('report-school-a', [[skus[0]!, 1]]);
    await orderFor('report-school-b', [[skus[2]!, 2]]);
    const eligible = (order: typeof first) => order.lines.reduce((sum, line) => sum + line.unitCents * line.quantity - line.discountCents, 0);
    const sales = eligible(first) + eligible(second);

    const { report, organization, fairChoices } = await organizationReport(
      users.organizerA,
      'report-school-a',
      { kind: 'days', days: 30 },
      'day',
      organizationSales,
      new Date(),
      db(),
    );
    expect(organization).toEqual({ slug: 'report-school-a', name: 'report-school-a School', site: 'us', currency: 'USD' });
    expect(fairChoices.map((fair) => fair.id)).toEqual([ids.fairA, ids.pastFairA]);
    const balance = await rewardsBalanceOf(db(), ids.a);
    expect(report.totals).toEqual({
      salesCents: sales,
      orders: 2,
      baseCents: balance.baseCents,
      bookfairCents: balance.bookfairCents,
      rewardsCents: balance.totalCents,
    });
    expect(report.totals.baseCents).toBe(Math.round(eligible(first) * 0.05) + Math.round(eligible(second) * 0.05));
    expect(report.totals.bookfairCents).toBe(Math.round(eligible(first) * 0.1) + Math.round(eligible(second) * 0.1));
    expect(report.buckets).toHaveLength(30);
    expect(report.buckets.at(-1)).toMatchObject({ start: new Date().toISOString().slice(0, 10), orders: 2, salesCents: sales });
    expect(report.fairs).toEqual([expect.objectContaining({ id: ids.fairA, name: 'Fall Fair', orders: 2, salesCents: sales, goalCents: 100000 })]);
    expect(report.topTitles[0]).toMatchObject({ sku: skus[0], units: 4 });

    const line = first.lines.find((candidate) => candidate.sku === skus[0])!;
    await refundOrder(first.number, { lines: [{ lineId: line.id, quantity: 1 }], reason: '', actor: 'test' }, testPaymentProvider, db());
    const after = (
      await organizationReport(users.organizerA, 'report-school-a', { kind: 'fair', fairId: ids.fairA }, 'week', organizationSales, new Date(), db())
    ).report;
    const refunded = await rewardsBalanceOf(db(), ids.a);
    expect(refunded.totalCents).toBeLessThan(balance.totalCents);
    expect(after.totals).toMatchObject({
      orders: 2,
      salesCents: sales - Math.round((line.unitCents * 3 - line.discountCents) / 3),
      baseCents: refunded.baseCents,
      bookfairCents: refunded.bookfairCents,
      rewardsCents: refunded.totalCents,
    });
    expect(after.topTitles[0]).toMatchObject({ sku: skus[0], units: 3 });
    expect(after.fairs.map((fair) => fair.id)).toEqual([ids.fairA]);
  });

  const call = async (
    handler: (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>,
    url: string,
    params: Record<string, string>,
    userId: string | null,
    role: 'customer' | 'guest' = 'customer',
  ) => {
    const scopes = userId === users.organizerA || userId === users.organizerB ? ['organizer'] : [];
    const headers: Record<string, string> = userId ? { authorization: `Bearer ${await signAccessToken({ userId, role, scopes })}` } : {};
    return handler(new NextRequest(`http://localhost${url}`, { headers }), { params: Promise.resolve(params) });
  };
  const base = '/api/bookfair/v1/organizations';

  it('downloads the report as CSV and XLSX, and a fair flyer as PDF, with the right types and file names', async () => {
    const csv = await call(reportRoutes.reportCsv, `${base}/report-school-a/reports.csv?period=90d&by=week`, { slug: 'report-school-a' }, users.organizerA);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="report-school-a-report-90d.csv"');
    const rows = parse(await csv.text(), { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)).toEqual(['period_start', 'orders', 'sales', 'base_rewards', 'bookfair_rewards', 'total_rewards', 'currency']);
    expect(rows.reduce((sum, row) => sum + Number(row.orders), 0)).toBe(2);
    expect(rows.every((row) => row.currency === 'USD' && /^\d+\.\d\d$/.test(row.sales!))).toBe(true);

    const xlsx = await call(
      reportRoutes.reportXlsx,
      `${base}/report-school-a/reports.xlsx?period=fair-${ids.fairA}`,
      { slug: 'report-school-a' },
      users.organizerA,
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="report-school-a-report-fair-${ids.fairA}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'By day', 'Fairs', 'Top titles']);
    expect(workbook.getWorksheet('Summary')!.getCell('B1').value).toBe('report-school-a School');
    expect(workbook.getWorksheet('Summary')!.getCell('B5').value).toBe(2);

    const flyer = await call(
      organizationRoutes.flyer,
      `${base}/report-school-a/fairs/${ids.fairA}/flyer.pdf`,
      { slug: 'report-school-a', id: String(ids.fairA) },
      users.organizerA,
    );
    expect(flyer.status).toBe(200);
    expect(flyer.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await flyer.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Fall Fair: report-school-a School');
    // The link the flyer prints and encodes selects the organization on its own site.
    expect(organizationShopUrl({ slug: 'report-school-a', site: 'us' })).toBe('https://shop.example.com/org/report-school-a');
    expect(organizationShopUrl({ slug: 'lakeshore-public-school', site: 'ca' })).toBe('https://shop.example.com/ca/org/lakeshore-public-school');
  });

  it('refuses other organizations (404), customers (403), guests and strangers (401), and malformed input (400), readably', async () => {
    const expectRefusal = async (response: Response, status: number, code: string) => {
      expect(response.status).toBe(status);
      const body = (await response.json()) as { Error: string; message: string };
      expect(body.Error).toBe(code);
      expect(body.message.length).toBeGreaterThan(10);
      return body.message;
    };
    const slugA = { slug: 'report-school-a' };
    for (const handler of [reportRoutes.reportCsv, reportRoutes.reportXlsx]) {
      await expectRefusal(await call(handler, `${base}/report-school-a/reports`, slugA, users.organizerB), 404, 'ORGANIZATION_NOT_FOUND');
      await expectRefusal(await call(handler, `${base}/no-such-school/reports`, { slug: 'no-such-school' }, users.organizerA), 404, 'ORGANIZATION_NOT_FOUND');
      await expectRefusal(await call(handler, `${base}/report-school-a/reports?period=fair-${ids.fairB}`, slugA, users.organizerA), 404, 'FAIR_NOT_FOUND');
      await expectRefusal(await call(handler, `${base}/report-school-a/reports`, slugA, users.customer), 403, 'ORGANIZER_ONLY');
      await expectRefusal(await call(handler, `${base}/report-school-a/reports`, slugA, users.organizerA, 'guest'), 401, 'SIGN_IN_REQUIRED');
      await expectRefusal(await call(handler, `${base}/report-school-a/reports`, slugA, null), 401, 'UNAUTHORIZED');
      await expectRefusal(await call(handler, `${base}/Not%20A%20Slug/reports`, { slug: 'Not A Slug' }, users.organizerA), 400, 'INVALID_PARAMS');
      expect(await expectRefusal(await call(handler, `${base}/report-school-a/reports?period=7d`, slugA, users.organizerA), 400, 'INVALID_PERIOD')).toContain(
        '30d, 90d or fair-{id}',
      );
      await expectRefusal(await call(handler, `${base}/report-school-a/reports?by=month`, slugA, users.organizerA), 400, 'INVALID_GROUPING');
    }
    const flyer = (slug: string, id: string, userId: string | null, role: 'customer' | 'guest' = 'customer') =>
      call(organizationRoutes.flyer, `${base}/${slug}/fairs/${id}/flyer.pdf`, { slug, id }, userId, role);
    await expectRefusal(await flyer('report-school-a', String(ids.fairA), users.organizerB), 404, 'ORGANIZATION_NOT_FOUND');
    await expectRefusal(await flyer('report-school-b', String(ids.fairA), users.organizerB), 404, 'FAIR_NOT_FOUND');
    await expectRefusal(await flyer('report-school-a', '999999', users.organizerA), 404, 'FAIR_NOT_FOUND');
    await expectRefusal(await flyer('report-school-a', String(ids.fairA), users.customer), 403, 'ORGANIZER_ONLY');
    await expectRefusal(await flyer('report-school-a', String(ids.fairA), users.organizerA, 'guest'), 401, 'SIGN_IN_REQUIRED');
    await expectRefusal(await flyer('report-school-a', String(ids.fairA), null), 401, 'UNAUTHORIZED');
    expect(await expectRefusal(await flyer('report-school-a', 'abc', users.organizerA), 400, 'INVALID_PARAMS')).toContain('id must be a fair id');
    await expectRefusal(await flyer('report-school-a', '0', users.organizerA), 400, 'INVALID_PARAMS');
  });
});
