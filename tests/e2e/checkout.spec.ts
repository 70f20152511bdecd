import { expect, test, type Page } from '@playwright/test';
import type { SeedProduct } from '../../src/db/seed/catalogue';
import { E2E_OPERATOR_TOKEN } from './fixtures/constants';
import { registerByApi, signInByApi, uniqueEmail, useOwnIp } from './fixtures/accounts';
import { findProduct, pathOf } from './fixtures/catalogue';
import { mailTo } from './fixtures/mail';

const taken = new Set<string>();
/** A product of the demo catalogue no other test here uses, sold on both sites with stock to spare. */
function pick(predicate: (product: SeedProduct) => boolean): SeedProduct {
  const product = findProduct(
    (candidate) =>
      !taken.has(candidate.sku) && candidate.domainRestrictions.length === 2 && candidate.stock > 30 && candidate.maxPurchaseQty >= 5 && predicate(candidate),
  );
  taken.add(product.sku);
  return product;
}

const value = async (page: Page, testId: string) => Number(await page.getByTestId(testId).first().getAttribute('data-value'));
const values = async (page: Page, testId: string) =>
  Promise.all((await page.getByTestId(testId).all()).map(async (element) => Number(await element.getAttribute('data-value'))));
const round = (amount: number) => Math.round(amount * 100) / 100;

async function addToCart(page: Page, product: SeedProduct, site: 'us' | 'ca') {
  await page.goto(pathOf(product, site));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function fillAddress(page: Page, site: 'us' | 'ca') {
  await page.getByLabel('Full name').fill('Pat Reader');
  await page.getByLabel('Street address').fill(site === 'ca' ? '1 King St W' : '1 Main St');
  await page.getByLabel('City').fill(site === 'ca' ? 'Toronto' : 'Albany');
  await page.getByLabel(site === 'ca' ? 'Province or territory' : 'State', { exact: true }).selectOption(site === 'ca' ? 'ON' : 'NY');
  await page.getByLabel(site === 'ca' ? 'Postal code' : 'ZIP code').fill(site === 'ca' ? 'M5H 2N2' : '12207');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill('Pat Reader');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
}

/** Renders an email's HTML part in the browser, as a mail client would. */
async function render(page: Page, html: string) {
  await page.setContent(html);
}

test.describe('checkout', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnIp(page);
  });

  test('a guest on the US site: state tax, shipping under the threshold, test card approved, confirmation page and email', async ({ page }) => {
    const book = pick((product) => product.taxCode === 'BOOK' && product.actualPriceUsd >= 800 && product.actualPriceUsd <= 2500);
    await addToCart(page, book, 'us');
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const email = uniqueEmail('guest-order');
    await page.getByLabel('Email for your receipt').fill(email);
    await fillAddress(page, 'us');
    await expect(page.getByTestId('review-tax')).toHaveCount(1);
    const items = book.actualPriceUsd / 100;
    expect(await value(page, 'review-items')).toBe(items);
    // New York's state rate is 4%; standard shipping is 5.99 below the 35.00 threshold.
    expect(await value(page, 'review-tax')).toBe(round(Math.round(book.actualPriceUsd * 0.04) / 100));
    expect(await value(page, 'review-shipping')).toBe(5.99);
    const total = await value(page, 'review-total');
    expect(total).toBe(round(items + 5.99 + (await value(page, 'review-tax'))));
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const number = (await page.getByTestId('confirmation-number').textContent())!;
    expect(number).toMatch(/^BF-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await value(page, 'order-total')).toBe(total);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
    const dataLayer = await page.evaluate(
      () => (window as unknown as { dataLayer: Array<{ event?: string; ecommerce?: { transaction_id?: string } }> }).dataLayer,
    );
    expect(dataLayer.find((entry) => entry.event === 'purchase')?.ecommerce?.transaction_id).toBe(number);

    const mail = await mailTo(email, number);
    expect(mail.subject).toContain(`order ${number} confirmed`);
    expect(mail.text).toContain(book.title);
    await render(page, mail.html);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(number).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', new RegExp(`/account/orders/${number}$`));

    // The guest finds the order again with its number and email.
    await page.goto('/order-status');
    await page.getByLabel('Order number').fill(number.toLowerCase());
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await page.getByLabel('Order number').fill(number);
    await page.getByLabel('Email').fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No order' })).toContainText('No order matches');
  });

  test('a customer on the Canada site: a declined card places nothing, then books pay GST-only HST and toys full HST, free shipping in CAD', async ({
    page,
    context,
  }) => {
    const ip = await useOwnIp(page);
    const email = uniqueEmail('canada-customer');
    expect((await registerByApi(page.request, email, ip)).status()).toBe(201);
    expect((await signInByApi(context.request, email, 'Reading2026x', ip)).ok()).toBe(true);
    const book = pick((product) => product.taxCode === 'BOOK' && product.actualPriceCad >= 3000);
    const toy = pick((product) => product.taxCode === 'GENERAL' && product.actualPriceCad >= 2500);
    await addToCart(page, book, 'ca');
    await addToCart(page, toy, 'ca');
    await page.goto('/ca/checkout');
    await expect(page.getByLabel('Email for your receipt')).toHaveValue(email);
    await fillAddress(page, 'ca');
    await expect(page.getByTestId('review-tax')).toHaveCount(2);
    expect(await values(page, 'review-tax')).toEqual([round(Math.round(book.actualPriceCad * 0.05) / 100), round(Math.round(toy.actualPriceCad * 0.13) / 100)]);
    expect(await value(page, 'review-shipping')).toBe(0);
    await expect(page.getByText('Free standard shipping')).toBeVisible();
    await expect(page.getByText('HST 13%')).toBeVisible();

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toContainText('Your card was declined');
    await expect(page).toHaveURL(/\/ca\/checkout$/);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page).toHaveURL(/\/ca\/checkout\/confirmation\/BF-/);
    expect(await value(page, 'order-shipping')).toBe(0);
    expect(await values(page, 'order-tax')).toEqual([round(Math.round(book.actualPriceCad * 0.05) / 100), round(Math.round(toy.actualPriceCad * 0.13) / 100)]);
    await expect(page.getByTestId('order-total')).toContainText('$');
    const number = (await page.getByTestId('confirmation-number').textContent())!;
    await page.goto('/ca/account/orders');
    await expect(page.getByRole('link', { name: number })).toBeVisible();
  });

  test('a guest on the Canada site checks out under the free-shipping threshold and finds the order again', async ({ page }) => {
    const book = pick((product) => product.taxCode === 'BOOK' && product.actualPriceCad >= 1000 && product.actualPriceCad <= 3000);
    await addToCart(page, book, 'ca');
    await page.goto('/ca/checkout');
    const email = uniqueEmail('canada-guest');
    await page.getByLabel('Email for your receipt').fill(email);
    await fillAddress(page, 'ca');
    await expect(page.getByTestId('review-tax')).toHaveCount(1);
    expect(await value(page, 'review-shipping')).toBe(7.99);
    expect(await value(page, 'review-tax')).toBe(round(Math.round(book.actualPriceCad * 0.05) / 100));
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const number = (await page.getByTestId('confirmation-number').textContent())!;
    await mailTo(email, number);
    await page.goto('/ca/order-status');
    await page.getByLabel('Order number').fill(number);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
  });

  test('a customer buys an eCard, the recipient gets it by email, and spends it with a coupon; the orders page lists both', async ({ page, context }) => {
    const ip = await useOwnIp(page);
    const email = uniqueEmail('ecard-buyer');
    expect((await registerByApi(page.request, email, ip)).status()).toBe(201);
    expect((await signInByApi(context.request, email, 'Reading2026x', ip)).ok()).toBe(true);

    const recipient = uniqueEmail('ecard-recipient');
    await page.goto('/account/details/gift-cards/details');
    await page.getByRole('radio', { name: '$50' }).check({ force: true });
    await page.getByText('Starry night reading').click();
    await page.getByLabel('From', { exact: true }).fill('Aunt Jo');
    await page.getByLabel("Recipient's name").fill('Sam');
    await page.getByLabel("Recipient's email", { exact: true }).fill(recipient);
    await page.getByLabel("Confirm recipient's email").fill('typo@example.com');
    await page.getByRole('button', { name: 'Add eCard to cart' }).click();
    await expect(page.getByText('The two email addresses do not match.')).toBeVisible();
    await page.getByLabel("Confirm recipient's email").fill(recipient);
    await page.getByLabel('Message (optional)').fill('Happy birthday, keep reading!');
    await page.getByRole('button', { name: 'Add eCard to cart' }).click();
    await expect(page.getByRole('status')).toContainText('is in your cart');

    await page.goto('/checkout');
    await expect(page.getByText('No shipping needed')).toBeVisible();
    await expect(page.getByLabel('Street address')).toHaveCount(0);
    expect(await value(page, 'review-total')).toBe(50);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const ecardOrder = (await page.getByTestId('confirmation-number').textContent())!;

    const giftMail = await mailTo(recipient, 'gift card code');
    const code = /Your gift card code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(giftMail.text)![1]!;
    expect(giftMail.subject).toBe('Aunt Jo sent you a $50.00 eCard');
    await render(page, giftMail.html);
    await expect(page.getByText('$50.00')).toBeVisible();
    await expect(page.getByText('Happy birthday, keep reading!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Starry night reading eCard design' })).toHaveAttribute('src', /\/giftcards\/image3\.svg$/);

    await page.goto('/account/details/gift-cards');
    await page.getByLabel('Gift card code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check balance' }).click();
    expect(await value(page, 'gift-card-balance')).toBe(50);

    const book = pick((product) => product.taxCode === 'BOOK' && product.actualPriceUsd >= 2100 && product.actualPriceUsd <= 3000);
    await addToCart(page, book, 'us');
    await page.goto('/cart');
    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('WELCOME10', { exact: true })).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByLabel('Email for your receipt')).toHaveValue(email);
    await fillAddress(page, 'us');
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(page.getByTestId('review-gift-cards')).toBeVisible();
    const discount = Math.round(book.actualPriceUsd * 0.1);
    expect(await value(page, 'review-discount')).toBe(-discount / 100);
    const total = await value(page, 'review-total');
    const tax = Math.round((book.actualPriceUsd - discount) * 0.04);
    const shipping = book.actualPriceUsd - discount >= 3500 ? 0 : 599;
    expect(total).toBe((book.actualPriceUsd - discount + tax + shipping) / 100);
    expect(await value(page, 'review-amount-due')).toBe(round(Math.max(0, total - 50)));
    if (total > 50) await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const bookOrder = (await page.getByTestId('confirmation-number').textContent())!;
    expect(await value(page, 'order-gift-cards')).toBe(-Math.min(50, total));

    await page.goto('/account/orders');
    await expect(page.getByTestId('order-row')).toHaveCount(2);
    await expect(page.getByRole('link', { name: ecardOrder })).toBeVisible();
    await page.getByRole('link', { name: bookOrder }).click();
    await expect(page.getByRole('heading', { name: `Order ${bookOrder}` })).toBeVisible();
    await expect(page.getByTestId('order-line')).toHaveCount(1);

    // Staff ship it, then refund it: the timeline shows both, and the money goes back where it came from.
    const shipped = await page.request.post(`/api/ops/orders/${bookOrder}/status`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: { status: 'shipped', note: 'Tracking 1Z999' },
    });
    expect(shipped.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Shipped');
    await expect(page.locator('[data-status="shipped"]')).toHaveAttribute('data-reached', 'true');
    await expect(page.locator('[data-status="delivered"]')).toHaveAttribute('data-reached', 'false');
    const refund = await page.request.post(`/api/ops/orders/${bookOrder}/refunds`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: { reason: 'Arrived damaged' },
    });
    expect(refund.status()).toBe(201);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Refunded');
    await mailTo(email, `We refunded`);
    const other = await page.request.post(`/api/ops/orders/${bookOrder}/refunds`, { headers: { authorization: 'Bearer wrong' }, data: {} });
    expect(other.status()).toBe(401);
  });

  test("the checkout API refuses what it cannot trust: no key, a reused key, a client total that is not the server's", async ({ page }) => {
    const book = pick((product) => product.taxCode === 'BOOK' && product.actualPriceUsd >= 500);
    await addToCart(page, book, 'us');
    const token = ((await (await page.request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const body = {
      site: 'us',
      email: uniqueEmail('api'),
      shippingAddress: { fullName: 'Pat', line1: '1 Main St', city: 'Albany', region: 'NY', postalCode: '12207' },
      shippingMethod: 'standard',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Pat' },
      expectedTotal: 0.01,
    };
    const noKey = await page.request.post('/api/checkout/v1/orders', { headers, data: body });
    expect(noKey.status()).toBe(400);
    expect(await noKey.json()).toMatchObject({ Error: 'IDEMPOTENCY_KEY_REQUIRED' });
    const stale = await page.request.post('/api/checkout/v1/orders', { headers: { ...headers, 'idempotency-key': 'e2e-stale-total-1' }, data: body });
    expect(stale.status()).toBe(409);
    expect(await stale.json()).toMatchObject({ Error: 'TOTAL_CHANGED', message: expect.stringContaining('Your order total is now') });
    const quote = (await (
      await page.request.post('/api/checkout/v1/quote', { headers, data: { site: 'us', shippingAddress: body.shippingAddress } })
    ).json()) as { total: number };
    const key = `e2e-${Date.now()}`;
    const placed = await page.request.post('/api/checkout/v1/orders', {
      headers: { ...headers, 'idempotency-key': key },
      data: { ...body, expectedTotal: quote.total },
    });
    expect(placed.status()).toBe(201);
    const again = await page.request.post('/api/checkout/v1/orders', {
      headers: { ...headers, 'idempotency-key': key },
      data: { ...body, expectedTotal: quote.total },
    });
    expect(again.status()).toBe(201);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect((await again.json()).order.number).toBe((await placed.json()).order.number);
    const reused = await page.request.post('/api/checkout/v1/orders', {
      headers: { ...headers, 'idempotency-key': key },
      data: { ...body, email: 'other@example.com', expectedTotal: quote.total },
    });
    expect(reused.status()).toBe(422);
    const badCard = await page.request.post('/api/checkout/v1/orders', {
      headers: { ...headers, 'idempotency-key': `${key}-card` },
      data: { ...body, card: { ...body.card, number: '1234' } },
    });
    expect(await badCard.json()).toMatchObject({ Error: 'CARD_INVALID', message: 'Enter a valid card number.' });
  });
});
