import { expect, test } from '@playwright/test';

test.describe('home and shell', () => {
  test('the US home page shows merchandising in USD with the shell around it', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Bookfair Shop United States/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find their next favourite book');
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bestsellers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maple Grove Elementary PTA' })).toBeVisible();
    const cards = page.getByTestId('product-card');
    expect(await cards.count()).toBeGreaterThan(20);
    const firstPrice = cards.first().getByTestId('price-actual');
    await expect(firstPrice).toHaveText(/^\$\d+\.\d{2}$/);
    expect(Number(await firstPrice.getAttribute('data-value'))).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Bookfair Shop home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByPlaceholder('Search for books by keyword / title / author')).toBeVisible();
    await expect(page.getByText('Free shipping on orders of $35+')).toBeVisible();
  });

  test('the mega-menu opens each section with its groups, by mouse and keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Shop departments' });
    for (const section of ['Books', 'Kids', 'Young Adult', 'Toys & Activities', 'Gifts', 'Help']) {
      await expect(nav.getByRole('button', { name: section, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Book Fair Manager' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'My Account' })).toHaveCount(0);

    const books = nav.getByRole('button', { name: 'Books', exact: true });
    await books.click();
    await expect(books).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await books.getAttribute('aria-controls')}"]`);
    for (const group of [
      'New',
      'Bestsellers',
      'Fiction',
      'Nonfiction',
      'Shop by Format',
      'Shop by Price',
      'Shop by Age',
      'Shop by Interest',
      'Popular Reads',
      'Discover',
    ]) {
      await expect(panel.getByText(group, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: 'New This Week' })).toHaveAttribute('href', '/browse?filters=%24tag%40%3Dnew-this-week');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Books', exact: true })).toBeFocused();
    await expect(nav.getByRole('button', { name: 'Books', exact: true })).toHaveAttribute('aria-expanded', 'false');

    const kids = nav.getByRole('button', { name: 'Kids', exact: true });
    await kids.focus();
    await page.keyboard.press('Enter');
    await expect(kids).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Kids Bestsellers' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'New for Kids' })).toBeFocused();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav.getByRole('link', { name: 'Kids Bestsellers' })).toBeHidden();
  });

  test('on a phone the compact logo and the menu panel replace the desktop header', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Shop departments' });
    await expect(nav).toBeHidden();
    const logos = page.getByRole('img', { name: 'Bookfair Shop', includeHidden: true });
    await expect(logos.nth(0)).toBeHidden();
    await expect(logos.nth(1)).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole('button', { name: 'Help', exact: true }).click();
    await nav.getByRole('link', { name: 'Shipping' }).click();
    await expect(page).toHaveURL(/\/help\/shipping$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
    await expect(nav).toBeHidden();
  });

  test('help pages carry the free-shipping threshold of each site', async ({ page }) => {
    await page.goto('/help/shipping');
    await expect(page.getByTestId('free-shipping-threshold')).toHaveText('$35.00');
    await expect(page.getByTestId('free-shipping-threshold')).toHaveAttribute('data-value', '3500');
    await page.goto('/ca/help/shipping');
    await expect(page.getByTestId('free-shipping-threshold')).toHaveText('$50.00');
    await expect(page.getByTestId('free-shipping-threshold')).toHaveAttribute('data-value', '5000');
    for (const path of ['/help/about-us', '/helpcenter', '/help/our-product']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('an unknown page answers 404 inside the shop layout', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page has wandered off the shelf' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect((await page.goto('/ca/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/ca');
  });
});
