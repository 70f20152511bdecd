import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInByApi, uniqueEmail, useOwnIp } from './fixtures/accounts';

const value = async (page: Page, testId: string) => Number(await page.getByTestId(testId).first().getAttribute('data-value'));

test.describe('one SKU rule (issue 17)', () => {
  test('a toy imported with "." and "_" in its SKU is found, put in the cart and bought', async ({ page, browser }) => {
    test.setTimeout(90_000);
    // Its own toy each run: the SKU ends like a file extension (.V2), the title has a word no other product has.
    const code = randomBytes(3).toString('hex').toUpperCase();
    const sku = `E2E_TOY-${code}.V2`;
    const word = `Quillowick${code.replace(/\d/g, '')}`;
    const title = `${word} Marble Run ${code}`;
    const csv = [
      'sku,title,product_type,department,format,price_usd,price_cad,stock,max_purchase_qty,sites',
      `${sku},${title},toy,Toys & Activities,Kit,12.34,15.67,50,5,us;ca`,
    ].join('\n');

    expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, await useOwnIp(page))).ok()).toBe(true);
    await page.goto('/admin/import');
    await page.getByLabel('Catalogue file (ONIX 3.0 .xml or CSV)').setInputFiles({ name: 'dotted-sku.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await expect(page.getByRole('status')).toHaveText('Import finished. The shop shows the new catalogue now.');
    const counts = page.getByRole('table', { name: 'Import counts' });
    await expect(counts.getByRole('row', { name: /^Created/ }).getByRole('cell')).toHaveAttribute('data-value', '1');
    await expect(counts.getByRole('row', { name: /^Rejected/ }).getByRole('cell')).toHaveAttribute('data-value', '0');

    const shopper = await browser.newPage();
    await useOwnIp(shopper);
    // The search index follows the catalogue within seconds.
    await expect
      .poll(
        async () => {
          await shopper.goto(`/browse?q=${encodeURIComponent(title)}`);
          return shopper.getByRole('link', { name: title }).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await shopper.getByRole('link', { name: title }).first().click();
    await expect(shopper).toHaveURL(new RegExp(`/product/[^/]+/${sku.replace('.', '\\.')}$`));
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(shopper.getByRole('main').getByTestId('price-actual').first()).toHaveAttribute('data-value', '1234');
    // The cover is named by the SKU too.
    expect((await shopper.request.get(`/covers/${sku}.svg`)).headers()['content-type']).toContain('image/svg+xml');

    await shopper.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(shopper.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    await shopper.keyboard.press('Escape');
    await shopper.goto('/cart');
    // A change of quantity addresses the line by its SKU in the path.
    await shopper.getByLabel(`Quantity of ${title}`).selectOption('2');
    await expect(shopper.getByLabel(`Quantity of ${title}`)).toHaveValue('2');
    await shopper.reload();
    await expect(shopper.getByLabel(`Quantity of ${title}`)).toHaveValue('2');

    await shopper.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(shopper).toHaveURL(/\/checkout$/);
    const email = uniqueEmail('dotted-sku');
    await shopper.getByLabel('Email for your receipt').fill(email);
    await shopper.getByLabel('Full name').fill('Pat Reader');
    await shopper.getByLabel('Street address').fill('1 Main St');
    await shopper.getByLabel('City').fill('Albany');
    await shopper.getByLabel('State', { exact: true }).selectOption('NY');
    await shopper.getByLabel('ZIP code').fill('12207');
    await expect(shopper.getByTestId('review-tax')).toHaveCount(1);
    // 2 × 12.34 under the 35.00 threshold: standard shipping 5.99; New York's 4% on the toys.
    expect(await value(shopper, 'review-items')).toBe(24.68);
    expect(await value(shopper, 'review-shipping')).toBe(5.99);
    expect(await value(shopper, 'review-tax')).toBe(0.99);
    expect(await value(shopper, 'review-total')).toBe(31.66);
    await shopper.getByLabel('Name on card').fill('Pat Reader');
    await shopper.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shopper.getByLabel('Expiry (MM/YY)').fill('12/30');
    await shopper.getByLabel('Security code').fill('123');
    await shopper.getByRole('button', { name: 'Place order' }).click();

    await expect(shopper.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    expect(await value(shopper, 'order-total')).toBe(31.66);
    await expect(shopper.getByRole('main')).toContainText(title);
    await shopper.close();
  });
});
