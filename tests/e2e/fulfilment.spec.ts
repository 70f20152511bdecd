import { expect, test, type Browser, type Page } from '@playwright/test';
import type { SeedProduct } from '../../src/db/seed/catalogue';
import { DEMO_ACCOUNTS, NEW_PASSWORD, registerByApi, signInByApi, testIp, uniqueEmail } from './fixtures/accounts';
import { findProduct, pathOf } from './fixtures/catalogue';
import { hydrated } from './fixtures/hydration';
import { mailTo } from './fixtures/mail';

const taken = new Set<string>();
/** A toy sold in the US with stock to spare whose sku ends in 1: no other spec picks those. */
function pickToy(): SeedProduct {
  const product = findProduct(
    (candidate) =>
      !taken.has(candidate.sku) &&
      candidate.productType === 'toy' &&
      candidate.sku.endsWith('1') &&
      candidate.domainRestrictions.includes('.com') &&
      candidate.stock > 30 &&
      candidate.actualPriceUsd >= 1000,
  );
  taken.add(product.sku);
  return product;
}

async function addToCart(page: Page, product: SeedProduct) {
  await page.goto(pathOf(product, 'us'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function checkout(page: Page): Promise<string> {
  await page.goto('/checkout');
  await hydrated(page);
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
  return (await page.getByTestId('confirmation-number').textContent())!;
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const ip = testIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, ip)).ok()).toBe(true);
  return page;
}

const TRACKING = '9400111899223197428490';
const TRACKING_URL = `https://tools.usps.com/go/TrackConfirmAction?tLabels=${TRACKING}`;

test.describe('fulfilment apart from payment (issue 20)', () => {
  // A shopper's checkout and a staff session, one after the other, on a two-core machine.
  test.beforeEach(() => test.setTimeout(90_000));

  test('staff ship what is left after a refund with USPS tracking; the shopper is emailed the link and sees it on the order', async ({ page, browser }) => {
    const ip = testIp();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    const email = uniqueEmail('fulfilment-shopper');
    expect((await registerByApi(page.request, email, ip)).status()).toBe(201);
    expect((await signInByApi(page.request, email, NEW_PASSWORD, ip)).ok()).toBe(true);
    const [kept, returned] = [pickToy(), pickToy()];
    await addToCart(page, kept);
    await addToCart(page, returned);
    const number = await checkout(page);

    const staff = await staffPage(browser);
    await staff.goto(`/admin/orders/${number}`);
    await hydrated(staff);
    await expect(staff.getByTestId('order-shipping-state')).toHaveText('Not shipped');

    // Refunded before shipping: the order is partly refunded, and what is left can still ship.
    await staff.getByLabel(`Units of ${returned.title} to refund (up to 1)`).fill('1');
    await staff.getByRole('button', { name: 'Refund these units' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Confirm the refund' });
    await confirm.getByLabel('Refund reason').fill('Damaged in the warehouse');
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Refunded' })).toBeVisible();
    await expect(staff.getByTestId('order-status')).toHaveText('Partly refunded');
    const ship = staff.getByRole('form', { name: 'Ship', exact: true });
    await expect(ship.getByLabel(`Units of ${kept.title} to ship (up to 1)`)).toBeVisible();
    await expect(ship.getByLabel(`Units of ${returned.title} to ship`, { exact: false })).toHaveCount(0);

    // A number that cannot be a USPS one is refused and ships nothing.
    await ship.getByLabel('Carrier').selectOption({ label: 'USPS' });
    await ship.getByLabel('Tracking number').fill('12-AB');
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(staff.getByRole('alert').filter({ hasText: 'That is not a USPS tracking number' })).toBeVisible();
    await expect(staff.getByTestId('order-shipping-state')).toHaveText('Not shipped');

    await ship.getByLabel('Tracking number').fill('9400 1118 9922 3197 4284 90');
    await ship.getByLabel(`Units of ${kept.title} to ship (up to 1)`).fill('1');
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Shipped with USPS' })).toBeVisible();
    await expect(staff.getByTestId('order-shipping-state')).toHaveText('Shipped');
    await expect(staff.getByTestId('order-status')).toHaveText('Partly refunded');
    const shipment = staff.getByTestId('order-shipment');
    await expect(shipment).toContainText(`1 × ${kept.title}`);
    await expect(shipment).toContainText(`by ${DEMO_ACCOUNTS.admin.email}`);
    await expect(shipment.getByRole('link', { name: TRACKING })).toHaveAttribute('href', TRACKING_URL);
    await expect(staff.getByRole('form', { name: 'Ship', exact: true })).toHaveCount(0);
    await expect(staff.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · order.ship`);

    // Shipped, then partly refunded: still found under Shipped.
    await staff.goto(`/admin/orders?q=${number}`);
    await hydrated(staff);
    await staff.getByRole('combobox', { name: 'Shipping state' }).selectOption({ label: 'Shipped' });
    await staff.getByRole('button', { name: 'Find orders' }).click();
    await expect(staff).toHaveURL(/fulfilment=shipped/);
    await expect(staff.getByRole('table', { name: 'Orders found' }).getByRole('link', { name: number })).toBeVisible();

    await staff.goto(`/admin/orders/${number}`);
    await hydrated(staff);
    await staff.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(staff.getByTestId('order-shipping-state')).toHaveText('Delivered');
    await staff.context().close();

    const mail = await mailTo(email, TRACKING);
    expect(mail.subject).toContain(`order ${number} shipped`);
    expect(mail.text).toContain('Carrier: USPS');
    expect(mail.text).toContain(`Track your parcel: ${TRACKING_URL}`);
    expect(mail.html).toContain(`href="${TRACKING_URL}"`);

    await page.goto(`/account/orders/${number}`);
    const shipments = page.getByRole('list', { name: 'Shipments' });
    await expect(shipments).toContainText(`1 × ${kept.title}`);
    await expect(shipments.getByRole('link', { name: `Track ${TRACKING}` })).toHaveAttribute('href', TRACKING_URL);
    await expect(page.getByTestId('order-shipping-state')).toHaveText('Delivered');
  });
});
