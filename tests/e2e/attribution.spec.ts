import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInByApi, uniqueEmail, useOwnIp } from './fixtures/accounts';
import { findProduct } from './fixtures/catalogue';
import { hydrated } from './fixtures/hydration';

/** Issue 19: every order reaches its school, whether or not the shopper's browser runs the page's scripts. */

const FEATURED = 'maple-grove-elementary';
const FEATURED_NAME = 'Maple Grove Elementary PTA';

const book = findProduct(
  (product) =>
    product.taxCode === 'BOOK' &&
    product.productType === 'book' &&
    product.domainRestrictions.includes('.com') &&
    product.stock > 30 &&
    product.actualPriceUsd >= 1200 &&
    product.actualPriceUsd < 1300,
);

/** A US school of its own, approved by staff: no other test orders for it, so its rewards change only here. */
async function freshSchool(page: Page, ip: string): Promise<{ slug: string; name: string }> {
  expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, ip)).ok()).toBe(true);
  const { accessToken } = (await (await page.request.get('/api/auth/session')).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const name = `Oak Hollow School ${randomUUID().slice(0, 8)}`;
  const created = await page.request.post('/api/admin/v1/organizations', {
    headers,
    data: {
      name,
      site: 'us',
      line1: '5 Oak Ln',
      city: 'Austin',
      region: 'TX',
      postalCode: '78704',
      organizerEmail: `head-${randomUUID().slice(0, 8)}@oak-hollow.test`,
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  expect((await page.request.put(`/api/admin/v1/organizations/${slug}/status`, { headers, data: { status: 'active' } })).ok()).toBe(true);
  return { slug, name };
}

/** The organization's rewards so far in cents, as the public organization call answers them (dollars). */
async function rewardsOf(request: APIRequestContext, slug: string) {
  const answer = (await (await request.get(`/api/bookfair/organization/${slug}`)).json()) as {
    cumulativeStats: { baseRewards: number; bookfairRewards: number };
    rewardRates: { base: number; bookfair: number };
    activeBookfair: unknown;
  };
  return {
    baseCents: Math.round(answer.cumulativeStats.baseRewards * 100),
    bookfairCents: Math.round(answer.cumulativeStats.bookfairRewards * 100),
    rates: answer.rewardRates,
    fairOpen: answer.activeBookfair !== null,
  };
}

const carried = (path: string, org: string) => new RegExp(`${path}(\\?|\\?.*&)org=${org}(&|$)`);

test.describe('attribution without scripts (issue 19)', () => {
  test('with JavaScript off, /org/{org}/browse → product → add to cart by a form post shows "Shopping for"; with scripts on again, checkout earns the organization its rewards', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const school = await freshSchool(page, await useOwnIp(page));
    const before = await rewardsOf(page.request, school.slug);
    const baseURL = test.info().project.use.baseURL;

    const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const shopper = await withoutScripts.newPage();
    await useOwnIp(shopper);
    await shopper.goto(`/org/${school.slug}/browse?q=${book.sku}`);
    await expect(shopper).toHaveURL(carried('/browse', school.slug));
    // Links are written once for everyone: nothing on the page adds `org`, the server puts it back.
    await shopper.getByRole('link', { name: book.title }).first().click();
    await expect(shopper).toHaveURL(carried(`/product/[^?]+/${book.sku}`, school.slug));
    await shopper.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(shopper).toHaveURL(carried('/cart', school.slug));
    await expect(shopper.getByRole('region', { name: 'Shopping for' })).toContainText(`Shopping for ${school.name}`);
    await expect(shopper.getByTestId('cart-line')).toHaveAttribute('data-sku', book.sku);

    // The same browser with scripts on again: its cookies bring back the guest, its cart and the organization.
    const withScripts = await browser.newContext({ baseURL, storageState: await withoutScripts.storageState() });
    await withoutScripts.close();
    const buyer = await withScripts.newPage();
    await useOwnIp(buyer);
    await buyer.goto('/cart');
    await expect(buyer).toHaveURL(carried('/cart', school.slug));
    await expect(buyer.getByRole('button', { name: `Remove ${book.title}` })).toBeVisible();
    await buyer.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(buyer).toHaveURL(carried('/checkout', school.slug));
    await expect(buyer.getByText(`This order earns rewards for ${school.name}.`)).toBeVisible();
    await buyer.getByLabel('Email for your receipt').fill(uniqueEmail('no-script'));
    await buyer.getByLabel('Full name').fill('Pat Reader');
    await buyer.getByLabel('Street address').fill('1 Main St');
    await buyer.getByLabel('City').fill('Austin');
    await buyer.getByLabel('State', { exact: true }).selectOption('TX');
    await buyer.getByLabel('ZIP code').fill('78704');
    await buyer.getByLabel('Name on card').fill('Pat Reader');
    await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.getByLabel('Expiry (MM/YY)').fill('12/30');
    await buyer.getByLabel('Security code').fill('123');
    await buyer.getByRole('button', { name: 'Place order' }).click();
    await expect(buyer.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(buyer.getByText(`Rewards go to ${school.name}.`)).toBeVisible();
    // Rewards are earned on what the products sold for: the items less any promotion (shown negative).
    let eligibleCents = book.actualPriceUsd;
    for (const discount of await buyer.getByTestId('order-discount').all())
      eligibleCents += Math.round(Number(await discount.getAttribute('data-value')) * 100);
    await withScripts.close();

    const after = await rewardsOf(page.request, school.slug);
    const base = Math.round(eligibleCents * before.rates.base);
    expect(base).toBeGreaterThan(0);
    expect({ base: after.baseCents - before.baseCents, bookfair: after.bookfairCents - before.bookfairCents }).toEqual({
      base,
      bookfair: before.fairOpen ? Math.round(eligibleCents * before.rates.bookfair) : 0,
    });
  });

  test("a click on a product link before the page's scripts have loaded keeps the organization, through to the cart", async ({ page }) => {
    await useOwnIp(page);
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    // The page's scripts arrive late: until released (a few seconds at most), no click handler exists.
    await page.route('**/_next/static/**', async (route) => {
      await Promise.race([scriptsHeld, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/org/${FEATURED}/browse?q=${book.sku}`, { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(carried('/browse', FEATURED));
    await page.getByRole('link', { name: book.title }).first().click();
    await expect(page).toHaveURL(carried(`/product/[^?]+/${book.sku}`, FEATURED));
    release();
    await page.unroute('**/_next/static/**');
    await hydrated(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: `Find a Fair: ${FEATURED_NAME}` })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await header.getByRole('link', { name: /^Cart, 1 item/ }).click();
    await expect(page).toHaveURL(carried('/cart', FEATURED));
    await expect(page.getByRole('region', { name: 'Shopping for' })).toContainText(`Shopping for ${FEATURED_NAME}`);
  });

  test('org=none clears the remembered organization too: the next page opened stays without one', async ({ page }) => {
    await useOwnIp(page);
    const remembered = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'selectedOrg')?.value;
    await page.goto(`/help/shipping?org=${FEATURED}`);
    expect(await remembered()).toBe(FEATURED);
    await page.goto('/help/about-us');
    await expect(page).toHaveURL(carried('/help/about-us', FEATURED));
    await page.goto('/cart?org=none');
    expect(await remembered()).toBeUndefined();
    await page.goto('/help/about-us');
    await expect(page).toHaveURL(/\/help\/about-us$/);
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Find a Fair', exact: true })).toBeVisible();
  });

  test('the header reloads an organization older than 30 minutes on a client-side navigation too (spec §4)', async ({ page }) => {
    await useOwnIp(page);
    await page.clock.install();
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/bookfair/organization/${FEATURED}`)) reloads.push(request.url());
    });
    await page.goto(`/?org=${FEATURED}`);
    await hydrated(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: `Find a Fair: ${FEATURED_NAME}` })).toBeVisible();
    await expect.poll(() => reloads.length).toBe(1);

    await page.getByRole('link', { name: 'Shop Kids' }).click();
    await expect(page).toHaveURL(carried('/browse/kids', FEATURED));
    await page.clock.fastForward('29:00');
    await header.getByRole('link', { name: 'Bookfair Shop home' }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?org=${FEATURED}$`));
    expect(reloads).toHaveLength(1);

    await page.clock.fastForward('02:00');
    await page.getByRole('link', { name: 'Shop Kids' }).click();
    await expect(page).toHaveURL(carried('/browse/kids', FEATURED));
    await expect.poll(() => reloads.length).toBe(2);
    await expect(header.getByRole('button', { name: `Find a Fair: ${FEATURED_NAME}` })).toBeVisible();
  });
});
