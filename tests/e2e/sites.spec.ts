import { expect, test } from '@playwright/test';
import { findProduct, onBoth, pathOf } from './fixtures/catalogue';

test.describe('two sites', () => {
  test('the currency menu switches from the US site to the Canada site on the same page', async ({ page, context }) => {
    const product = findProduct(onBoth);
    await page.goto(pathOf(product, 'us'));
    await expect(page.getByRole('main').getByTestId('price-actual').first()).toHaveAttribute('data-value', String(product.actualPriceUsd));
    await page.getByRole('button', { name: /Currency and country: USD/ }).click();
    await page.getByRole('button', { name: /CAD \(Canada\)/ }).click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(product, 'ca')}$`));
    await expect(page.getByRole('main').getByTestId('price-actual').first()).toHaveAttribute('data-value', String(product.actualPriceCad));
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie).toMatchObject({ value: 'en-CA', path: '/' });

    await page.getByRole('button', { name: /Currency and country: CAD/ }).click();
    await page.getByRole('button', { name: /USD \(United States\)/ }).click();
    // The whole path: the Canada page's address ends with the US one too.
    await expect(page).toHaveURL((url) => url.pathname === pathOf(product, 'us'));
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en-US');
  });

  test('the Canada home page is in CAD with its own featured organization', async ({ page }) => {
    await page.goto('/ca');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page).toHaveTitle(/Bookfair Shop Canada/);
    await expect(page.getByRole('heading', { name: 'Lakeshore Public School Library' })).toBeVisible();
    await expect(page.getByText('Free shipping on orders of CA$50+')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bookfair Shop home' })).toHaveAttribute('href', '/ca');
  });

  test('/us/ serves the US site and the NEXT_LOCALE cookie chooses the site of unprefixed paths', async ({ page, context, baseURL }) => {
    await page.goto('/us/help/shipping');
    await expect(page.getByTestId('free-shipping-threshold')).toHaveAttribute('data-value', '3500');
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en-CA', url: baseURL! }]);
    await page.goto('/help/shipping');
    await expect(page.getByTestId('free-shipping-threshold')).toHaveAttribute('data-value', '5000');
  });

  test('an unknown locale falls back to the US site', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr-FR', url: baseURL! }]);
    await page.goto('/help/shipping');
    await expect(page.getByTestId('free-shipping-threshold')).toHaveAttribute('data-value', '3500');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});

test.describe('platform', () => {
  test('health answers 200 with the database up', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  test('every page carries the security headers and a request id', async ({ request }) => {
    for (const path of ['/', '/ca', '/api/health']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test('the OpenAPI document describes the JSON APIs', async ({ request }) => {
    const document = await (await request.get('/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/health');
  });
});
