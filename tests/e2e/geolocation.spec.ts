import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { testIp } from './fixtures/accounts';
import { findProduct, onBoth, onlyOn, pathOf } from './fixtures/catalogue';
import { hydrated } from './fixtures/hydration';
import { COUNTRY_PROMPT_IDLE_MS } from './fixtures/timers';

const FEATURED = 'maple-grove-elementary';
const DAY_S = 24 * 3600;

/** Proves the dialog stays away: three times the prompt's idle wait from when the page is hydrated, then no dialog. */
async function expectNoDialog(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForTimeout(3 * COUNTRY_PROMPT_IDLE_MS);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A visitor the CDN places in `country` (the cf-ipcountry header a Cloudflare edge adds), from an address of its own. */
async function visitorFrom(page: Page, country: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': country, 'x-forwarded-for': testIp() });
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((candidate) => candidate.name === name);
}

/** Whole days from now until the cookie expires. */
const daysLeft = (expires: number) => Math.round((expires - Date.now() / 1000) / DAY_S);

test.describe('two countries, one shop (spec §2 country dialog, §4 locale switch and geolocation prompt)', () => {
  test('a visitor in Canada on the US site is offered the Canada site; Shop… lands on the same page in CAD with org kept, and the dialog stays away', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await visitorFrom(page, 'CA');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/geolocation/')) asked.push(request.url());
    });
    await page.goto(`/org/${FEATURED}/help/shipping`);
    await expect(page).toHaveURL(new RegExp(`/help/shipping\\?org=${FEATURED}$`));

    const dialog = page.getByRole('dialog', { name: "Looks like you're in Canada" });
    await expect(dialog).toBeVisible();
    // The flag is decorative (the heading names the country): an image without a role.
    await expect(dialog.locator('img')).toHaveAttribute('src', '/ca.svg');
    await expect(dialog).toContainText(/Visit our Canada site at 127\.0\.0\.1:\d+\/ca to shop in CAD\./);
    await expect(dialog.getByRole('button', { name: 'Proceed to Bookfair USA' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    // A modal: the shop behind it cannot be reached until the visitor answers.
    await expect(dialog.getByRole('button', { name: 'Shop Bookfair Canada' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    await dialog.getByRole('button', { name: 'Shop Bookfair Canada' }).click();
    await expect(page).toHaveURL(new RegExp(`/ca/help/shipping\\?org=${FEATURED}$`));
    await expect(page.getByRole('button', { name: 'Currency and country: CAD (Canada)' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Find a Fair: Maple Grove Elementary PTA' })).toBeVisible();

    const answered = await cookie(context, 'geolocationNotification');
    expect(answered).toMatchObject({ value: '1', path: '/' });
    expect(daysLeft(answered!.expires)).toBe(30);
    expect((await cookie(context, 'NEXT_LOCALE'))?.value).toBe('en-CA');

    // Back on the US site (NEXT_LOCALE now sends plain paths to Canada; /us/ is explicit): the answer holds, the
    // server is not even asked.
    const before = asked.length;
    await page.goto('/us/help/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoDialog(page);
    expect(asked.length).toBe(before);
  });

  test('Proceed to… and Escape dismiss the dialog for 30 days and keep the visitor where they are', async ({ browser }) => {
    test.setTimeout(60_000);
    for (const answer of ['proceed', 'escape'] as const) {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await visitorFrom(page, 'CA');
      await page.goto('/help/shipping');
      const dialog = page.getByRole('dialog', { name: "Looks like you're in Canada" });
      await expect(dialog).toBeVisible();
      if (answer === 'proceed') await dialog.getByRole('button', { name: 'Proceed to Bookfair USA' }).click();
      else await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/help\/shipping$/);
      const answered = await cookie(context, 'geolocationNotification');
      expect(answered?.value, answer).toBe('1');
      expect(daysLeft(answered!.expires)).toBe(30);
      expect(await cookie(context, 'NEXT_LOCALE')).toBeUndefined();
      await page.reload();
      await expectNoDialog(page);
      await context.close();
    }
  });

  test('a visitor in the United States on the Canada site is offered the US site; visitors elsewhere, or already on their site, are not asked', async ({
    page,
  }) => {
    await visitorFrom(page, 'US');
    await page.goto('/ca/help/shipping');
    const dialog = page.getByRole('dialog', { name: "Looks like you're in the United States" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute('src', '/us.svg');
    await expect(dialog.getByRole('button', { name: 'Proceed to Bookfair CA' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    for (const [country, path] of [
      ['GB', '/help/shipping'],
      ['US', '/help/shipping'],
      ['CA', '/ca/help/shipping'],
    ] as const) {
      const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
      const visitor = await context.newPage();
      await visitorFrom(visitor, country);
      const answered = visitor.waitForResponse((response) => response.url().includes('/api/geolocation/v1/country'));
      await visitor.goto(path);
      expect(await (await answered).json()).toMatchObject({ country });
      await expect(visitor.getByRole('dialog')).toHaveCount(0);
      await context.close();
    }
  });

  test('the cart follows to the Canada site in CAD; a .com-only book is saved for later in the US cart, with a message', async ({ page }) => {
    await visitorFrom(page, 'CA');
    const usOnly = findProduct((product) => onlyOn('.com')(product) && product.stock > 20);
    const both = findProduct((product) => onBoth(product) && product.stock > 20 && product.actualPriceCad > 0);
    // This visitor answered the dialog earlier ("Proceed to…"); the currency menu switches here.
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await page.context().addCookies([{ name: 'geolocationNotification', value: '1', url: origin }]);
    for (const book of [usOnly, both]) {
      await page.goto(pathOf(book, 'us'));
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await expect(page.getByTestId('cart-count')).toHaveAttribute('data-value', '2');

    await page.getByRole('button', { name: 'Currency and country: USD (United States)' }).click();
    await page.getByRole('button', { name: 'CAD (Canada)' }).click();
    // The last page was the book sold on both sites: the same page, on the Canada site.
    await expect(page).toHaveURL(new RegExp(`/ca/product/[^/]+/${both.sku}$`));
    await expect(page.getByText(`${usOnly.title} is not sold on the Canada site. It is saved for later in your United States cart.`)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveAttribute('data-value', '1');

    await page.goto('/ca/cart');
    const items = page.getByRole('region', { name: 'Items in your cart' }).getByTestId('cart-line');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(both.title);
    await expect(items.first().getByTestId('line-total')).toHaveAttribute('data-value', String(both.actualPriceCad / 100));

    await page.goto('/us/cart');
    const saved = page.getByRole('region', { name: /Saved for later/ });
    await expect(saved.getByTestId('cart-line')).toHaveCount(1);
    await expect(saved.getByTestId('cart-line')).toContainText(usOnly.title);
    await expect(page.getByRole('region', { name: 'Items in your cart' }).getByTestId('cart-line')).toHaveCount(0);
  });
});
