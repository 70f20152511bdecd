import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { accountMenuButton, DEMO_ACCOUNTS, signInByApi, testIp } from './fixtures/accounts';
import { hydrated } from './fixtures/hydration';

/** Issue 19, items 3, 5 and 6: the header's personal parts, the location switcher, sign-in and sign-out (the two domains: site-domains.spec.ts). */

const ORGANIZER_SECTION = 'Book Fair Manager and Resource Center';

type Who = 'guest' | 'customer' | 'organizer';

/** A browser of its own for one kind of visitor, speaking from its own address; customers and organizers signed in. */
async function visitor(browser: Browser, who: Who): Promise<BrowserContext> {
  const ip = testIp();
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  if (who !== 'guest') {
    const account = DEMO_ACCOUNTS[who];
    expect((await signInByApi(context.request, account.email, account.password, ip)).status()).toBe(200);
  }
  return context;
}

/** Waits until the page's session has loaded: the account menu for a signed-in visitor, the guest's session otherwise. */
async function sessionLoaded(page: Page, who: Who): Promise<void> {
  await hydrated(page);
  if (who !== 'guest') {
    await expect(accountMenuButton(page)).toBeVisible();
    return;
  }
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'guestId'), { timeout: 10_000 }).toBe(true);
  await expect.poll(async () => ((await (await page.request.get('/api/auth/session')).json()) as { user?: { role: string } }).user?.role).toBe('guest');
}

test.describe('role sections of the mega-menu (spec §2)', () => {
  test('an organizer sees the organizer section, a customer My Account, a guest neither; the home HTML is the same for all three', async ({ browser }) => {
    test.setTimeout(60_000);
    const contexts = {} as Record<Who, BrowserContext>;
    for (const who of ['guest', 'customer', 'organizer'] as const) contexts[who] = await visitor(browser, who);

    // What the server sends, with each one's cookies: one page for everyone (scripts fill in the personal parts).
    const html: Record<Who, string> = { guest: '', customer: '', organizer: '' };
    for (const who of ['guest', 'customer', 'organizer'] as const) {
      const response = await contexts[who].request.get('/');
      expect(response.status()).toBe(200);
      html[who] = await response.text();
    }
    expect(html.guest.length).toBeGreaterThan(10_000);
    expect(html.customer).toBe(html.guest);
    expect(html.organizer).toBe(html.guest);

    const sections = async (who: Who) => {
      const page = await contexts[who].newPage();
      await page.goto('/');
      await sessionLoaded(page, who);
      const nav = page.getByRole('navigation', { name: 'Shop departments' });
      await expect(nav.getByRole('button', { name: 'Help', exact: true })).toBeVisible();
      return { page, nav };
    };

    const organizer = await sections('organizer');
    await expect(organizer.nav.getByRole('button', { name: ORGANIZER_SECTION, exact: true })).toBeVisible();
    await expect(organizer.nav.getByRole('button', { name: 'My Account', exact: true })).toBeVisible();
    await organizer.nav.getByRole('button', { name: ORGANIZER_SECTION, exact: true }).click();
    await expect(organizer.nav.getByRole('link', { name: 'Resource Center', exact: true })).toHaveAttribute('href', '/resource-center');
    await expect(organizer.nav.getByRole('link', { name: 'Book Fair Manager', exact: true })).toHaveAttribute('href', '/account/bookfair');

    const customer = await sections('customer');
    await expect(customer.nav.getByRole('button', { name: 'My Account', exact: true })).toBeVisible();
    await expect(customer.nav.getByRole('button', { name: ORGANIZER_SECTION })).toHaveCount(0);
    await customer.nav.getByRole('button', { name: 'My Account', exact: true }).click();
    await expect(customer.nav.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('href', '/account/orders');

    const guest = await sections('guest');
    await expect(guest.nav.getByRole('button', { name: 'My Account' })).toHaveCount(0);
    await expect(guest.nav.getByRole('button', { name: ORGANIZER_SECTION })).toHaveCount(0);

    for (const context of Object.values(contexts)) await context.close();
  });
});

test.describe('location switcher (spec §2 header)', () => {
  test('a visitor in Canada on the US site, who dismissed the dialog, can still switch from the header; on the Canada site it is gone', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': testIp(), 'cf-ipcountry': 'CA' });
    await context.addCookies([{ name: 'geolocationNotification', value: '1', url: baseURL! }]);
    await page.goto('/help/shipping?org=maple-grove-elementary');
    const switcher = page.getByRole('banner').getByRole('button', { name: 'In Canada? Shop in CAD' });
    await expect(switcher).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await switcher.click();
    await expect(page).toHaveURL(/\/ca\/help\/shipping\?org=maple-grove-elementary$/);
    await expect(page.getByTestId('free-shipping-threshold')).toHaveAttribute('data-value', '5000');
    await hydrated(page);
    await expect(page.getByRole('button', { name: /Currency and country: CAD/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^In .*\? Shop in / })).toHaveCount(0);
  });
});

test.describe('sign-in and expiry (spec §2 /login, §8 401)', () => {
  /** Signs in with the form once the guest session is set up. */
  async function signIn(page: Page, who: 'customer' | 'organizer') {
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'guestId'), { timeout: 10_000 }).toBe(true);
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS[who].email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS[who].password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  test("next-auth's sign-in page sends its callbackUrl to /login, which returns there after signing in", async ({ page, baseURL }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': testIp() });
    await page.goto('/api/auth/signin?callbackUrl=%2Faccount%2Forders');
    await expect(page).toHaveURL(`${baseURL}/login?callbackUrl=${encodeURIComponent(`${baseURL}/account/orders`)}`);
    await signIn(page, 'customer');
    await expect(page).toHaveURL(`${baseURL}/account/orders`);
  });

  test('a callbackUrl of another site, or a path that leaves the shop, goes home', async ({ page, baseURL }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': testIp() });
    await page.goto(`/login?callbackUrl=${encodeURIComponent('https://evil.example/account/orders')}`);
    await signIn(page, 'customer');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(accountMenuButton(page)).toBeVisible();
  });

  test('a 401 on the Canada site leads to the Canada sign-in page', async ({ browser }) => {
    const context = await visitor(browser, 'customer');
    const page = await context.newPage();
    await page.route('**/api/wishlist?**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ Error: 'SESSION_ENDED', message: 'Your session has ended.' }) }),
    );
    await page.goto('/ca/wishlist');
    await expect(page).toHaveURL(/\/ca\/login\?action=logout&returnUrl=%2Fca%2Fwishlist$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await context.close();
  });

  test('signing out in one tab signs the other tabs out at once, through next-auth', async ({ browser }) => {
    const context = await visitor(browser, 'organizer');
    const shopping = await context.newPage();
    await shopping.goto('/');
    await sessionLoaded(shopping, 'organizer');
    const nav = shopping.getByRole('navigation', { name: 'Shop departments' });
    await expect(nav.getByRole('button', { name: ORGANIZER_SECTION, exact: true })).toBeVisible();

    const account = await context.newPage();
    await account.goto('/login?action=logout');
    await sessionLoaded(account, 'organizer');
    const signOut = account.waitForRequest((request) => request.url().endsWith('/api/auth/signout') && request.method() === 'POST');
    await account.getByRole('button', { name: 'Sign out' }).click();
    expect((await signOut).headers()['content-type']).toContain('application/x-www-form-urlencoded');
    await expect(account).toHaveURL(/\/login\?signedOut=1$/);
    await expect(account.getByRole('form', { name: 'Sign in' }).getByRole('status')).toHaveText('You have been signed out.');

    // The other tab polls its session only every 300 s: it learns from next-auth's broadcast, well within a few seconds.
    await expect(shopping.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 5_000 });
    await expect(nav.getByRole('button', { name: ORGANIZER_SECTION })).toHaveCount(0);
    await expect(accountMenuButton(shopping)).toHaveCount(0);
    await context.close();
  });
});
