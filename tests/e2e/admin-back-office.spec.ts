import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { SeedProduct } from '../../src/db/seed/catalogue';
import { DEMO_ACCOUNTS, signInByApi, useOwnIp } from './fixtures/accounts';
import { findProduct, pathOf } from './fixtures/catalogue';

async function signInAsStaff(page: Page, ip: string): Promise<void> {
  expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, ip)).ok()).toBe(true);
}

/** A gift sold in Canada with stock to spare whose sku ends in 7: other specs buy books, toys and the first gifts. */
function pickGift(): SeedProduct {
  return findProduct(
    (candidate) =>
      candidate.productType === 'gift' &&
      candidate.sku.endsWith('7') &&
      candidate.domainRestrictions.includes('.ca') &&
      candidate.stock > 30 &&
      candidate.actualPriceCad >= 1000,
  );
}

test.describe('back office a day long (issue 20, item 7)', () => {
  test.beforeEach(() => test.setTimeout(90_000));

  test('the dashboard counts what waits, and each count leads to its list', async ({ page }) => {
    await signInAsStaff(page, await useOwnIp(page));
    await page.goto('/admin');
    const waiting = page.getByRole('region', { name: 'Waiting for you' });
    await expect(waiting).toContainText('no job queue');

    await waiting.getByRole('link', { name: /^Orders to ship: \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=paid$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');

    await page.goto('/admin');
    await waiting.getByRole('link', { name: /^Open support requests: \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/support\?status=open$/);

    await page.goto('/admin');
    await waiting.getByRole('link', { name: /^Applications to host: \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/applications$/);

    await page.goto('/admin');
    await waiting.getByRole('link', { name: /^Schools pending approval: \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/organizations\?status=pending$/);
  });

  test('an order of the Canadian shop, found with the site and shipping filters, shows its amounts in CA$', async ({ page }) => {
    const ip = await useOwnIp(page);
    const gift = pickGift();
    await page.goto(pathOf(gift, 'ca'));
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/ca/checkout');
    await page.getByLabel('Email for your receipt').fill(`back-office-${randomUUID()}@e2e.test`);
    await page.getByLabel('Full name').fill('Pat Reader');
    await page.getByLabel('Street address').fill('1 King St W');
    await page.getByLabel('City').fill('Toronto');
    await page.getByLabel('Province or territory', { exact: true }).selectOption('ON');
    await page.getByLabel('Postal code').fill('M5H 2N2');
    await page.getByLabel('Name on card').fill('Pat Reader');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const number = (await page.getByTestId('confirmation-number').textContent())!;

    await signInAsStaff(page, ip);
    await page.goto('/admin/orders');
    await page.getByLabel('Order number or customer email').fill(number);
    await page.getByRole('combobox', { name: 'Site' }).selectOption('ca');
    await page.getByRole('combobox', { name: 'Shipping method' }).selectOption('standard');
    await page.getByRole('button', { name: 'Find orders' }).click();
    await expect(page).toHaveURL(/site=ca/);
    await expect(page).toHaveURL(/shipping=standard/);
    const found = page.getByRole('table', { name: 'Orders found' });
    await expect(found.getByRole('row')).toHaveCount(2);
    const row = found.getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText('CA$');
    // The same order is not found among orders shipped to a school.
    await page.getByRole('combobox', { name: 'Shipping method' }).selectOption('fair');
    await page.getByRole('button', { name: 'Find orders' }).click();
    await expect(page.getByRole('status')).toHaveText('No order matches.');
  });

  test('a dry run offers Import for real, and both runs are listed after a reload', async ({ page }) => {
    const name = `nothing-${randomUUID().slice(0, 8)}.csv`;
    // One record the importer rejects: the runs change nothing in the catalogue other specs read.
    const csv = [
      'sku,title,product_type,department,format,price_usd,price_cad,sites',
      'T-BAD-0002,A toy without a price,toy,Toys & Activities,Puzzle,free,,us',
    ].join('\n');
    await signInAsStaff(page, await useOwnIp(page));
    await page.goto('/admin/import');
    await page.getByLabel('Catalogue file (ONIX 3.0 .xml or CSV)').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByLabel('Dry run: check and compare every record, write nothing').check();
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await expect(page.getByRole('status')).toHaveText('Dry run finished: nothing was written.');
    await page.getByRole('button', { name: 'Import for real' }).click();
    await expect(page.getByRole('status')).toHaveText('Import finished. The shop shows the new catalogue now.');
    await expect(page.getByRole('heading', { name: `${name} (CSV)` })).toBeVisible();

    await page.reload();
    const runs = page.getByRole('table', { name: 'Past imports' }).getByRole('row').filter({ hasText: name });
    await expect(runs).toHaveCount(2);
    await expect(runs.nth(0)).toContainText('Import');
    await expect(runs.nth(0)).toContainText('Finished');
    await expect(runs.nth(1)).toContainText('Dry run');
  });
});
