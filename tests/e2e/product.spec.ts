import { expect, test } from '@playwright/test';
import { findProduct, onBoth, onlyOn, pathOf } from './fixtures/catalogue';

test.describe('product page', () => {
  test('shows a book on the US site with prices, authors, details, related products and metadata', async ({ page }) => {
    const product = findProduct((p) => onBoth(p) && p.salePriceUsd !== null && p.authorIndexes.length > 0);
    const response = await page.goto(pathOf(product, 'us'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    const main = page.getByRole('main');
    await expect(main.getByTestId('price-actual').first()).toHaveAttribute('data-value', String(product.actualPriceUsd));
    await expect(main.getByTestId('price-list').first()).toHaveAttribute('data-value', String(product.listPriceUsd));
    const savings = Math.round(100 - (product.actualPriceUsd / product.listPriceUsd) * 100);
    await expect(main.getByTestId('price-savings').first()).toHaveText(`Save ${savings}%`);
    await expect(page.getByTestId('stock-state')).toHaveText(
      product.stock > 5 ? 'In stock' : product.stock > 0 ? `Only ${product.stock} left` : 'Out of stock',
    );
    await expect(
      page
        .getByRole('link', { name: /.+/ })
        .filter({ has: page.locator('xpath=self::a[contains(@href, "/browse/author/")]') })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(product.isbn13!.slice(0, 3) + '-')).toBeVisible();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Book',
      name: product.title,
      isbn: product.isbn13,
      offers: { priceCurrency: 'USD', price: (product.actualPriceUsd / 100).toFixed(2) },
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pathOf(product, 'us')}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', new RegExp(`${pathOf(product, 'ca')}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`${pathOf(product, 'us')}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', product.title);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/covers\/\d+\.svg$/);
  });

  test('shows the same book on the Canada site in CAD', async ({ page }) => {
    const product = findProduct(onBoth);
    await page.goto(pathOf(product, 'ca'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByRole('main').getByTestId('price-actual').first()).toHaveAttribute('data-value', String(product.actualPriceCad));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  });

  test('a product restricted to .ca is 404 on the US site and shown in CAD on the Canada site', async ({ page }) => {
    const product = findProduct(onlyOn('.ca'));
    const us = await page.goto(pathOf(product, 'us'));
    expect(us?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page has wandered off the shelf' })).toBeVisible();

    const ca = await page.goto(pathOf(product, 'ca'));
    expect(ca?.status()).toBe(200);
    const price = page.getByRole('main').getByTestId('price-actual').first();
    await expect(price).toHaveAttribute('data-value', String(product.actualPriceCad));
    await expect(price).toHaveText(`$${(product.actualPriceCad / 100).toFixed(2)}`);
    await expect(page.getByText(/Available on our Canada site in CAD only/)).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveCount(0);
  });

  test('a product restricted to .com is 404 on the Canada site', async ({ request }) => {
    const product = findProduct(onlyOn('.com'));
    expect((await request.get(pathOf(product, 'ca'))).status()).toBe(404);
    expect((await request.get(pathOf(product, 'us'))).status()).toBe(200);
  });

  test('a wrong slug for a known sku redirects permanently to the right one', async ({ page, request }) => {
    const product = findProduct(onBoth);
    const wrong = `/ca/product/not-the-title/${product.sku}`;
    const response = await request.get(wrong, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    // Next 16 repeats the same Location header on cached redirects (vercel/next.js#82117); browsers follow it, so
    // what matters is that every value points at the right page.
    const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location');
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(location.value).toBe(pathOf(product, 'ca'));
    await page.goto(wrong);
    await expect(page).toHaveURL(new RegExp(`${pathOf(product, 'ca')}$`));
  });

  test('the cover is a generated SVG image', async ({ request }) => {
    const product = findProduct(onBoth);
    const response = await request.get(`/covers/${product.sku}.svg`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
    const missing = await request.get('/covers/0000000000000.svg');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ Error: 'PRODUCT_NOT_FOUND', message: expect.any(String) });
    expect((await request.get('/covers/..%2F..%2Fetc.svg')).status()).toBe(400);
  });
});
