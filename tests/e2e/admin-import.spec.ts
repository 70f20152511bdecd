import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signInByApi, useOwnIp } from './fixtures/accounts';
import { findProduct, pathOf } from './fixtures/catalogue';

// A toy sold on both sites without a sale price (the feed's price is then the price charged), priced by no other test.
const product = findProduct(
  (candidate) =>
    candidate.productType === 'toy' &&
    candidate.domainRestrictions.length === 2 &&
    candidate.salePriceUsd === null &&
    candidate.salePriceCad === null &&
    candidate.sku.endsWith('59'),
);

const decimal = (cents: number) => (cents / 100).toFixed(2);
const csvField = (text: string) => `"${text.replaceAll('"', '""')}"`;

test.describe('back office catalogue upload (issue 9)', () => {
  test('staff upload a CSV, follow its progress to the report, and the product page shows the new price within seconds', async ({ page, browser }) => {
    const shopper = await browser.newPage();
    const price = () => shopper.getByRole('main').getByTestId('price-actual').first();
    await shopper.goto(pathOf(product, 'us'));
    await expect(price()).toHaveAttribute('data-value', String(product.actualPriceUsd));

    const newUsd = product.actualPriceUsd + 211;
    const newCad = product.actualPriceCad + 289;
    const csv = [
      'sku,title,product_type,department,format,price_usd,price_cad,sites',
      `${product.sku},${csvField(product.title)},toy,${csvField(product.department)},${csvField(product.format)},${decimal(newUsd)},${decimal(newCad)},us;ca`,
      'T-BAD-0001,A toy without a price,toy,Toys & Activities,Puzzle,free,,us',
    ].join('\n');

    expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, await useOwnIp(page))).ok()).toBe(true);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Import the catalogue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import the catalogue');
    await page.getByLabel('Catalogue file (ONIX 3.0 .xml or CSV)').setInputFiles({ name: 'price-update.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and import' }).click();

    await expect(page.getByRole('status')).toHaveText('Import finished. The shop shows the new catalogue now.');
    await expect(page.getByRole('heading', { name: 'price-update.csv (CSV)' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Imported' })).toHaveAttribute('value', '100');
    const counts = page.getByRole('table', { name: 'Import counts' });
    await expect(counts.getByRole('row', { name: /^Read/ }).getByRole('cell')).toHaveAttribute('data-value', '2');
    await expect(counts.getByRole('row', { name: /^Updated/ }).getByRole('cell')).toHaveAttribute('data-value', '1');
    await expect(counts.getByRole('row', { name: /^Created/ }).getByRole('cell')).toHaveAttribute('data-value', '0');
    await expect(counts.getByRole('row', { name: /^Rejected/ }).getByRole('cell')).toHaveAttribute('data-value', '1');
    const rejected = page.getByRole('table', { name: 'Rejected records' }).getByRole('row', { name: /T-BAD-0001/ });
    await expect(rejected).toContainText('Line 3');
    await expect(rejected).toContainText('price_usd');

    await expect
      .poll(
        async () => {
          await shopper.reload();
          return price().getAttribute('data-value');
        },
        { timeout: 10_000 },
      )
      .toBe(String(newUsd));
    await shopper.goto(pathOf(product, 'ca'));
    await expect(price()).toHaveAttribute('data-value', String(newCad));

    // The same file again changes nothing.
    await page.getByLabel('Catalogue file (ONIX 3.0 .xml or CSV)').setInputFiles({ name: 'price-update.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Import counts' })
        .getByRole('row', { name: /^Unchanged/ })
        .getByRole('cell'),
    ).toHaveAttribute('data-value', '1');
    await expect(
      page
        .getByRole('table', { name: 'Import counts' })
        .getByRole('row', { name: /^Updated/ })
        .getByRole('cell'),
    ).toHaveAttribute('data-value', '0');
    await shopper.close();
  });

  test('a file whose format cannot be told from its name is refused with the reason', async ({ page }) => {
    expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, await useOwnIp(page))).ok()).toBe(true);
    await page.goto('/admin/import');
    await page
      .getByLabel('Catalogue file (ONIX 3.0 .xml or CSV)')
      .setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Cannot tell the format of catalogue.pdf from its name: choose ONIX or CSV.');
  });
});
