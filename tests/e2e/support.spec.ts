import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { NEW_PASSWORD, registerByApi, signInByApi, testIp, uniqueEmail, useOwnIp } from './fixtures/accounts';
import { E2E_OPERATOR_TOKEN } from './fixtures/constants';

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };

/** A new customer, signed in on this request context (a page's shares the browser's cookies). */
async function signedInCustomer(request: APIRequestContext, label: string, ip: string): Promise<string> {
  const email = uniqueEmail(label);
  expect((await registerByApi(request, email, ip)).status()).toBe(201);
  expect((await signInByApi(request, email, NEW_PASSWORD, ip)).status()).toBe(200);
  return email;
}

async function accessTokenOf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken;
}

/** The footer's chat widget, opened with the keyboard like any disclosure. */
async function openChatWidget(page: Page) {
  const summary = page.getByText('Need help? Chat with us');
  await summary.focus();
  await page.keyboard.press('Enter');
  const topics = page.getByRole('list', { name: 'Help topics' });
  await expect(topics).toBeVisible();
  return topics;
}

const requestIdOf = (page: Page) => Number(/\/support-requests\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);

test.describe('support requests', () => {
  test('a customer asks from the chat widget, staff reply, the customer replies and closes', async ({ page }) => {
    const ip = await useOwnIp(page);
    await signedInCustomer(page.request, 'support', ip);

    await page.goto('/help/shipping');
    const topics = await openChatWidget(page);
    await expect(topics.getByRole('link', { name: 'Shipping & delivery', exact: true })).toHaveAttribute('href', '/help/shipping');
    await topics.getByRole('link', { name: 'Ask us about Returns & refunds' }).click();
    await expect(page).toHaveURL(/\/support-requests\/new\?topic=returns$/);
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('returns');
    // The widget is closed again on the page it led to.
    await expect(page.getByRole('list', { name: 'Help topics' })).toBeHidden();

    const message = page.getByLabel('How can we help?');
    await message.fill('Torn.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Tell us a little more: at least 10 characters.')).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/support-requests\/new\?topic=returns$/);

    await message.fill('The cover of my book arrived torn.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/support-requests\/\d+$/);
    const id = requestIdOf(page);
    await expect(page.getByRole('heading', { name: 'Returns & refunds' })).toBeVisible();
    await expect(page.getByText('Status: Open')).toBeVisible();

    await page.getByRole('link', { name: 'All support requests' }).click();
    await expect(page).toHaveURL(/\/support-requests$/);
    const listed = page.getByTestId('support-request');
    await expect(listed).toHaveCount(1);
    await expect(listed.getByRole('link', { name: 'Returns & refunds' })).toHaveAttribute('href', `/support-requests/${id}`);
    await expect(listed).toContainText('Status: Open');

    const reply = { message: 'Sorry about that! A new copy is on its way.', authorName: 'Jo' };
    expect((await page.request.post(`/api/ops/support-requests/${id}/replies`, { data: reply })).status()).toBe(401);
    const answered = await page.request.post(`/api/ops/support-requests/${id}/replies`, { headers: operator, data: reply });
    expect(answered.status()).toBe(201);
    expect(await answered.json()).toMatchObject({ request: { id, status: 'answered' } });

    await page.reload();
    await expect(listed).toContainText('Status: Answered');
    await listed.getByRole('link', { name: 'Returns & refunds' }).click();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByRole('listitem')).toHaveCount(2);
    await expect(conversation.getByRole('listitem').last()).toContainText('Jo');
    await expect(conversation.getByRole('listitem').last()).toContainText(reply.message);
    await expect(page.getByText('Status: Answered')).toBeVisible();

    await page.getByLabel('Your reply').fill('Thank you, that is kind.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your reply is sent and the request is open again.' })).toBeVisible();
    await expect(conversation.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('Status: Open')).toBeVisible();

    await page.getByRole('button', { name: 'Close request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The request is closed.' })).toBeVisible();
    await expect(page.getByText('Status: Closed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close request' })).toHaveCount(0);

    await page.goto('/support-requests');
    await expect(listed).toContainText('Status: Closed');
  });

  test('works on the Canada site, with its own links', async ({ page }) => {
    const ip = await useOwnIp(page);
    await signedInCustomer(page.request, 'support-ca', ip);

    await page.goto('/ca/support-requests');
    await expect(page.getByRole('heading', { name: 'Support requests' })).toBeVisible();
    await expect(page.getByText('You have no support requests yet.')).toBeVisible();

    const topics = await openChatWidget(page);
    await expect(topics.getByRole('link', { name: 'Book fairs & rewards', exact: true })).toHaveAttribute('href', '/ca/help/about-us');
    await topics.getByRole('link', { name: 'Ask us about Gift cards' }).click();
    await expect(page).toHaveURL(/\/ca\/support-requests\/new\?topic=gift-cards$/);
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('gift-cards');
    await page.getByLabel('How can we help?').fill('My eCard has not arrived yet.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/ca\/support-requests\/\d+$/);
    const id = requestIdOf(page);

    await page.goto('/ca/support-requests');
    const listed = page.getByTestId('support-request');
    await expect(listed).toHaveCount(1);
    await expect(listed.getByRole('link', { name: 'Gift cards' })).toHaveAttribute('href', `/ca/support-requests/${id}`);
    await expect(listed).toContainText('Status: Open');
    const token = await accessTokenOf(page.request);
    const answer = await page.request.get(`/api/support/v1/requests/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(await answer.json()).toMatchObject({ request: { id, site: 'ca', topic: 'gift-cards', status: 'open' } });
  });

  test('a guest is sent to sign in, and comes back to the request form afterwards', async ({ page }) => {
    const ip = await useOwnIp(page);
    const email = uniqueEmail('support-guest');
    expect((await registerByApi(page.request, email, ip)).status()).toBe(201);

    const redirect = await page.request.get('/support-requests', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe('/login?returnUrl=%2Fsupport-requests');
    await page.goto('/ca/support-requests');
    await expect(page).toHaveURL(/\/ca\/login\?returnUrl=%2Fca%2Fsupport-requests$/);

    await page.goto('/');
    const topics = await openChatWidget(page);
    await topics.getByRole('link', { name: 'Ask us about Order status' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/support-requests\/new\?topic=order-status$/);
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('order-status');
    await expect(page.getByLabel('Order number (optional)')).toBeVisible();
  });

  test('the API keeps each customer to their own requests and refuses bad input with a readable message', async ({ playwright }) => {
    const owner = await playwright.request.newContext();
    const stranger = await playwright.request.newContext();
    await signedInCustomer(owner, 'support-owner', testIp());
    await signedInCustomer(stranger, 'support-stranger', testIp());
    const ownerAuth = { authorization: `Bearer ${await accessTokenOf(owner)}` };
    const strangerAuth = { authorization: `Bearer ${await accessTokenOf(stranger)}` };

    expect((await owner.get('/api/support/v1/requests')).status()).toBe(401);
    const created = await owner.post('/api/support/v1/requests', {
      headers: ownerAuth,
      data: { topic: 'account', message: 'I cannot change my email address.', site: 'us' },
    });
    expect(created.status()).toBe(201);
    const { request } = (await created.json()) as { request: { id: number; status: string } };
    expect(request.status).toBe('open');

    for (const call of [
      stranger.get(`/api/support/v1/requests/${request.id}`, { headers: strangerAuth }),
      stranger.post(`/api/support/v1/requests/${request.id}/messages`, { headers: strangerAuth, data: { message: 'Let me in.' } }),
      stranger.post(`/api/support/v1/requests/${request.id}/close`, { headers: strangerAuth }),
    ]) {
      const refused = await call;
      expect(refused.status()).toBe(404);
      expect(await refused.json()).toEqual({ Error: 'SUPPORT_REQUEST_NOT_FOUND', message: 'We could not find this support request.' });
    }
    expect(await (await stranger.get('/api/support/v1/requests', { headers: strangerAuth })).json()).toEqual({ requests: [] });

    const badInput = await owner.post('/api/support/v1/requests', { headers: ownerAuth, data: { topic: 'complaints', message: 'short', site: 'us' } });
    expect(badInput.status()).toBe(400);
    expect(await badInput.json()).toEqual({
      Error: 'VALIDATION_FAILED',
      message: 'topic: Choose a topic from the list.; message: Tell us a little more: at least 10 characters.',
    });
    const emptyReply = await owner.post(`/api/support/v1/requests/${request.id}/messages`, { headers: ownerAuth, data: { message: '   ' } });
    expect(emptyReply.status()).toBe(400);
    expect(await emptyReply.json()).toMatchObject({ Error: 'VALIDATION_FAILED', message: 'message: Write a reply.' });
    const unknownOrder = await owner.post('/api/support/v1/requests', {
      headers: ownerAuth,
      data: { topic: 'order-status', orderNumber: 'BF-NOPE-0000', message: 'Where is my order?', site: 'us' },
    });
    expect(unknownOrder.status()).toBe(422);
    expect(await unknownOrder.json()).toMatchObject({ Error: 'UNKNOWN_ORDER_NUMBER', message: expect.stringContaining('BF-NOPE-0000') });
    expect((await owner.get('/api/support/v1/requests/abc', { headers: ownerAuth })).status()).toBe(400);

    const mine = (await (await owner.get('/api/support/v1/requests', { headers: ownerAuth })).json()) as {
      requests: Array<{ id: number; status: string; messageCount: number }>;
    };
    expect(mine.requests).toEqual([expect.objectContaining({ id: request.id, status: 'open', messageCount: 1 })]);
    await owner.dispose();
    await stranger.dispose();
  });
});
