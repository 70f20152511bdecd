import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountMenuButton, DEMO_ACCOUNTS, NEW_PASSWORD, registerByApi, testIp, uniqueEmail } from './fixtures/accounts';
import { hydrated } from './fixtures/hydration';
import { mailTo } from './fixtures/mail';

/** A page of its own browser context (a person on their own device), speaking from its own address. */
async function device(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': testIp() }, ...(viewport ? { viewport } : {}) });
  return context.newPage();
}

/** Signs in with the /login form, as a person does, once the guest session is set up. */
async function signInWithForm(page: Page, email: string, password: string, returnUrl: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'guestId'), { timeout: 10_000 }).toBe(true);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new customer account, signed in on its own device. */
async function newCustomer(browser: Browser, label: string): Promise<{ page: Page; email: string }> {
  const page = await device(browser);
  const email = uniqueEmail(label);
  expect((await registerByApi(page.request, email, testIp())).status()).toBe(201);
  await signInWithForm(page, email, NEW_PASSWORD, '/help/shipping');
  // A shopper lands where they were.
  await expect(page).toHaveURL(/\/help\/shipping$/);
  return { page, email };
}

test.describe('applying to host, and organizer housekeeping (issue 19)', () => {
  test('a school applies, staff approve, and the applicant lands on the organizer home and creates its first fair', async ({ browser }) => {
    const school = `Willow Creek Elementary ${randomUUID().slice(0, 8)}`;
    const applicant = await newCustomer(browser, 'applicant');
    const page = applicant.page;

    await page.goto('/account/apply-to-host');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Apply to host book fairs' });
    await form.getByLabel('School or library name').fill(school);
    await form.getByLabel('Street address').fill('12 Willow Rd');
    await form.getByLabel('City').fill('Springfield');
    await form.getByLabel('State').selectOption('IL');
    // A Canadian code for a US school: refused inline, nothing sent.
    await form.getByLabel('ZIP code').fill('K1A 0B1');
    await form.getByLabel('Contact name').fill('Robin Principal');
    await form.getByLabel('Contact phone').fill('217 555 0100');
    await form.getByLabel('How can we check you speak for it?').fill('Our email domain is example.com');
    await form.getByRole('button', { name: 'Send the application' }).click();
    await expect(form.getByText('Enter a 5-digit ZIP code, like 10001 or 10001-2345.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your applications' })).toHaveCount(0);
    await form.getByLabel('ZIP code').fill('62704');
    await form.getByRole('button', { name: 'Send the application' }).click();
    await expect(form.getByRole('status')).toContainText(`${school}'s application is sent`);
    await expect(page.getByRole('listitem').filter({ hasText: `${school}: waiting for our answer` })).toBeVisible();
    await mailTo(applicant.email, `Thank you for applying for ${school}`);
    await mailTo(DEMO_ACCOUNTS.admin.email, `applied for ${school}`);

    // Staff sign in and land on the back office; the account menu links them back to it.
    const staff = await device(browser);
    await signInWithForm(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, '/');
    await expect(staff).toHaveURL(/\/admin$/);
    await hydrated(staff);
    await accountMenuButton(staff).click();
    await expect(staff.getByRole('list', { name: 'My Account' }).first().getByRole('link', { name: 'Back office' })).toBeVisible();
    await staff.getByRole('link', { name: 'Applications to host' }).first().click();
    const card = staff.getByRole('listitem', { name: school });
    await expect(card).toContainText(`applicant's email domain: example.com`);
    await hydrated(staff);
    await card.getByRole('button', { name: `Approve ${school}` }).click();
    // The page is read again: the application shows as approved, with its new organization.
    await expect(card.getByRole('heading')).toContainText('(Approved)');
    await expect(card.getByRole('link', { name: 'Open its organization' })).toBeVisible();
    await mailTo(applicant.email, `we approved ${school}'s application`);

    // The applicant signs in again: as an organizer now, they land on the organizer home, whatever page they were on.
    const organizer = await device(browser);
    await signInWithForm(organizer, applicant.email, NEW_PASSWORD, '/help/shipping');
    await expect(organizer).toHaveURL(/\/account\/organizer$/);
    const home = organizer.getByRole('region', { name: school });
    await expect(home).toContainText('No fair is planned yet.');
    await expect(home.getByTestId('rewards-balance')).toHaveAttribute('data-value', '0');
    await home.getByRole('link', { name: 'Create a fair' }).click();
    await expect(organizer.getByRole('heading', { level: 1 })).toHaveText('Book Fair Manager');
    await hydrated(organizer);
    const fairName = `First Fair ${randomUUID().slice(0, 6)}`;
    const create = organizer.getByRole('form', { name: 'Create a fair' });
    await create.getByLabel('Fair name').fill(fairName);
    await create.getByLabel('First day').fill('2027-10-04');
    await create.getByLabel('Last day').fill('2027-10-08');
    await create.getByLabel('Sales goal').fill('1500');
    await create.getByRole('button', { name: 'Create fair' }).click();
    await expect(organizer.getByRole('listitem', { name: fairName }).getByText('Draft', { exact: true })).toBeVisible();
    await organizer.goto('/account/organizer');
    await expect(organizer.getByRole('region', { name: school })).toContainText(`"${fairName}" is a draft`);
  });

  test('staff register another school from the back office and name its first organizer, who can then run it', async ({ browser }) => {
    const principal = await newCustomer(browser, 'principal');
    const school = `Cedar Public Library ${randomUUID().slice(0, 8)}`;
    const staff = await device(browser);
    await signInWithForm(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, '/admin/organizations');
    await expect(staff).toHaveURL(/\/admin\/organizations$/);
    await hydrated(staff);
    const form = staff.getByRole('form', { name: 'Register an organization' });
    await form.getByLabel('Name').fill(school);
    await form.getByLabel('Street address').fill('3 Cedar St');
    await form.getByLabel('City').fill('Peoria');
    await form.getByLabel('State or province (2 letters)').fill('IL');
    await form.getByLabel('ZIP or postal code').fill('H2W 1Z3');
    await form.getByLabel('First organizer’s email').fill(principal.email);
    // A Canadian code for a US library: refused with the reason, nothing registered.
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toContainText('postalCode');
    await staff.getByLabel('Name, city or postal code').fill(school);
    await staff.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'No organization matches.' })).toBeVisible();

    await hydrated(staff);
    await form.getByLabel('Name').fill(school);
    await form.getByLabel('Street address').fill('3 Cedar St');
    await form.getByLabel('City').fill('Peoria');
    await form.getByLabel('State or province (2 letters)').fill('IL');
    await form.getByLabel('ZIP or postal code').fill('61602');
    await form.getByLabel('First organizer’s email').fill(principal.email);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(school);
    await expect(staff.getByRole('table', { name: 'Organizers' })).toContainText(principal.email);
    await hydrated(staff);
    await staff.getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByTestId('organization-status')).toHaveText('Active');

    // The named organizer's next page shows their new organization.
    await principal.page.goto('/account/organizer');
    await expect(principal.page.getByRole('region', { name: school })).toContainText('No fair is planned yet.');
  });

  test('on a phone the account pages show their content first and fold the menu behind a button', async ({ browser }) => {
    const page = await device(browser, { width: 390, height: 844 });
    const email = uniqueEmail('phone');
    expect((await registerByApi(page.request, email, testIp())).status()).toBe(201);
    await signInWithForm(page, email, NEW_PASSWORD, '/account/orders');
    await expect(page).toHaveURL(/\/account\/orders$/);
    await hydrated(page);
    const menuButton = page.getByRole('button', { name: /^Account menu/ });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'My Account' });
    await expect(menu.getByRole('link', { name: 'Wishlist' })).toBeHidden();
    // The page's heading comes right after the header and the folded menu: the unfolded list alone is taller than this.
    const heading = page.getByRole('heading', { level: 1 });
    expect((await heading.boundingBox())!.y).toBeLessThan(500);
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
  });
});
