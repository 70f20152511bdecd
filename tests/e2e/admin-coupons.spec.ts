import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, NEW_PASSWORD, registerByApi, signInByApi, testIp, uniqueEmail, useOwnIp } from './fixtures/accounts';
import { findProduct, onBoth, pathOf } from './fixtures/catalogue';

async function signInAsStaff(page: Page, ip: string): Promise<void> {
  expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, ip)).ok()).toBe(true);
}

/** A new customer signed in on a browser page of its own, speaking from its own address. */
async function newCustomer(browser: Browser, label: string): Promise<{ page: Page; email: string; ip: string }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const ip = testIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const email = uniqueEmail(label);
  expect((await registerByApi(page.request, email, ip)).status()).toBe(201);
  expect((await signInByApi(page.request, email, NEW_PASSWORD, ip)).ok()).toBe(true);
  return { page, email, ip };
}

// A book no other test prices, not a paperback (the demo promotion stays out of the sums).
const book = findProduct(
  (candidate) =>
    onBoth(candidate) && candidate.format !== 'Paperback' && candidate.stock > 50 && candidate.actualPriceUsd >= 1500 && candidate.sku.endsWith('3'),
);

test.describe('back office: coupons, support requests, users (issue 9)', () => {
  // Each test drives the staff page and a shopper's or customer's browser of its own.
  test.slow();

  test('staff create a coupon that a shopper applies in the cart; once staff deactivate it, the cart refuses it', async ({ page, browser }) => {
    const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
    await signInAsStaff(page, await useOwnIp(page));
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Coupons and promotions', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coupons and promotions');

    const form = page.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Description').fill('20% off, from the back office test');
    await form.getByLabel('Percent off').fill('120');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    // The message stands beside its field, in words; the form's alert points at it.
    await expect(form.getByRole('alert')).toHaveText('Please correct the field marked below.');
    await expect(form.getByRole('textbox', { name: 'Percent off' })).toHaveAccessibleDescription('The percentage must be a whole number from 1 to 100.');
    await expect(page.getByRole('table', { name: 'Coupons' }).getByRole('link', { name: code })).toHaveCount(0);

    // The promotion form marks its fields the same way.
    const promotionForm = page.getByRole('form', { name: 'New promotion' });
    await promotionForm.getByRole('textbox', { name: 'Label' }).fill('Never saved: percentage out of range');
    await promotionForm.getByRole('spinbutton', { name: 'Percent off' }).fill('120');
    await promotionForm.getByRole('button', { name: 'Create promotion' }).click();
    await expect(promotionForm.getByRole('alert')).toHaveText('Please correct the field marked below.');
    await expect(promotionForm.getByRole('spinbutton', { name: 'Percent off' })).toHaveAttribute('aria-invalid', 'true');
    await expect(promotionForm.getByRole('spinbutton', { name: 'Percent off' })).toHaveAccessibleDescription(
      'The percentage must be a whole number from 1 to 100.',
    );
    await expect(promotionForm.getByRole('spinbutton', { name: 'Minimum quantity' })).not.toHaveAttribute('aria-invalid');
    await form.getByLabel('Percent off').fill('20');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expect(form.getByRole('status')).toHaveText(`Coupon ${code} created.`);
    const row = page.getByTestId('coupon-row').filter({ has: page.getByRole('link', { name: code, exact: true }) });
    await expect(row).toContainText('20%');
    await expect(row).toContainText('Active');

    const shopper = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await shopper.setExtraHTTPHeaders({ 'x-forwarded-for': testIp() });
    await shopper.goto(pathOf(book, 'us'));
    await shopper.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(shopper.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    await shopper.goto('/cart');
    await shopper.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
    await shopper.getByRole('button', { name: 'Apply' }).click();
    await expect(shopper.getByText(`Code ${code} applied`)).toBeVisible();
    await expect(shopper.getByTestId('discount-coupon')).toHaveAttribute('data-value', String(Math.round(book.actualPriceUsd * 0.2) / 100));

    await row.getByRole('link', { name: code, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Coupon ${code}`);
    await page.getByLabel('Active (shoppers can apply it)').uncheck();
    await page.getByRole('button', { name: 'Save coupon' }).click();
    await expect(page.getByRole('status')).toHaveText(`Saved. ${code} is inactive.`);
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · coupon.deactivate`);
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · coupon.create`);

    await shopper.reload();
    await expect(shopper.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    await expect(shopper.getByTestId('discount-coupon')).toHaveCount(0);
    await shopper.getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await shopper.getByRole('button', { name: 'Apply' }).click();
    await expect(shopper.getByRole('form', { name: 'Apply a coupon' }).getByRole('alert')).toHaveText('This code is not valid. Check it and try again.');
    await expect(shopper.getByTestId('discount-coupon')).toHaveCount(0);
    await shopper.context().close();
  });

  test('staff reply to a customer’s support request and close it; the customer reads the reply', async ({ page, browser }) => {
    const customer = await newCustomer(browser, 'admin-support');
    const question = `My order arrived without its bookmark (${randomUUID().slice(0, 8)}).`;
    const created = await customer.page.request.post('/api/support/v1/requests', {
      headers: { authorization: `Bearer ${((await (await customer.page.request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken}` },
      data: { topic: 'other', message: question, site: 'us' },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { request: { id: number } }).request.id;

    await signInAsStaff(page, await useOwnIp(page));
    await page.goto('/admin/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support requests');
    const requests = page.getByRole('table', { name: 'Support requests' });
    await expect(requests.getByRole('row').filter({ hasText: customer.email })).toContainText(question);
    await requests.getByRole('link', { name: `#${id} Something else` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${id} Something else`);

    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Write a reply.' })).toBeVisible();
    const answer = 'We are sorry: a bookmark is on its way to you.';
    await page.getByLabel('Your reply').fill(answer);
    await page.getByLabel('Sign as (optional)').fill('Robin');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('status')).toHaveText('Reply sent. The customer is emailed a link to it.');
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByRole('listitem')).toHaveCount(2);
    await expect(conversation.getByRole('listitem').last()).toContainText('Robin');

    await customer.page.goto(`/support-requests/${id}`);
    const seen = customer.page.getByRole('list', { name: 'Conversation' });
    await expect(seen.getByRole('listitem').last()).toContainText(answer);
    await expect(seen.getByRole('listitem').last()).toContainText('Robin');
    await expect(customer.page.getByText('Status: Answered')).toBeVisible();

    await page.getByRole('button', { name: 'Close request' }).click();
    await expect(page.getByRole('status')).toHaveText('The request is closed.');
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · support.close`);
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · support.reply`);
    await customer.page.reload();
    await expect(customer.page.getByText('Status: Closed')).toBeVisible();
    await customer.page.context().close();
  });

  test('staff grant the organizer scope to a new account, which reaches the organizer pages after signing in again; staff cannot revoke their own admin scope', async ({
    page,
    browser,
  }) => {
    const customer = await newCustomer(browser, 'admin-users');
    expect((await customer.page.goto('/account/bookfair'))?.status()).toBe(403);

    await signInAsStaff(page, await useOwnIp(page));
    await page.goto('/admin/users');
    const search = page.getByRole('search', { name: 'Find an account' });
    await search.getByLabel('Email').fill(customer.email);
    await search.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: customer.email })).toBeVisible();
    await expect(page.getByTestId('user-scopes')).toHaveText('none');
    await page.getByRole('button', { name: 'Grant organizer scope' }).click();
    await expect(page.getByRole('status')).toHaveText(`Granted the organizer scope. It takes effect when ${customer.email} next signs in.`);
    await expect(page.getByTestId('user-scopes')).toHaveText('organizer');
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · user.grant-scope`);

    expect((await signInByApi(customer.page.request, customer.email, NEW_PASSWORD, customer.ip)).ok()).toBe(true);
    expect((await customer.page.goto('/account/bookfair'))?.status()).toBe(200);
    await expect(customer.page.getByRole('heading', { level: 1 })).toHaveText('Book Fair Manager');
    await expect(customer.page.getByText('You are not linked to an organization yet.')).toBeVisible();
    await customer.page.context().close();

    await search.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
    await search.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByTestId('user-scopes')).toContainText('admin');
    await page.getByRole('button', { name: 'Revoke staff (admin) scope' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'staff access' })).toHaveText(
      'You cannot take away your own staff access. Ask another member of staff to do it.',
    );
    await page.reload();
    await expect(page.getByTestId('user-scopes')).toContainText('admin');
  });
});
