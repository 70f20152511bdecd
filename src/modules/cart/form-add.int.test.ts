import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { queryRows } from '@/db/client';
import { seedCatalogue } from '@/db/seed/seed';
import { registerCustomer } from '@/modules/accounts/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { addToCartFromForm } from './form-routes.server';

// The session next-auth reads from the request's cookies: none, unless a test signs a customer in.
const session = vi.hoisted(() => ({ current: null as null | { user: { id: string; role: string }; expires: string } }));
vi.mock('next-auth', async (importOriginal) => ({ ...(await importOriginal<typeof import('next-auth')>()), getServerSession: async () => session.current }));

describeEachDatabase('add to cart by a form post (issue 19)', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let ips = 0;
  let sku = '';
  let outOfStock = '';
  let caOnly = '';

  beforeAll(async () => {
    await seedCatalogue(db(), { count: 200 });
    const pick = async (where: ReturnType<typeof sql>) =>
      (await queryRows<{ sku: string }>(db(), sql`SELECT sku FROM products WHERE ${where} ORDER BY id LIMIT 1`))[0]!.sku;
    sku = await pick(sql`domain_restrictions @> ARRAY['.com']::text[] AND stock >= 20`);
    outOfStock = await pick(sql`domain_restrictions @> ARRAY['.com']::text[] AND stock >= 20 AND sku <> ${sku}`);
    await db().execute(sql`UPDATE products SET stock = 0 WHERE sku = ${outOfStock}`);
    caOnly = await pick(sql`NOT domain_restrictions @> ARRAY['.com']::text[] AND stock >= 20`);
  });
  beforeEach(() => {
    session.current = null;
  });

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}, site: 'us' | 'ca' = 'us', organization: string | null = null) =>
    addToCartFromForm(
      new NextRequest('http://shop.test/cart/add', {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': `10.9.${(ips += 1)}.1`,
          ...headers,
        },
      }),
      site,
      organization,
    );
  const lines = async (userId: string) =>
    queryRows<{ sku: string; quantity: number }>(
      db(),
      sql`SELECT p.sku, i.quantity FROM carts c JOIN cart_items i ON i.cart_id = c.id JOIN products p ON p.id = i.product_id WHERE c.user_id = ${userId} ORDER BY p.sku`,
    );
  const guestOf = (response: Response) => /^guestId=([0-9a-f-]{36})\./.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null;
  /** The `guestId` cookie a response wrote, as the browser sends it back. */
  const cookieOf = (response: Response) => ({ cookie: response.headers.get('set-cookie')!.split(';')[0]! });
  const guestCount = async () => Number((await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM users WHERE role = 'guest'`))[0]!.n);

  it('a browser that proves nobody gets a guest, its guestId cookie and the product; a 303 to the cart with the organization', async () => {
    const response = await post({ sku, quantity: '2' }, {}, 'ca', 'maple-grove');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ca/cart?org=maple-grove');
    const guestId = guestOf(response);
    expect(guestId).not.toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);
    expect(await queryRows(db(), sql`SELECT c.site FROM carts c WHERE c.user_id = ${guestId}`)).toEqual([{ site: 'ca' }]);
  });

  it("the guestId cookie brings the same guest back: the next post adds to the same cart, with the API's rules", async () => {
    const first = await post({ sku });
    const guestId = guestOf(first)!;
    const cookie = cookieOf(first);
    const guests = await guestCount();
    const second = await post({ sku, quantity: '3' }, cookie);
    expect(second.headers.get('location')).toBe('/cart');
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(await guestCount()).toBe(guests);
    expect(await lines(guestId)).toEqual([{ sku, quantity: 4 }]);
  });

  it("a signed-in customer's session adds to the customer's cart", async () => {
    const customer = await registerCustomer(
      { email: 'form@cart.test', password: 'ReadMore2026', firstName: 'Form', lastName: 'Post', newsletter: false },
      db(),
    );
    session.current = { user: { id: customer.id, role: 'customer' }, expires: new Date(Date.now() + 3_600_000).toISOString() };
    const response = await post({ sku });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await lines(customer.id)).toEqual([{ sku, quantity: 1 }]);
  });

  it('refused inputs change nothing and come back as a code the cart page explains', async () => {
    const problem = (response: Response) => new URL(response.headers.get('location')!, 'http://shop.test').searchParams.get('problem');
    const first = await post({ sku: 'NO-SUCH-SKU-1' });
    expect(problem(first)).toBe('PRODUCT_NOT_FOUND');
    const guestId = guestOf(first)!;
    const problemOf = async (fields: Record<string, string>) => problem(await post(fields, cookieOf(first)));
    expect(await problemOf({ sku: '../etc' })).toBe('INVALID');
    expect(await problemOf({ sku, quantity: '0' })).toBe('INVALID');
    expect(await problemOf({ sku, quantity: '100' })).toBe('INVALID');
    expect(await problemOf({ sku: 'NO-SUCH-SKU-1' })).toBe('PRODUCT_NOT_FOUND');
    expect(await problemOf({ sku: outOfStock })).toBe('OUT_OF_STOCK');
    expect(await problemOf({ sku: caOnly })).toBe('NOT_SOLD_HERE');
    expect(await lines(guestId)).toEqual([]);
  });

  it("refuses another site's form, a body that is not a form, and a large one, before reading anyone's cookies", async () => {
    const guests = await guestCount();
    expect((await post({ sku }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const noFetchMetadata = { 'sec-fetch-site': '' };
    expect((await post({ sku }, { ...noFetchMetadata, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ sku }, { ...noFetchMetadata, origin: 'http://shop.test' })).status).toBe(303);
    expect((await post({ sku }, { 'content-type': 'application/json' })).status).toBe(415);
    expect((await post({ sku, padding: 'x'.repeat(5000) }, { 'content-length': '5010' })).status).toBe(413);
    expect(await guestCount()).toBe(guests + 1);
  });
});
