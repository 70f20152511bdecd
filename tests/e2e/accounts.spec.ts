import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { accountMenuButton, DEMO_ACCOUNTS, NEW_PASSWORD, resetLinkFor, uniqueEmail, useOwnIp } from './fixtures/accounts';

const CUSTOMER_LINKS = ['Account details', 'Orders', 'Support requests', 'Wishlist', 'Host book fairs', 'Check balance', 'Shop gift cards', 'Logout'];
const ORGANIZER_LINKS = ['Organizer home', 'Organization', 'Book Fair Manager', 'Reports', 'Resource Center', 'My Book Fairs'];

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((entry) => entry.name === name)?.value;
}

/** The guest's id, from the guestId cookie the server writes: httpOnly, the id and its signature. */
async function waitForGuestId(context: BrowserContext): Promise<string> {
  await expect.poll(() => cookie(context, 'guestId'), { timeout: 10_000 }).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
  const stored = (await context.cookies()).find((entry) => entry.name === 'guestId')!;
  expect(stored.httpOnly).toBe(true);
  return stored.value.split('.')[0]!;
}

async function accountLinks(page: Page): Promise<string[]> {
  await accountMenuButton(page).click();
  const menu = page.getByRole('list', { name: 'My Account' }).first();
  await expect(menu).toBeVisible();
  return menu.getByRole('link').allTextContents();
}

/** Signs in with the form once the visitor's guest session is set up (a shopper takes that long to type). */
async function signIn(page: Page, email: string, password: string) {
  await waitForGuestId(page.context());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnIp(page);
  });

  test('a new visitor gets a guest session: guestId cookie, Login shown, no My Account', async ({ page, context }) => {
    await page.goto('/');
    const guestId = await waitForGuestId(context);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);
    const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string; role: string } };
    expect(session.user).toMatchObject({ id: guestId, role: 'guest' });

    // The same guest comes back on the next visit. The cookie is set for 1800 days; Chromium caps any cookie at 400.
    const stored = (await context.cookies()).find((entry) => entry.name === 'guestId')!;
    expect(stored.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);
    await context.clearCookies({ name: /next-auth/ });
    await page.reload();
    await expect
      .poll(async () => ((await (await page.request.get('/api/auth/session')).json()) as { user?: { id: string } }).user?.id, { timeout: 10_000 })
      .toBe(guestId);
  });

  test('sign up keeps the guest, shows the customer links, and /login?action=logout signs out', async ({ page, context }) => {
    await page.goto('/');
    const guestId = await waitForGuestId(context);
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    const email = uniqueEmail('signup');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Shopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short1');
    await page.getByLabel('Confirm password').fill('short1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/at least 10 characters/);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/account\/details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account details');
    expect(await accountLinks(page)).toEqual(CUSTOMER_LINKS);
    await expect.poll(() => cookie(context, 'authorizedId')).toBe(guestId);

    // The account menu's Logout asks first; only the button (a POST from this site) signs out.
    await page.goto('/login?action=logout&returnUrl=%2Faccount%2Fdetails');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign out?');
    await expect(accountMenuButton(page)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fdetails&signedOut=1$/);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('status')).toHaveText('You have been signed out.');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);
  });

  test('an organizer sees the organizer links and pages', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
    // Issue 19: an organizer lands on the organizer home.
    await expect(page).toHaveURL(/\/account\/organizer$/);
    const links = await accountLinks(page);
    for (const link of [...ORGANIZER_LINKS, ...CUSTOMER_LINKS]) expect(links).toContain(link);
    // Spec §3 customer state, persisted under the nextjs key.
    await expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(JSON.parse(localStorage.getItem('persist:nextjs') ?? '{}').customer ?? '{}') as { isOrganizer?: boolean; customerId?: string },
        ),
      )
      .toMatchObject({ isOrganizer: true, customerId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const response = await page.goto('/account/reports');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
    // The demo organizer runs two schools: the first by name is shown, the other one offered.
    await expect(page.getByRole('heading', { name: /^Maple Grove Elementary PTA:/ })).toBeVisible();
    await expect(page.getByLabel('Organization')).toHaveValue('maple-grove-elementary');
    await expect(page.getByLabel('Organization').getByRole('option')).toHaveText(['Maple Grove Elementary PTA', 'Riverside Middle School']);
  });

  test('a customer opening an organizer page is refused by the server', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await expect(accountMenuButton(page)).toBeVisible();
    expect(await accountLinks(page)).toEqual(CUSTOMER_LINKS);

    for (const path of ['/account/reports', '/ca/account/bookfair', '/resource-center']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is for book fair organizers');
    }
  });

  test('a sign-in whose CSRF cookie changed on its way is asked again, not taken for success', async ({ page }) => {
    await page.goto('/login');
    await waitForGuestId(page.context());
    // The first sign-in goes out with a CSRF cookie that no longer matches its token, as when a visit's first session
    // request sets a new cookie meanwhile: next-auth refuses it with a redirect to ?csrf=true.
    let refused = 0;
    await page.route('**/api/auth/callback/credentials', async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      const headers = {
        ...route.request().headers(),
        cookie: (route.request().headers().cookie ?? '').replace(/next-auth\.csrf-token=[^;]*/, 'next-auth.csrf-token=stale%7Cstale'),
      };
      const answer = await route.fetch({ headers });
      expect(((await answer.json()) as { url: string }).url).toContain('csrf=true');
      await route.fulfill({ response: answer });
    });
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.customer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(accountMenuButton(page)).toBeVisible();
    expect(refused).toBe(1);
    const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { email: string; role: string } };
    expect(session.user).toMatchObject({ email: DEMO_ACCOUNTS.customer.email, role: 'customer' });
  });

  test('a guest opening an account page is sent to sign in (302) and comes back after', async ({ page, request }) => {
    // A request context of its own: the page's would keep the organization this URL selects (issue 19) for the page.
    const redirect = await request.get('/ca/account/details?org=maple-grove-elementary', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe('/ca/login?returnUrl=%2Fca%2Faccount%2Fdetails%3Forg%3Dmaple-grove-elementary&org=maple-grove-elementary');

    await page.goto('/account/details');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fdetails$/);
    await signIn(page, DEMO_ACCOUNTS.customer.email, 'not the password 1');
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(/do not match an account/);
    await signIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await expect(page).toHaveURL(/\/account\/details$/);
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.customer.email);
  });

  test('a returnUrl to another site is ignored after sign-in', async ({ page }) => {
    await page.goto('/login?returnUrl=https%3A%2F%2Fevil.example%2F');
    await signIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('forgot password: the emailed link sets a new password once', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    expect(
      (await request.post('/api/account/v1/register', { data: { email, password: NEW_PASSWORD, firstName: 'Reset', lastName: 'Me', site: 'us' } })).status(),
    ).toBe(201);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('we have sent it a link');

    const link = new URL(await resetLinkFor(email));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('BrandNew2026');
    await page.getByLabel('Confirm new password').fill('BrandNew2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed');

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('Another2026x');
    await page.getByLabel('Confirm new password').fill('Another2026x');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('form', { name: 'Choose a new password' }).getByRole('alert')).toContainText('expired or was already used');

    await page.goto('/login');
    await signIn(page, email, 'BrandNew2026');
    await expect(accountMenuButton(page)).toBeVisible();
  });

  test('account details: change the name and add then remove an address', async ({ page, request }) => {
    const email = uniqueEmail('details');
    await request.post('/api/account/v1/register', { data: { email, password: NEW_PASSWORD, firstName: 'Dana', lastName: 'Details', site: 'us' } });
    await page.goto('/login?returnUrl=/account/details');
    await signIn(page, email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account details');

    await page.getByLabel('First name').fill('Dani');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('region', { name: 'Your details' }).getByRole('status')).toHaveText('Your details are saved.');
    await expect(accountMenuButton(page)).toBeVisible();
    await accountMenuButton(page).click();
    await expect(page.getByText('Signed in as Dani')).toBeVisible();

    const form = page.getByRole('form', { name: 'Add an address' });
    await form.getByLabel('Full name').fill('Dani Details');
    await form.getByLabel('Street address').fill('1 Maple Street');
    await form.getByLabel('City').fill('Toronto');
    await form.getByLabel('State or province').fill('on');
    await form.getByLabel('ZIP or postal code').fill('12345');
    await form.getByLabel('Country').selectOption('CA');
    await form.getByRole('button', { name: 'Add address' }).click();
    await expect(form.getByLabel('ZIP or postal code')).toHaveAccessibleDescription('Enter a postal code like K1A 0B1.');
    await form.getByLabel('ZIP or postal code').fill('M5V 2T6');
    await form.getByRole('button', { name: 'Add address' }).click();
    const addresses = page.getByRole('region', { name: 'Addresses' });
    await expect(addresses.getByRole('status')).toHaveText('Address added.');
    await expect(page.getByText('Toronto, ON M5V 2T6, Canada')).toBeVisible();
    await expect(addresses.getByText('Default', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Remove the address of Dani Details, 1 Maple Street' }).click();
    await expect(addresses.getByRole('status')).toHaveText('Address removed.');
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
  });
});
