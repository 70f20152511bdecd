import { expect, test, type Browser, type Page } from '@playwright/test';
import type { SeedProduct } from '../../src/db/seed/catalogue';
import { DEMO_ACCOUNTS, NEW_PASSWORD, registerByApi, signInByApi, testIp, uniqueEmail } from './fixtures/accounts';
import { findProduct, pathOf } from './fixtures/catalogue';
import { mailTo } from './fixtures/mail';

/** An instant as the back office shows it on a shop's clock: `2026-11-25 06:30 EST`. */
function onShopClock(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

const taken = new Set<string>();
/**
 * A toy sold on both sites with stock to spare whose sku ends in 3: other specs pick books, gifts and the first toys
 * of the catalogue, so buying and refunding these disturbs none of them.
 */
function pickToy(): SeedProduct {
  const product = findProduct(
    (candidate) =>
      !taken.has(candidate.sku) &&
      candidate.productType === 'toy' &&
      candidate.sku.endsWith('3') &&
      candidate.domainRestrictions.length === 2 &&
      candidate.stock > 30 &&
      candidate.maxPurchaseQty >= 5 &&
      candidate.actualPriceUsd >= 1000,
  );
  taken.add(product.sku);
  return product;
}

async function addToCart(page: Page, product: SeedProduct) {
  await page.goto(pathOf(product, 'us'));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Pat Reader');
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('Albany');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await page.getByLabel('ZIP code').fill('12207');
}

async function fillCard(page: Page) {
  await page.getByLabel('Name on card').fill('Pat Reader');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
}

async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return (await page.getByTestId('confirmation-number').textContent())!;
}

/** Each page speaks from an address of its own, so sign-in throttling never mixes tests (see useOwnIp). */
async function ownAddress(page: Page): Promise<string> {
  const ip = testIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** A signed-in customer of their own, in the page's context. */
async function shopperIn(page: Page): Promise<string> {
  const ip = await ownAddress(page);
  const email = uniqueEmail('admin-orders-shopper');
  expect((await registerByApi(page.request, email, ip)).status()).toBe(201);
  expect((await signInByApi(page.request, email, NEW_PASSWORD, ip)).ok()).toBe(true);
  return email;
}

/** The shop's staff, signed in in a browser context of their own. */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const ip = await ownAddress(page);
  expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, ip)).ok()).toBe(true);
  return page;
}

const cents = async (page: Page, testId: string) => Number(await page.getByTestId(testId).first().getAttribute('data-value'));

test.describe('back office: orders and gift cards (issue 9)', () => {
  // Each test is a shopper's checkout and a staff session, one after the other, on a two-core machine.
  test.beforeEach(() => test.setTimeout(90_000));

  test('staff find an order placed at checkout, ship it with tracking and refund one line; the customer sees both', async ({ page, browser }) => {
    await shopperIn(page);
    const [kept, returned] = [pickToy(), pickToy()];
    await addToCart(page, kept);
    await addToCart(page, returned);
    await page.goto('/checkout');
    await fillAddress(page);
    await fillCard(page);
    const number = await placeOrder(page);

    const staff = await staffPage(browser);
    await staff.goto('/admin');
    await staff.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Orders');
    await staff.getByLabel('Order number or customer email').fill(number.toLowerCase());
    await staff.getByRole('button', { name: 'Find orders' }).click();
    const found = staff.getByRole('table', { name: 'Orders found' });
    await expect(found.getByRole('row')).toHaveCount(2);
    await found.getByRole('link', { name: number }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
    await expect(staff.getByTestId('order-status')).toHaveText('Paid');
    // Times are shown on the shop's clock (decision 013), not in UTC.
    const placed = staff.locator('dt:text-is("Placed") + dd time');
    await expect(placed).toHaveText(onShopClock((await placed.getAttribute('datetime')) ?? '', 'America/New_York'));
    await expect(staff.getByRole('table', { name: 'Order lines' }).getByRole('row')).toHaveCount(3);
    expect(await cents(staff, 'order-items')).toBe(kept.actualPriceUsd + returned.actualPriceUsd);

    await staff.getByLabel('Carrier').selectOption({ label: 'UPS' });
    await staff.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await staff.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Shipped with UPS' })).toBeVisible();
    await expect(staff.getByTestId('order-status')).toHaveText('Shipped');
    await expect(staff.getByRole('list', { name: 'Status history' })).toContainText('tracking 1Z999AA10123456784');
    await expect(staff.getByRole('button', { name: 'Ship', exact: true })).toHaveCount(0);

    await staff.getByLabel(`Units of ${returned.title} to refund (up to 1)`).fill('1');
    await staff.getByRole('button', { name: 'Refund these units' }).click();
    // A refund cannot be undone: staff confirm it and say why, and the reason is kept.
    const confirm = staff.getByRole('dialog', { name: 'Confirm the refund' });
    await expect(confirm).toContainText(`Refund 1 × ${returned.title}?`);
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Give a reason: it is kept with the change.');
    await expect(staff.getByTestId('order-refunded')).toHaveAttribute('data-value', '0');
    await confirm.getByLabel('Refund reason').fill('Arrived broken');
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Refunded' })).toBeVisible();
    await expect(staff.getByTestId('order-status')).toHaveText('Partly refunded');
    const refunded = await cents(staff, 'order-refunded');
    expect(refunded).toBeGreaterThanOrEqual(returned.actualPriceUsd);
    expect(refunded).toBeLessThan(await cents(staff, 'order-total'));
    await expect(staff.getByTestId('order-refund')).toContainText(`by ${DEMO_ACCOUNTS.admin.email}: Arrived broken`);
    const changes = staff.getByRole('list', { name: 'Changes' });
    await expect(changes).toContainText(`${DEMO_ACCOUNTS.admin.email} · order.refund-lines`);
    await expect(changes).toContainText(`${DEMO_ACCOUNTS.admin.email} · order.ship`);

    // A second refund of the same unit is refused with the reason, and changes nothing.
    const token = ((await (await staff.request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken;
    const lineId = Number(await staff.getByTestId('admin-order-line').filter({ hasText: returned.title }).getAttribute('data-line-id'));
    const again = await staff.request.post(`/api/admin/v1/orders/${number}/refunds`, {
      headers: { authorization: `Bearer ${token}` },
      data: { lines: [{ lineId, quantity: 1 }] },
    });
    expect(again.status()).toBe(422);
    expect(await again.json()).toMatchObject({ Error: 'INVALID_REFUND', message: 'Only 0 units of that line can still be refunded.' });

    await page.goto(`/account/orders/${number}`);
    await expect(page.getByTestId('order-status')).toHaveText('Partly refunded');
    expect(await cents(page, 'order-refunded')).toBe(-refunded / 100);
    await expect(page.getByTestId('order-line').filter({ hasText: returned.title })).toContainText('1 refunded');
    await expect(page.getByTestId('order-line').filter({ hasText: kept.title })).not.toContainText('refunded');
    await staff.context().close();
  });

  test('staff disable a gift card; the shopper can no longer apply it or see it as active', async ({ page, browser }) => {
    await shopperIn(page);
    const recipient = uniqueEmail('admin-gift-card');
    await page.goto('/account/details/gift-cards/details');
    await page.getByRole('radio', { name: '$25' }).check({ force: true });
    await page.getByLabel('From', { exact: true }).fill('Aunt Jo');
    await page.getByLabel("Recipient's name").fill('Sam');
    await page.getByLabel("Recipient's email", { exact: true }).fill(recipient);
    await page.getByLabel("Confirm recipient's email").fill(recipient);
    await page.getByRole('button', { name: 'Add eCard to cart' }).click();
    await expect(page.getByRole('status')).toContainText('is in your cart');
    await page.goto('/checkout');
    await fillCard(page);
    await placeOrder(page);
    const code = /Your gift card code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec((await mailTo(recipient, 'gift card code')).text)![1]!;

    const staff = await staffPage(browser);
    await staff.goto('/admin');
    await staff.getByRole('link', { name: 'Gift cards', exact: true }).click();
    await staff.getByLabel('Gift card code').fill(code.toLowerCase());
    await staff.getByRole('button', { name: 'Find gift card' }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Gift card ••••-••••-••••-${code.slice(-4)}`);
    await expect(staff).not.toHaveURL(new RegExp(code));
    await expect(staff.getByTestId('gift-card-status')).toHaveText('Active');
    expect(await cents(staff, 'gift-card-balance')).toBe(2500);
    await expect(staff.getByRole('table', { name: 'Transactions' })).toContainText('Issued');
    // Disabling stops the card paying: staff confirm it with a reason, and Cancel leaves it as it was.
    await staff.getByRole('button', { name: 'Disable gift card' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Confirm disabling the gift card' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(staff.getByTestId('gift-card-status')).toHaveText('Active');
    await staff.getByRole('button', { name: 'Disable gift card' }).click();
    await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Give a reason: it is kept with the change.');
    await confirm.getByLabel('Reason for disabling').fill('Reported stolen');
    await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Disabled' })).toBeVisible();
    await expect(staff.getByTestId('gift-card-status')).toHaveText('Disabled');
    await expect(staff.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · gift-card.disable`);
    await staff.context().close();

    await addToCart(page, pickToy());
    await page.goto('/checkout');
    await fillAddress(page);
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(page.getByText(`We could not find an active gift card with the code ending ${code.slice(-4)}.`)).toBeVisible();
    await expect(page.getByTestId('review-gift-cards')).toHaveCount(0);

    await page.goto('/account/details/gift-cards');
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByRole('status').filter({ hasText: code.slice(-4) })).toContainText('this card has been disabled');
  });
});
