import { expect, test } from '@playwright/test';
import { NEW_PASSWORD, signInByApi, testIp, uniqueEmail, useOwnIp } from './fixtures/accounts';
import { findProduct, onBoth, pathOf } from './fixtures/catalogue';

test.describe('wishlist', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnIp(page);
  });

  test('asks a guest to sign in and adds what they chose once they have, then works for the customer: add, search, sort, remove', async ({ page }) => {
    const [first, second] = [
      findProduct((product) => onBoth(product) && product.title.startsWith('The ')),
      findProduct((product) => onBoth(product) && /^[A-M]/.test(product.title) && !product.title.startsWith('The ')),
    ];
    const email = uniqueEmail('wish');
    expect(
      (
        await page.request.post('/api/account/v1/register', { data: { email, password: NEW_PASSWORD, firstName: 'Willa', lastName: 'Wish', site: 'us' } })
      ).status(),
    ).toBe(201);

    const wishlistRedirect = await page.request.get('/wishlist', { maxRedirects: 0 });
    expect(wishlistRedirect.status()).toBe(302);

    await page.goto(pathOf(first!, 'us'));
    await page.getByRole('link', { name: 'Sign in to save to your wishlist' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${first!.sku}$`));
    // Spec §3 authAction: the add the guest set out to do happens once they are back, signed in.
    await expect(page.getByRole('button', { name: 'In your wishlist' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();

    await page.goto(pathOf(second!, 'us'));
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'In your wishlist' })).toBeVisible();

    await page.goto('/wishlist');
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveAttribute('data-sku', second!.sku);
    await page.getByLabel('Sort by').selectOption('oldest');
    await expect(items.first()).toHaveAttribute('data-sku', first!.sku);
    await page.getByLabel('Search your wishlist').fill(second!.title.slice(0, 6));
    await expect(items).toHaveCount(1);
    await page.getByLabel('Search your wishlist').fill('');
    await page.getByRole('checkbox', { name: `Select ${first!.title}` }).check();
    await page.getByRole('button', { name: 'Remove selected (1)' }).click();
    await expect(items).toHaveCount(1);
    await page.reload();
    await expect(items).toHaveCount(1);
    await page.getByRole('button', { name: `Remove ${second!.title} from your wishlist` }).click();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  });

  test('the spec §7 calls need a signed-in customer and answer the skus', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const book = findProduct(onBoth);
    expect((await request.post('/api/wishlist/additem', { data: { sku: book.sku } })).status()).toBe(401);
    const email = uniqueEmail('wishapi');
    await request.post('/api/account/v1/register', { data: { email, password: NEW_PASSWORD, firstName: 'Api', lastName: 'Wish', site: 'us' } });
    await signInByApi(request, email, NEW_PASSWORD, testIp());
    const token = ((await (await request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken;
    const auth = { authorization: `Bearer ${token}` };
    const added = await request.post('/api/wishlist/additem', { headers: auth, data: { sku: book.sku, title: 'ignored', price: 0 } });
    expect(await added.json()).toEqual({ wishlist: [book.sku] });
    const unknown = await request.post('/api/wishlist/additem', { headers: auth, data: { sku: '0000000000000' } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ Error: 'PRODUCT_NOT_FOUND', message: expect.any(String) });
    expect((await request.post('/api/wishlist/removeMultiple', { headers: auth, data: { skus: 'nope' } })).status()).toBe(400);
    expect(await (await request.post('/api/wishlist/removeMultiple', { headers: auth, data: { skus: [book.sku, '123'] } })).json()).toEqual({ wishlist: [] });
    await request.dispose();
  });
});
