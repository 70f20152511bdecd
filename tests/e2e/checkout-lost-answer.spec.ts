import { expect, test, type Page, type Request } from '@playwright/test';
import type { SeedProduct } from '../../src/db/seed/catalogue';
import { registerByApi, signInByApi, uniqueEmail, useOwnIp } from './fixtures/accounts';
import { findProduct, pathOf } from './fixtures/catalogue';

const taken = new Set<string>();
function pick(): SeedProduct {
  const product = findProduct(
    (candidate) =>
      !taken.has(candidate.sku) &&
      candidate.domainRestrictions.includes('.com') &&
      candidate.stock > 30 &&
      candidate.taxCode === 'BOOK' &&
      candidate.actualPriceUsd >= 800 &&
      candidate.actualPriceUsd <= 2500 &&
      // Not one the other checkout specs pick.
      candidate.sku.endsWith('7'),
  );
  taken.add(product.sku);
  return product;
}

async function readyToPlace(page: Page, email: string) {
  const book = pick();
  await page.goto(pathOf(book, 'us'));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/checkout');
  await expect(page.getByLabel('Email for your receipt')).toHaveValue(email);
  await page.getByLabel('Full name').fill('Pat Reader');
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('Albany');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await page.getByLabel('ZIP code').fill('12207');
  await expect(page.getByTestId('review-tax')).toHaveCount(1);
  await page.getByLabel('Name on card').fill('Pat Reader');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
}

/** The Idempotency-Key of every place-order request the page sends, and of every look-up by key. */
function watchCheckout(page: Page) {
  const placed: string[] = [];
  const lookedUp: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname === '/api/checkout/v1/orders') placed.push(request.headers()['idempotency-key'] ?? '');
    const byKey = /^\/api\/checkout\/v1\/orders\/by-key\/([^/]+)$/.exec(url.pathname);
    if (request.method() === 'GET' && byKey) lookedUp.push(decodeURIComponent(byKey[1]!));
  });
  return { placed, lookedUp };
}

async function newCustomer(page: Page, ip: string, label: string) {
  const email = uniqueEmail(label);
  expect((await registerByApi(page.request, email, ip)).status()).toBe(201);
  expect((await signInByApi(page.context().request, email, 'Reading2026x', ip)).ok()).toBe(true);
  return email;
}

async function expectOneOrder(page: Page, number: string) {
  await page.goto('/account/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: number })).toBeVisible();
}

test.describe('checkout when the answer is lost (issue 18)', () => {
  test('the first place-order request is aborted by the browser: the retry sends the same key and lands on one order', async ({ page }) => {
    const email = await newCustomer(page, await useOwnIp(page), 'aborted-checkout');
    await readyToPlace(page, email);
    const seen = watchCheckout(page);
    let aborted = 0;
    await page.route('**/api/checkout/v1/orders', async (route) => {
      if (route.request().method() === 'POST' && aborted === 0) {
        aborted += 1;
        await route.abort('connectionreset');
        return;
      }
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
    const number = (await page.getByTestId('confirmation-number').textContent())!;
    expect(aborted).toBe(1);
    expect(seen.placed).toHaveLength(2);
    expect(seen.placed[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(seen.placed[1]).toBe(seen.placed[0]);
    expect(seen.lookedUp).toEqual([seen.placed[0]]);
    await expectOneOrder(page, number);
  });

  test('the order is placed but the answer is a 502: the page finds the order by its key, with no second order', async ({ page }) => {
    const email = await newCustomer(page, await useOwnIp(page), 'lost-answer-checkout');
    await readyToPlace(page, email);
    const seen = watchCheckout(page);
    let replaced = 0;
    await page.route('**/api/checkout/v1/orders', async (route) => {
      if (route.request().method() === 'POST' && replaced === 0) {
        replaced += 1;
        // The server places (and charges) the order; the answer is lost on the way back, as when a proxy drops it.
        const placed = await route.fetch();
        expect(placed.status()).toBe(201);
        await route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
        return;
      }
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
    const number = (await page.getByTestId('confirmation-number').textContent())!;
    expect(seen.placed).toHaveLength(1);
    expect(seen.lookedUp).toEqual([seen.placed[0]]);
    await expectOneOrder(page, number);
    // Asked again by its key (as a reloaded checkout page does), the same order: placed once.
    const { accessToken } = (await (await page.request.get('/api/auth/session')).json()) as { accessToken: string };
    const again = await page.request.get(`/api/checkout/v1/orders/by-key/${seen.placed[0]}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { order: { number: string } }).order.number).toBe(number);
  });
});
