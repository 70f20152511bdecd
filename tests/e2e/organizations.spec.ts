import { expect, test } from '@playwright/test';
import { registerByApi, signInByApi, uniqueEmail, useOwnIp } from './fixtures/accounts';
import { findProduct, pathOf } from './fixtures/catalogue';

const FEATURED = 'maple-grove-elementary';

test.describe('organizations (spec §2, §7)', () => {
  test('/org/{org}/… selects the organization with ?org=, /org/none/… clears it, on both sites', async ({ page }) => {
    await useOwnIp(page);
    const selected = await page.request.get(`/org/${FEATURED}/browse?q=cats`, { maxRedirects: 0 });
    expect(selected.status()).toBe(302);
    expect(selected.headers().location).toMatch(new RegExp(`/browse\\?q=cats&org=${FEATURED}$`));
    await page.goto(`/ca/org/${FEATURED}/help/shipping`);
    await expect(page).toHaveURL(new RegExp(`/ca/help/shipping\\?org=${FEATURED}$`));
    await page.goto('/ca/org/none/cart?org=someone-else');
    await expect(page).toHaveURL(/\/ca\/cart$/);
  });

  test('GET /api/bookfair/organization/{org} answers the organization state fields without auth; unknown ones are a clear 404', async ({ request }) => {
    const found = await request.get(`/api/bookfair/organization/${FEATURED}`);
    expect(found.status()).toBe(200);
    expect(await found.json()).toMatchObject({ org: FEATURED, name: 'Maple Grove Elementary PTA', orgCurrency: 'USD', rewardRates: { base: 0.05, bookfair: 0.05 }, allBookfairs: expect.any(Array) });
    const unknown = await request.get('/api/bookfair/organization/no-such-school');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ Error: 'ORGANIZATION_NOT_FOUND', message: expect.stringContaining('no-such-school') });
    expect((await request.get('/api/bookfair/organization/Not%20A%20Slug!')).status()).toBe(400);
  });

  test('favourites need a customer\'s token; add, list and delete answer the updated list', async ({ page, context }) => {
    const ip = await useOwnIp(page);
    await page.goto('/help/shipping');
    const token = async () => ((await (await page.request.get('/api/auth/session')).json()) as { accessToken?: string }).accessToken;
    await expect.poll(token).toBeTruthy();
    const guest = await page.request.get('/api/bookfair/favorite', { headers: { authorization: `Bearer ${await token()}` } });
    expect(guest.status()).toBe(401);
    expect(await guest.json()).toMatchObject({ Error: 'SIGN_IN_REQUIRED' });

    const email = uniqueEmail('favourites');
    expect((await registerByApi(page.request, email, ip)).status()).toBe(201);
    expect((await signInByApi(context.request, email, 'Reading2026x', ip)).ok()).toBe(true);
    const headers = { authorization: `Bearer ${await token()}` };
    const { _id: id } = (await (await page.request.get(`/api/bookfair/organization/${FEATURED}`)).json()) as { _id: number };
    const added = await page.request.get(`/api/bookfair/favorite/add/${id}`, { headers });
    expect(await added.json()).toEqual({ orgs: [expect.objectContaining({ _id: id, org: FEATURED })] });
    expect(await (await page.request.get('/api/bookfair/favorite', { headers })).json()).toEqual({ orgs: [expect.objectContaining({ org: FEATURED })] });
    expect((await page.request.get('/api/bookfair/favorite/add/999999', { headers })).status()).toBe(404);
    expect((await page.request.get('/api/bookfair/favorite/add/abc', { headers })).status()).toBe(400);
    const removed = await page.request.delete(`/api/bookfair/favorite/delete/${id}`, { headers });
    expect(await removed.json()).toEqual({ orgs: [] });
  });

  test('Find a Fair in the header finds a school and selects it for shopping', async ({ page }) => {
    await useOwnIp(page);
    await page.goto('/help/shipping');
    await page.getByRole('link', { name: 'Find a Fair' }).click();
    await expect(page.getByRole('heading', { name: 'Find a Fair' })).toBeVisible();
    await page.getByLabel('School, library, city or ZIP code').fill('maple grove');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByTestId('organization-match')).toHaveCount(1);
    await page.getByRole('link', { name: 'Shop for Maple Grove Elementary PTA' }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?org=${FEATURED}$`));
    await page.goto('/find-a-fair?q=zzzz-nowhere');
    await expect(page.getByRole('status')).toContainText('No school or organization matches');
  });

  test('an order placed with the organization selected earns it rewards: the cart carries org to checkout', async ({ page }) => {
    await useOwnIp(page);
    const stats = async () => ((await (await page.request.get(`/api/bookfair/organization/${FEATURED}`)).json()) as { cumulativeStats: { orders: number; rewards: number } }).cumulativeStats;
    const before = await stats();
    const book = findProduct((product) => product.taxCode === 'BOOK' && product.domainRestrictions.includes('.com') && product.stock > 30 && product.actualPriceUsd >= 2000 && product.actualPriceUsd < 2100);
    await page.goto(pathOf(book, 'us'));
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    await page.goto(`/org/${FEATURED}/cart`);
    await expect(page).toHaveURL(new RegExp(`/cart\\?org=${FEATURED}$`));
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?org=${FEATURED}$`));
    await expect(page.getByText('This order earns rewards for Maple Grove Elementary PTA.')).toBeVisible();
    await page.getByLabel('Email for your receipt').fill(uniqueEmail('rewards'));
    await page.getByLabel('Full name').fill('Pat Reader');
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByLabel('City').fill('Albany');
    await page.getByLabel('State', { exact: true }).selectOption('NY');
    await page.getByLabel('ZIP code').fill('12207');
    await page.getByLabel('Name on card').fill('Pat Reader');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText('Rewards go to Maple Grove Elementary PTA.')).toBeVisible();
    const eligible = Number(await page.getByTestId('order-items').getAttribute('data-value'));
    const after = await stats();
    expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
    // The featured organization earns 5% base; its bookfair rate only while a fair's online window is open.
    expect(Math.round((after.rewards - before.rewards) * 100)).toBeGreaterThanOrEqual(Math.round(eligible * 5));
  });
});
