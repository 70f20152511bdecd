import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, NEW_PASSWORD, registerByApi, resetLinkFor, signInByApi, testIp, uniqueEmail } from './fixtures/accounts';

interface SessionAnswer {
  accessToken?: string;
  user?: { id: string; email: string | null; firstName: string; lastName: string; role: string };
  access?: { scopes: string[] };
  expires?: string;
}

async function session(request: APIRequestContext): Promise<SessionAnswer> {
  return (await (await request.get('/api/auth/session')).json()) as SessionAnswer;
}

const errorOf = (url: string) => new URL(url).searchParams.get('error');

test.describe('next-auth routes (spec §7)', () => {
  test('csrf and providers answer in next-auth shape', async ({ request }) => {
    const csrf = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    expect(csrf.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    const providers = (await (await request.get('/api/auth/providers')).json()) as Record<string, { id: string; type: string }>;
    expect(Object.keys(providers).sort()).toEqual(['credentials', 'guestAccount']);
    expect(providers.credentials).toMatchObject({ id: 'credentials', type: 'credentials' });
  });

  test('a right password gives a session with accessToken, user, access.scopes and expires', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const answer = await signInByApi(request, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password, testIp());
    expect(answer.status()).toBe(200);
    expect(errorOf(((await answer.json()) as { url: string }).url)).toBeNull();
    const current = await session(request);
    expect(current.user).toMatchObject({ email: DEMO_ACCOUNTS.organizer.email, firstName: 'Olivia', role: 'customer' });
    expect(current.access?.scopes).toContain('organizer');
    expect(current.accessToken?.split('.')).toHaveLength(3);
    expect(Date.parse(current.expires!)).toBeGreaterThan(Date.now());

    const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const out = await request.post('/api/auth/signout', { form: { csrfToken, callbackUrl: '/', json: 'true' } });
    expect(out.status()).toBe(200);
    expect(await session(request)).toEqual({});
    await request.dispose();
  });

  test('a wrong password and an unknown email get the same answer, and no session', async ({ playwright }) => {
    const answers = [];
    for (const email of [DEMO_ACCOUNTS.customer.email, uniqueEmail('nobody')]) {
      const request = await playwright.request.newContext();
      const answer = await signInByApi(request, email, 'Wrong-password-1', testIp());
      answers.push({ status: answer.status(), error: errorOf(((await answer.json()) as { url: string }).url) });
      expect(await session(request)).toEqual({});
      await request.dispose();
    }
    expect(answers[0]).toEqual({ status: 401, error: 'CredentialsSignin' });
    expect(answers[1]).toEqual(answers[0]);
  });

  test('malformed bodies and a missing CSRF token get clean answers, never a session or a 500', async ({ request }) => {
    const post = (data: { body?: string; type?: string }) =>
      request.post('/api/auth/callback/credentials', {
        headers: { 'content-type': data.type ?? 'application/json', 'x-forwarded-for': testIp() },
        data: data.body ?? '',
      });
    const invalidJson = await post({ body: '{"email":' });
    expect(invalidJson.status()).toBe(400);
    expect(await invalidJson.json()).toEqual({ Error: 'INVALID_BODY', message: expect.any(String) });
    expect((await post({ body: '[1,2]' })).status()).toBe(400);
    expect((await post({ body: 'hello', type: 'text/plain' })).status()).toBe(415);
    expect((await post({ body: `email=${'x'.repeat(20_000)}`, type: 'application/x-www-form-urlencoded' })).status()).toBe(413);

    const noCsrf = await request.post('/api/auth/callback/credentials', {
      headers: { 'x-forwarded-for': testIp() },
      form: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password, json: 'true' },
    });
    expect(noCsrf.status()).toBeLessThan(500);
    expect(((await noCsrf.json()) as { url: string }).url).toContain('csrf=true');
    expect(await session(request)).toEqual({});

    const unknownProvider = await request.post('/api/auth/callback/nope', { headers: { 'x-forwarded-for': testIp() }, form: { json: 'true' } });
    expect(unknownProvider.status()).toBeLessThan(500);
  });

  // Each test speaks from an address of its own (testIp) only so that tests do not throttle one another. Whether another
  // address is still let in is for the throttle's unit tests: here it would only show what a forged X-Forwarded-For gets.
  test('12 failed sign-ins from one IP address are throttled, and then even the right password is refused with 429', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const ip = testIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await signInByApi(request, uniqueEmail('throttle'), 'Wrong-password-1', ip)).status());
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const throttled = await signInByApi(request, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, ip);
    expect(throttled.status()).toBe(429);
    expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await throttled.json()).toMatchObject({ Error: 'TOO_MANY_ATTEMPTS', message: expect.stringContaining('Too many sign-in attempts') });
    expect(await session(request)).toEqual({});
    await request.dispose();
  });

  test('a request without its CSRF token cannot reset the count of failures', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const ip = testIp();
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await signInByApi(request, uniqueEmail('guess'), 'Wrong-password-1', ip)).status()).toBe(401);
    const noToken = await request.post('/api/auth/callback/credentials', {
      headers: { 'x-forwarded-for': ip },
      form: { email: 'x@example.com', password: 'y', json: 'true' },
    });
    expect(noToken.status()).toBeLessThan(500);
    expect((await signInByApi(request, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, ip)).status()).toBe(429);
    await request.dispose();
  });

  test('an account attacked from many addresses is throttled too, with the same answer for an unknown email', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const email = uniqueEmail('target');
    expect((await registerByApi(request, email, testIp())).status()).toBe(201);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await signInByApi(request, email, 'Wrong-password-1', testIp())).status()).toBe(401);
    expect((await signInByApi(request, email, NEW_PASSWORD, testIp())).status()).toBe(429);

    const unknown = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 10; attempt += 1) await signInByApi(request, unknown, 'Wrong-password-1', testIp());
    expect((await signInByApi(request, unknown, NEW_PASSWORD, testIp())).status()).toBe(429);
    await request.dispose();
  });

  test('a reused or expired-by-use reset link is refused', async ({ request }) => {
    const email = uniqueEmail('relink');
    await registerByApi(request, email, testIp());
    expect((await request.post('/api/account/v1/password-reset', { data: { email, site: 'ca' } })).status()).toBe(202);
    const first = new URL(await resetLinkFor(email));
    expect(first.pathname).toBe('/ca/account/reset-password');
    const token = first.searchParams.get('token')!;
    const confirm = (password: string, value = token) => request.post('/api/account/v1/password-reset/confirm', { data: { token: value, password } });
    expect((await confirm('Changed2026a')).status()).toBe(200);
    const reused = await confirm('Changed2026b');
    expect(reused.status()).toBe(400);
    expect(await reused.json()).toMatchObject({ Error: 'RESET_LINK_INVALID' });
    expect((await confirm('Changed2026c', 'x'.repeat(43))).status()).toBe(400);
    expect((await confirm('weak')).status()).toBe(400);

    const unknown = await request.post('/api/account/v1/password-reset', { data: { email: uniqueEmail('none'), site: 'us' } });
    expect(unknown.status()).toBe(202);
    expect(await unknown.json()).toEqual(await (await request.post('/api/account/v1/password-reset', { data: { email, site: 'us' } })).json());
  });
});

test.describe('JSON APIs and access tokens', () => {
  test('no token is 401; a token only ever reaches its own account', async ({ playwright }) => {
    const anonymous = await playwright.request.newContext();
    const noToken = await anonymous.get('/api/account/v1/profile');
    expect(noToken.status()).toBe(401);
    expect(await noToken.json()).toEqual({ Error: 'UNAUTHORIZED', message: expect.any(String) });
    expect((await anonymous.get('/api/account/v1/profile', { headers: { authorization: 'Bearer not.a.token' } })).status()).toBe(401);

    const tokens: Record<'a' | 'b', string> = { a: '', b: '' };
    const emails = { a: uniqueEmail('owner'), b: uniqueEmail('other') };
    for (const who of ['a', 'b'] as const) {
      const request = await playwright.request.newContext();
      await registerByApi(request, emails[who], testIp());
      await signInByApi(request, emails[who], NEW_PASSWORD, testIp());
      tokens[who] = (await session(request)).accessToken!;
      await request.dispose();
    }
    const as = (who: 'a' | 'b') => ({ authorization: `Bearer ${tokens[who]}` });
    const address = { fullName: 'Owner A', line1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' };
    const created = await anonymous.post('/api/account/v1/addresses', { headers: as('a'), data: address });
    expect(created.status()).toBe(201);
    const { address: saved } = (await created.json()) as { address: { id: number } };

    const profileOfB = (await (await anonymous.get('/api/account/v1/profile', { headers: as('b') })).json()) as {
      account: { email: string };
      addresses: unknown[];
    };
    expect(profileOfB.account.email).toBe(emails.b);
    expect(profileOfB.addresses).toEqual([]);
    const stolen = await anonymous.delete(`/api/account/v1/addresses/${saved.id}`, { headers: as('b') });
    expect(stolen.status()).toBe(404);
    expect(await stolen.json()).toMatchObject({ Error: 'ADDRESS_NOT_FOUND' });
    const ofA = (await (await anonymous.get('/api/account/v1/addresses', { headers: as('a') })).json()) as { addresses: Array<{ id: number }> };
    expect(ofA.addresses.map((entry) => entry.id)).toEqual([saved.id]);

    const badAddress = await anonymous.post('/api/account/v1/addresses', { headers: as('a'), data: { ...address, postalCode: 'K1A 0B1' } });
    expect(badAddress.status()).toBe(400);
    expect(((await badAddress.json()) as { message: string }).message).toContain('postalCode');

    const guest = await playwright.request.newContext();
    const { csrfToken } = (await (await guest.get('/api/auth/csrf')).json()) as { csrfToken: string };
    await guest.post('/api/auth/callback/guestAccount', { form: { csrfToken, json: 'true', guestId: '' }, headers: { 'x-forwarded-for': testIp() } });
    const guestToken = (await session(guest)).accessToken!;
    expect((await session(guest)).user?.role).toBe('guest');
    const guestCall = await guest.get('/api/account/v1/profile', { headers: { authorization: `Bearer ${guestToken}` } });
    expect(guestCall.status()).toBe(401);
    expect(await guestCall.json()).toMatchObject({ Error: 'SIGN_IN_REQUIRED' });
    await Promise.all([anonymous.dispose(), guest.dispose()]);
  });
});
