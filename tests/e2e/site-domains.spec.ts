import { expect, test } from '@playwright/test';
import { testIp } from './fixtures/accounts';
import { E2E_PORT } from './fixtures/constants';
import { hydrated } from './fixtures/hydration';

/**
 * Issue 19 item 4. Chromium resolves the two shop names to this machine, so the pages are opened on those hosts for real
 * (Host header, origin, cookies), and the switch from one to the other is a real navigation between two origins.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--host-resolver-rules=MAP shop.example.ca 127.0.0.1, MAP shop.example.com 127.0.0.1'],
  },
});

test.describe('the two domains (spec §1: us on .com, ca on .ca)', () => {
  const ca = `http://shop.example.ca:${E2E_PORT}`;
  const com = `http://shop.example.com:${E2E_PORT}`;

  test('on shop.example.ca the currency menu’s USD leads to the same page on shop.example.com, and CAD back', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': testIp() });
    await page.goto(`${ca}/help/shipping?org=maple-grove-elementary`);
    await expect(page.getByTestId('free-shipping-threshold')).toHaveAttribute('data-value', '5000');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await hydrated(page);

    await page.getByRole('button', { name: /Currency and country: CAD/ }).click();
    await page.getByRole('button', { name: /USD \(United States\)/ }).click();
    await expect(page).toHaveURL(`${com}/help/shipping?org=maple-grove-elementary`);
    await expect(page.getByTestId('free-shipping-threshold')).toHaveAttribute('data-value', '3500');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await hydrated(page);

    await page.getByRole('button', { name: /Currency and country: USD/ }).click();
    await page.getByRole('button', { name: /CAD \(Canada\)/ }).click();
    await expect(page).toHaveURL(`${ca}/help/shipping?org=maple-grove-elementary`);
    await expect(page.getByTestId('free-shipping-threshold')).toHaveAttribute('data-value', '5000');
  });

  test('the country dialog on shop.example.ca names shop.example.com and its Shop… goes there', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': testIp(), 'cf-ipcountry': 'US' });
    await page.goto(`${ca}/help/about-us`);
    const dialog = page.getByRole('dialog', { name: "Looks like you're in the United States" });
    await expect(dialog).toContainText(`Visit our United States site at shop.example.com:${E2E_PORT} to shop in USD.`);
    await dialog.getByRole('button', { name: 'Shop Bookfair United States' }).click();
    await expect(page).toHaveURL(`${com}/help/about-us`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});
