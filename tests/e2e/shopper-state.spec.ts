import { expect, test, type Page } from '@playwright/test';
import { useOwnIp } from './fixtures/accounts';
import { findProduct, onBoth, pathOf } from './fixtures/catalogue';
import { hydrated } from './fixtures/hydration';

/** The customer state as this browser keeps it (spec §4 Persistence: local storage, key nextjs). */
async function storedCustomer(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const outer = window.localStorage.getItem('persist:nextjs');
    const customer = outer ? (JSON.parse(outer) as Record<string, string>).customer : undefined;
    return customer ? (JSON.parse(customer) as Record<string, unknown>) : null;
  });
}

test.describe('the featured organization (spec §1, §3 site config)', () => {
  // Read, not set: the featured organization is whichever the shop features now.
  const pages = [
    { path: '/', featured: 'aside[aria-labelledby="featured-org"]', name: 'h2' },
    { path: '/help/about-us', featured: '[data-testid="featured-organization"]', name: 'strong' },
  ];
  for (const { path, featured: selector, name: nameSelector } of pages) {
    test(`${path} links to shopping for it, which selects it`, async ({ page }) => {
      await useOwnIp(page);
      await page.goto(path);
      const featured = page.locator(selector);
      const slug = await featured.getAttribute('data-org');
      const name = (await featured.locator(nameSelector).first().textContent())?.trim();
      expect(slug).toBeTruthy();
      await page.getByRole('link', { name: `Shop for ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`\\?org=${slug}$`));
      await expect(page.getByRole('banner').getByTestId('selected-organization')).toHaveAttribute('data-org', slug!);
    });
  }
});

test.describe('Find a Fair results', () => {
  test("show each organization's open fair with its dates", async ({ page, request }) => {
    await useOwnIp(page);
    const details = (await (await request.get('/api/bookfair/organization/maple-grove-elementary')).json()) as {
      activeBookfair: { name: string; onlineStartsAt: string } | null;
    };
    expect(details.activeBookfair).not.toBeNull();
    await page.goto('/find-a-fair?q=maple%20grove');
    const match = page.locator('[data-testid="organization-match"][data-org="maple-grove-elementary"]');
    const openFair = match.getByTestId('open-fair');
    await expect(openFair).toContainText(`${details.activeBookfair!.name} is on now`);
    const year = new Date(details.activeBookfair!.onlineStartsAt).getUTCFullYear();
    await expect(openFair).toContainText(new RegExp(`[A-Z][a-z]{2} \\d{1,2}.*${year}`));
  });
});

test.describe('customer state (spec §3)', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnIp(page);
  });

  test("the cart's Continue shopping leads back to the last listing or product page", async ({ page }) => {
    await page.goto('/cart');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/browse');

    await page.goto('/browse/kids?sort=title&page=2');
    await hydrated(page);
    await expect.poll(async () => (await storedCustomer(page))?.continueBrowsingLink).toBe('/browse/kids?sort=title&page=2');
    const book = findProduct(onBoth);
    await page.goto(pathOf(book, 'us'));
    await hydrated(page);
    await expect.poll(async () => (await storedCustomer(page))?.continueBrowsingLink).toBe(pathOf(book, 'us'));

    // The cart and other pages in between do not count.
    await page.goto('/help/shipping');
    await page.goto('/cart');
    await hydrated(page);
    const continueShopping = page.getByRole('link', { name: 'Continue shopping' });
    await expect(continueShopping).toHaveAttribute('href', pathOf(book, 'us'));
    await continueShopping.click();
    await expect(page).toHaveURL(new RegExp(`${book.sku}$`));

    // On the other site, a page of this one is not where it leads.
    await page.goto('/ca/cart');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/ca/browse');
  });

  test('the listing view and order chosen are remembered for the next listings, across visits', async ({ page, context }) => {
    await page.goto('/browse/kids');
    await hydrated(page);
    await page.getByLabel('Sort by').selectOption('price-low');
    await expect(page).toHaveURL(/\/browse\/kids\?sort=price-low$/);
    await page.getByRole('link', { name: 'List view' }).click();
    await expect(page).toHaveURL(/\/browse\/kids\?sort=price-low&view=list$/);
    await expect.poll(async () => (await storedCustomer(page))?.browsingPreferences).toEqual({ view: 'list', sortBy: 'price-low' });

    // A later visit: another tab opening a listing that chooses nothing.
    const later = await context.newPage();
    await later.goto('/browse/tweens');
    await expect(later).toHaveURL(/\/browse\/tweens\?view=list&sort=price-low$/);
    await expect(later.getByLabel('Sort by')).toHaveValue('price-low');
    await expect(later.getByRole('link', { name: 'List view' })).toHaveAttribute('aria-current', 'true');

    // What the URL chooses wins, and choosing the grid is remembered too.
    await later.goto('/browse/young-adult?sort=title');
    await expect(later).toHaveURL(/\/browse\/young-adult\?sort=title&view=list$/);
    await later.getByRole('link', { name: 'Grid view' }).click();
    await expect(later).toHaveURL(/\/browse\/young-adult\?sort=title$/);
    await expect(later.getByRole('link', { name: 'Grid view' })).toHaveAttribute('aria-current', 'true');
    await later.goto('/browse/nonfiction');
    await expect(later).toHaveURL(/\/browse\/nonfiction\?sort=price-low$/);
    await expect(later.getByRole('link', { name: 'Grid view' })).toHaveAttribute('aria-current', 'true');
  });

  test('a partner link is kept as the affiliate', async ({ page }) => {
    await page.goto('/?affiliate=Reading-Club');
    await hydrated(page);
    await expect.poll(async () => (await storedCustomer(page))?.affiliate).toBe('reading-club');
    await page.goto('/browse');
    await hydrated(page);
    await expect.poll(async () => (await storedCustomer(page))?.continueBrowsingLink).toBe('/browse');
    expect((await storedCustomer(page))?.affiliate).toBe('reading-club');
  });
});
