import { expect, test, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { NEW_PASSWORD, registerByApi, signInByApi, uniqueEmail, useOwnIp } from './fixtures/accounts';
import { hydrated } from './fixtures/hydration';
import { mailTo } from './fixtures/mail';
import { NEWSLETTER_PROMPT_DELAY_MS } from './fixtures/timers';

const DAY_S = 24 * 60 * 60;
/** The newsletter offer shows NEWSLETTER_PROMPT_DELAY_MS after it may, once the page is idle and the session known. */
const PROMPT_TIMEOUT = 15_000;
/** What proves the offer does not show: three times its delay, from when it would have started (see each test). */
const NO_PROMPT_WAIT_MS = 3 * NEWSLETTER_PROMPT_DELAY_MS;

const banner = (page: Page) => page.getByRole('region', { name: /^Cookies on/ });
const newsletterPrompt = (page: Page) => page.getByRole('region', { name: 'Book news by email' });

async function cookieNamed(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((entry) => entry.name === name);
}

/** A cookie the page set: its value, path /, SameSite Lax, and an expiry `days` from now (within an hour). */
async function expectShopCookie(context: BrowserContext, name: string, value: string, days: number) {
  await expect.poll(async () => (await cookieNamed(context, name))?.value, { message: name }).toBe(value);
  const cookie = (await cookieNamed(context, name))!;
  expect(cookie, name).toMatchObject({ path: '/', sameSite: 'Lax' });
  expect(Math.abs(cookie.expires - (Date.now() / 1000 + days * DAY_S)), `${name} expires in ${days} days`).toBeLessThan(3600);
}

async function setCookies(context: BrowserContext, baseURL: string | undefined, cookies: Record<string, string>) {
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL! })));
}

test.describe('cookie policy banner (spec §3, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnIp(page);
  });

  test('a guest sees it; Accept records policyAcceptedByGuest 1 and policyVersionGuest 2 for 180 days and hides it', async ({ page, context }) => {
    await page.goto('/help/shipping');
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('data-audience', 'guest');
    await expect(region.getByRole('heading')).toHaveText('Cookies on Bookfair Shop');
    // Shown by itself, it leaves focus where it was.
    await expect(region.getByRole('heading')).not.toBeFocused();
    await expect(region.getByRole('link', { name: 'Our cookie policy' })).toHaveAttribute('href', '/help/cookies');

    await region.getByRole('button', { name: 'Accept all' }).click();
    await expect(region).toBeHidden();
    await expectShopCookie(context, 'policyAcceptedByGuest', '1', 180);
    await expectShopCookie(context, 'policyVersionGuest', '2', 180);

    await page.reload();
    // The prompts have decided once the newsletter offer shows: it comes only while the banner is not shown.
    await expect(newsletterPrompt(page)).toBeVisible({ timeout: PROMPT_TIMEOUT });
    await expect(banner(page)).toBeHidden();
  });

  test('Essential only records 0; Cookie settings reopens it with focus, Escape keeps the choice, the choice can change', async ({ page, context }) => {
    await page.goto('/ca/help/shipping');
    await banner(page).getByRole('button', { name: 'Essential only' }).click();
    await expect(banner(page)).toBeHidden();
    await expectShopCookie(context, 'policyAcceptedByGuest', '0', 180);
    await expectShopCookie(context, 'policyVersionGuest', '2', 180);

    const settings = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' });
    await settings.click();
    await expect(page).toHaveURL(/\/ca\/help\/shipping$/);
    await expect(banner(page).getByRole('heading')).toBeFocused();
    await expect(banner(page)).toContainText('You currently do not allow analytics cookies.');
    await expect(banner(page).getByRole('link', { name: 'Our cookie policy' })).toHaveAttribute('href', '/ca/help/cookies');
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await cookieNamed(context, 'policyAcceptedByGuest'))?.value).toBe('0');

    // By keyboard: open the settings again and accept.
    await settings.press('Enter');
    await expect(banner(page).getByRole('heading')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'Our cookie policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    await expectShopCookie(context, 'policyAcceptedByGuest', '1', 180);
  });

  test('an answer recorded for another policy version does not count: the banner shows again', async ({ page, context, baseURL }) => {
    await setCookies(context, baseURL, { policyAcceptedByGuest: '1', policyVersionGuest: '1' });
    await page.goto('/help/about-us');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expectShopCookie(context, 'policyVersionGuest', '2', 180);
  });

  test('a signed-in customer sees the customer variant, recorded in the customer cookies', async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    const ip = await useOwnIp(page);
    // A guest's answer is the browser's, not the account's.
    await setCookies(context, baseURL, { policyAcceptedByGuest: '1', policyVersionGuest: '2' });
    const email = uniqueEmail('consent-customer');
    expect((await registerByApi(page.request, email, ip)).status()).toBe(201);
    expect((await signInByApi(page.request, email, NEW_PASSWORD, ip)).ok()).toBe(true);

    await page.goto('/help/shipping');
    const region = banner(page);
    await expect(region).toHaveAttribute('data-audience', 'customer');
    await expect(region.getByRole('heading')).toHaveText('Cookies on your account');
    await region.getByRole('button', { name: 'Essential only' }).click();
    await expectShopCookie(context, 'policyAcceptedByCustomer', '0', 180);
    await expectShopCookie(context, 'policyVersionCustomer', '2', 180);
    expect((await cookieNamed(context, 'policyAcceptedByGuest'))?.value).toBe('1');
    // No newsletter offer for customers (they have the box in their account): a guest's would be due from the answer on.
    await page.waitForTimeout(NO_PROMPT_WAIT_MS);
    await expect(newsletterPrompt(page)).toBeHidden();
  });

  test('/help/cookies on both sites lists every cookie with its lifetime and opens the settings', async ({ page }) => {
    for (const path of ['/help/cookies', '/ca/help/cookies']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows.filter({ hasText: 'policyAcceptedByGuest' })).toContainText('180 days');
      await expect(rows.filter({ hasText: 'guestId' })).toContainText('1,800 days');
      await expect(rows.filter({ hasText: 'newsletterClosedByGuest' })).toContainText('1 day');
      await expect(rows.filter({ hasText: 'newsletterAcceptedByGuest' })).toContainText('about 97.5 years');
      await expect(rows.filter({ hasText: 'geolocationNotification' })).toContainText('30 days');
    }
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Change cookie settings' }).click();
    await expect(banner(page)).toContainText('You currently allow analytics cookies.');
  });
});

test.describe('newsletter for guests (double opt-in)', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await useOwnIp(page);
    await setCookies(context, baseURL, { policyAcceptedByGuest: '0', policyVersionGuest: '2' });
  });

  test('not before the cookie policy is answered', async ({ page, context }) => {
    test.setTimeout(60_000);
    await context.clearCookies();
    await page.goto('/help/shipping');
    // The prompts are loaded once the banner shows: an offer that did not wait for the answer would be due from then on.
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(NO_PROMPT_WAIT_MS);
    await expect(newsletterPrompt(page)).toBeHidden();
    await banner(page).getByRole('button', { name: 'Essential only' }).click();
    await expect(newsletterPrompt(page)).toBeVisible({ timeout: PROMPT_TIMEOUT });
  });

  test("subscribe → confirmation email → confirm by the link → unsubscribe by the email's other link", async ({ page, context }) => {
    await page.goto('/help/shipping');
    const prompt = newsletterPrompt(page);
    await expect(prompt).toBeVisible({ timeout: PROMPT_TIMEOUT });
    const email = uniqueEmail('newsletter');
    await prompt.getByLabel('Email').fill(email);
    await prompt.getByRole('button', { name: 'Subscribe' }).click();
    await expect(prompt.getByRole('status')).toContainText('check your inbox');
    // Chromium caps every cookie at 400 days (RFC 6265bis): the ~97.5 years asked for become 400.
    await expect.poll(async () => (await cookieNamed(context, 'newsletterAcceptedByGuest'))?.value).toBe('1');
    expect((await cookieNamed(context, 'newsletterAcceptedByGuest'))!.expires - Date.now() / 1000).toBeGreaterThan(399 * DAY_S);
    await prompt.getByRole('button', { name: 'Close the newsletter offer' }).click();
    await expect(prompt).toBeHidden();
    expect(await cookieNamed(context, 'newsletterClosedByGuest')).toBeUndefined();

    const mail = await mailTo(email, 'Confirm your subscription');
    expect(mail.subject).toBe('Confirm your Book Fair Shop newsletter subscription');
    expect(mail.html).toContain('Confirm my subscription');
    const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)![0];
    const unsubscribeLink = /https?:\/\/\S+\/newsletter\/unsubscribe\?id=[\w-]+&token=[\w-]+/.exec(mail.text)![0];

    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
    await expect(page.getByRole('main').getByRole('status')).toContainText('You are subscribed');
    // The same link again: already confirmed.
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('already confirmed');

    // Unsubscribing needs no sign-in: this browser is a guest.
    await page.goto(unsubscribeLink);
    await expect(page.getByRole('main')).toContainText(`Stop sending Book Fair Shop news to ${email}?`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribed');
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('We do not recognise this confirmation link');
  });

  test('closing sets newsletterClosedByGuest for 1 day; it stays away then, and never shows on checkout or account pages', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/account/create');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
    await hydrated(page);
    await page.waitForTimeout(NO_PROMPT_WAIT_MS);
    await expect(newsletterPrompt(page)).toBeHidden();

    await page.goto('/help/about-us');
    const prompt = newsletterPrompt(page);
    await expect(prompt).toBeVisible({ timeout: PROMPT_TIMEOUT });
    await prompt.getByLabel('Email').focus();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expectShopCookie(context, 'newsletterClosedByGuest', '1', 1);

    await page.goto('/help/shipping');
    await hydrated(page);
    await page.waitForTimeout(NO_PROMPT_WAIT_MS);
    await expect(newsletterPrompt(page)).toBeHidden();
  });

  test("a bad link explains itself; registering with the newsletter box mails a confirmation for the account's site", async ({ page }) => {
    await page.goto('/newsletter/confirm?token=made-up-token-that-was-never-sent');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('We do not recognise this confirmation link');
    await expect(page.getByRole('form', { name: 'Newsletter subscription' })).toBeVisible();
    await page.goto('/newsletter/unsubscribe?id=00000000-0000-4000-8000-000000000000&token=nope');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('We do not recognise this unsubscribe link');

    const email = uniqueEmail('register-newsletter');
    const created = await page.request.post('/api/account/v1/register', {
      headers: { 'x-forwarded-for': await useOwnIp(page) },
      data: { email, password: NEW_PASSWORD, firstName: 'News', lastName: 'Reader', newsletter: true, site: 'ca' },
    });
    expect(created.status()).toBe(201);
    const mail = await mailTo(email, 'Confirm your subscription');
    expect(mail.subject).toBe('Confirm your Book Fair Shop Canada newsletter subscription');
    expect(mail.text).toMatch(/\/ca\/newsletter\/confirm\?token=/);
  });
});
