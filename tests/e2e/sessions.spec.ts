import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { decodeQuotedPrintable } from '../support/mail';
import { accountMenuButton, DEMO_ACCOUNTS, E2E_OUTBOX, NEW_PASSWORD, registerByApi, testIp, uniqueEmail, useOwnIp } from './fixtures/accounts';

/** Issue 18: redirects that stay on the shop, sign-out only from the shop, sessions that end with a password change. */

interface SessionAnswer {
  user?: { id: string; email: string | null; role: string };
  accessToken?: string;
}

const sessionOf = async (request: APIRequestContext): Promise<SessionAnswer> => (await (await request.get('/api/auth/session')).json()) as SessionAnswer;

/** Signs in with the form once the guest session is set up (its httpOnly guestId cookie is there). */
async function signIn(page: Page, email: string, password: string) {
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'guestId'), { timeout: 10_000 }).toBe(true);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A page of its own browser context (a device), speaking from its own address so sign-in limits never meet. */
async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': testIp() } });
  return context.newPage();
}

/** The newest email to this address whose text matches, decoded, waiting for it. */
async function mailTo(email: string, pattern: RegExp): Promise<string> {
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(E2E_OUTBOX).catch(() => [] as string[])).filter((file) => file.includes(safe)).sort();
        for (const file of files.reverse()) {
          const text = decodeQuotedPrintable(await readFile(path.join(E2E_OUTBOX, file), 'utf8'));
          if (pattern.test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an email to ${email} matching ${pattern}` },
    )
    .toBe(true);
  return found;
}

test.describe('open redirects (finding 1)', () => {
  for (const returnUrl of ['/.//evil.example/phish', '/..//evil.example/phish', '/%2e//evil.example/phish']) {
    test(`signing in with returnUrl=${returnUrl} stays on the shop`, async ({ page }) => {
      await useOwnIp(page);
      const evil: string[] = [];
      await page.route('**://evil.example/**', async (route) => {
        evil.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>phished</h1>' });
      });
      await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      await signIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      await expect(accountMenuButton(page)).toBeVisible();
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(evil).toEqual([]);
    });
  }

  test('/org/{org}//evil.example and the like end on the shop', async ({ request }) => {
    for (const path of ['/org/maple-grove-elementary//evil.example/phish', '/org/maple-grove-elementary/.//evil.example/phish', '/org/x/%2e//evil.example']) {
      const answer = await request.get(path);
      expect(new URL(answer.url()).host, path).toBe(new URL(test.info().project.use.baseURL!).host);
    }
  });
});

test.describe('sign-out needs a POST from the shop (finding 9)', () => {
  test('a cross-site link or form does not sign out; the shop\'s "Sign out?" button does', async ({ page }) => {
    await useOwnIp(page);
    await page.goto('/login');
    await signIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await expect(accountMenuButton(page)).toBeVisible();
    const shop = test.info().project.use.baseURL!;

    // Another site links to the logout URL, and posts a form to it.
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<a href="${shop}/login?action=logout">free books</a><form method="post" action="${shop}/login?action=logout"><button>win</button></form>`,
      }),
    );
    await page.goto('http://evil.example/');
    await page.getByRole('link', { name: 'free books' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign out?');
    expect((await sessionOf(page.request)).user).toMatchObject({ email: DEMO_ACCOUNTS.customer.email, role: 'customer' });

    await page.goto('http://evil.example/');
    await page.getByRole('button', { name: 'win' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign out?');
    expect((await sessionOf(page.request)).user).toMatchObject({ email: DEMO_ACCOUNTS.customer.email, role: 'customer' });

    // A request that claims to come from elsewhere is refused too.
    const forged = await page.request.post('/login?action=logout', { headers: { origin: 'http://evil.example' }, maxRedirects: 0 });
    expect(forged.status()).toBe(303);
    expect(forged.headers().location).toBe('/login?action=logout');
    expect((await sessionOf(page.request)).user?.role).toBe('customer');

    // The shop's own button signs out (a shopper clicks once the page, and its session, have loaded).
    await expect(accountMenuButton(page)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login\?signedOut=1$/);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('status')).toHaveText('You have been signed out.');
    await expect.poll(async () => (await sessionOf(page.request)).user?.role ?? 'none').not.toBe('customer');
  });
});

test.describe("another visitor's guest (finding 6)", () => {
  test('a guest id sent in a form resumes, merges or registers nobody; the guestId cookie is httpOnly and signed', async ({ browser }) => {
    const victim = await device(browser);
    await victim.goto('/');
    await expect
      .poll(async () => (await victim.context().cookies()).find((cookie) => cookie.name === 'guestId')?.value ?? '', { timeout: 10_000 })
      .toMatch(/\./);
    const stored = (await victim.context().cookies()).find((cookie) => cookie.name === 'guestId')!;
    expect(stored.httpOnly).toBe(true);
    const victimId = stored.value.split('.')[0]!;
    expect((await sessionOf(victim.request)).user).toMatchObject({ id: victimId, role: 'guest' });

    const intruder = await device(browser);
    const ip = testIp();
    const csrf = async () => ((await (await intruder.request.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
    await intruder.request.post('/api/auth/callback/guestAccount', {
      form: { csrfToken: await csrf(), json: 'true', guestId: victimId },
      headers: { 'x-forwarded-for': ip },
    });
    const intruderSession = await sessionOf(intruder.request);
    expect(intruderSession.user?.role).toBe('guest');
    expect(intruderSession.user?.id).not.toBe(victimId);
    // Nor with the bare id as its cookie.
    await intruder.context().addCookies([{ name: 'guestId', value: victimId, url: test.info().project.use.baseURL! }]);
    await intruder.context().clearCookies({ name: /next-auth\.session/ });
    await intruder.request.post('/api/auth/callback/guestAccount', { form: { csrfToken: await csrf(), json: 'true' }, headers: { 'x-forwarded-for': ip } });
    expect((await sessionOf(intruder.request)).user?.id).not.toBe(victimId);

    // Registering and signing in with the victim's id in the form leave the victim's guest alone.
    const email = uniqueEmail('takeover');
    const registered = await intruder.request.post('/api/account/v1/register', {
      headers: { 'x-forwarded-for': ip },
      data: { email, password: NEW_PASSWORD, firstName: 'Mal', lastName: 'Lory', site: 'us', guestId: victimId },
    });
    expect(registered.status()).toBe(201);
    await intruder.request.post('/api/auth/callback/credentials', {
      form: { csrfToken: await csrf(), json: 'true', email, password: NEW_PASSWORD, guestId: victimId, callbackUrl: '/' },
      headers: { 'x-forwarded-for': ip },
    });
    expect((await sessionOf(intruder.request)).user).toMatchObject({ email, role: 'customer' });
    expect((await sessionOf(intruder.request)).user?.id).not.toBe(victimId);
    expect((await sessionOf(victim.request)).user).toMatchObject({ id: victimId, role: 'guest' });
    await victim.context().close();
    await intruder.context().close();
  });
});

test.describe('sessions end when the password changes (finding 2)', () => {
  test('a second device is signed out by a password change; the device that changed it stays signed in', async ({ browser }) => {
    const email = uniqueEmail('devices');
    const laptop = await device(browser);
    const phone = await device(browser);
    expect((await registerByApi(laptop.request, email, testIp())).status()).toBe(201);
    for (const page of [laptop, phone]) {
      await page.goto('/login?returnUrl=%2Faccount%2Fdetails');
      await signIn(page, email, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/account\/details$/);
    }
    const phoneToken = (await sessionOf(phone.request)).accessToken!;
    expect((await phone.request.get('/api/account/v1/profile', { headers: { authorization: `Bearer ${phoneToken}` } })).status()).toBe(200);

    await laptop.getByLabel('Current password').fill(NEW_PASSWORD);
    await laptop.getByLabel('New password', { exact: true }).fill('Changed2026xy');
    await laptop.getByLabel('Confirm new password').fill('Changed2026xy');
    await laptop.getByRole('button', { name: 'Change password' }).click();
    await expect(laptop.getByText('Your password has been changed. You are signed out everywhere else.')).toBeVisible();

    // The phone's 30-day session is over: no session, no fresh token, and its pages send it to sign in.
    expect((await sessionOf(phone.request)).user).toBeUndefined();
    await phone.goto('/account/details');
    await expect(phone).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fdetails$/);
    // Its API calls' 401 lead to /login?action=logout: with no session left, that is the sign-in form, no question.
    await phone.goto('/login?action=logout&returnUrl=%2Faccount%2Fdetails');
    await expect(phone.getByRole('form', { name: 'Sign in' }).getByRole('status')).toHaveText('You have been signed out.');

    // The laptop keeps its session, and reads the profile with a fresh token.
    await laptop.reload();
    await expect(laptop.getByRole('heading', { level: 1 })).toHaveText('Account details');
    const laptopSession = await sessionOf(laptop.request);
    expect(laptopSession.user).toMatchObject({ email, role: 'customer' });
    expect((await laptop.request.get('/api/account/v1/profile', { headers: { authorization: `Bearer ${laptopSession.accessToken!}` } })).status()).toBe(200);
    await laptop.context().close();
    await phone.context().close();
  });
});

test.describe('changing the email (finding 3)', () => {
  test('needs the password, keeps the old email until the link sent to the new one is opened, and tells the old one', async ({ page }) => {
    await useOwnIp(page);
    const email = uniqueEmail('old-address');
    const target = uniqueEmail('new-address');
    expect((await registerByApi(page.request, email, testIp())).status()).toBe(201);
    await page.goto('/login?returnUrl=%2Faccount%2Fdetails');
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/account\/details$/);

    await page.getByLabel('Email').fill(target);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByLabel('Your password')).toHaveAccessibleDescription(/Enter your current password to change your email/);
    await page.getByLabel('Your password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText(`We sent a link to ${target}: your email changes once you open it.`)).toBeVisible();
    expect((await sessionOf(page.request)).user?.email).toBe(email);

    const notice = await mailTo(email, /asked to change its email/);
    expect(notice).toContain(target);
    const link = /https?:\/\/\S+confirm-email\?token=[A-Za-z0-9_-]+/.exec(await mailTo(target, /confirm-email\?token=/))![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: 'Confirm my new email' }).click();
    await expect(page.getByText(`Your email is now ${target}. Sign in with it to continue.`)).toBeVisible();

    await page.goto('/login');
    await signIn(page, target, NEW_PASSWORD);
    await expect(accountMenuButton(page)).toBeVisible();
    expect((await sessionOf(page.request)).user?.email).toBe(target);
  });
});
