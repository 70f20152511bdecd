import { expect, test, type APIRequestContext } from '@playwright/test';
import { testIp } from './fixtures/accounts';
import { findProduct, onBoth, onlyOn } from './fixtures/catalogue';

/** A fresh guest session's access token (any session may keep a cart). */
async function guestToken(request: APIRequestContext): Promise<string> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await request.post('/api/auth/callback/guestAccount', { form: { csrfToken, json: 'true', guestId: '' }, headers: { 'x-forwarded-for': testIp() } });
  return ((await (await request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken;
}

interface CartAnswer {
  cart: { customerId: string; currency: string; subtotal: number; items: Array<{ sku: string; quantity: number; finalPrice: number }> };
  cartCount: number;
}

test.describe('cart API', () => {
  test('a guest keeps a cart per site, priced by the server whatever the client sends', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const auth = { authorization: `Bearer ${await guestToken(request)}` };
    const book = findProduct((product) => onBoth(product) && product.stock > 5 && product.maxPurchaseQty >= 5);

    const added = await request.post('/api/cart/v1/items?site=us', {
      headers: auth,
      data: { sku: book.sku, quantity: 2, finalPrice: 0.01, sale_price_usd: 0.01, price: 0 },
    });
    expect(added.status()).toBe(200);
    const us = (await added.json()) as CartAnswer;
    expect(us.cart.currency).toBe('usd');
    expect(us.cart.items).toEqual([expect.objectContaining({ sku: book.sku, quantity: 2, finalPrice: book.actualPriceUsd / 100 })]);
    expect(us.cart.subtotal).toBeGreaterThan(0.02);
    expect(us.cartCount).toBe(2);

    const ca = (await (await request.get('/api/cart/v1?site=ca', { headers: auth })).json()) as CartAnswer;
    expect(ca.cart.currency).toBe('cad');
    expect(ca.cart.items).toEqual([]);
    await request.dispose();
  });

  test('bad quantities, unknown skus and products of another site are refused and change nothing', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const auth = { authorization: `Bearer ${await guestToken(request)}` };
    const book = findProduct((product) => onBoth(product) && product.stock > 0);
    const usOnly = findProduct(onlyOn('.com'));
    for (const quantity of [0, -1, 1.5, 100, 1e9, '2', null]) {
      const answer = await request.post('/api/cart/v1/items?site=us', { headers: auth, data: { sku: book.sku, quantity } });
      expect(answer.status(), String(quantity)).toBe(400);
      expect(await answer.json()).toMatchObject({ Error: 'VALIDATION_FAILED', message: expect.stringContaining('quantity') });
    }
    const unknown = await request.post('/api/cart/v1/items?site=us', { headers: auth, data: { sku: '9999999999999', quantity: 1 } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ Error: 'PRODUCT_NOT_FOUND' });
    const elsewhere = await request.post('/api/cart/v1/items?site=ca', { headers: auth, data: { sku: usOnly.sku, quantity: 1 } });
    expect(elsewhere.status()).toBe(422);
    expect(await elsewhere.json()).toMatchObject({ Error: 'NOT_SOLD_HERE' });
    expect((await request.post('/api/cart/v1/items?site=xx', { headers: auth, data: { sku: book.sku } })).status()).toBe(400);
    expect((await request.patch(`/api/cart/v1/items/${book.sku}?site=us`, { headers: auth, data: { quantity: 2, savedForLater: true } })).status()).toBe(400);
    expect((await request.post('/api/cart/v1/items?site=us', { headers: { ...auth, 'content-type': 'application/json' }, data: '{"sku":' })).status()).toBe(
      400,
    );

    const cart = (await (await request.get('/api/cart/v1?site=us', { headers: auth })).json()) as CartAnswer;
    expect(cart.cart.items).toEqual([]);
    await request.dispose();
  });

  test('without a token the cart is 401; one session cannot reach another session’s cart', async ({ playwright }) => {
    const first = await playwright.request.newContext();
    const second = await playwright.request.newContext();
    const book = findProduct((product) => onBoth(product) && product.stock > 0);
    expect((await first.get('/api/cart/v1?site=us')).status()).toBe(401);
    const firstAuth = { authorization: `Bearer ${await guestToken(first)}` };
    const secondAuth = { authorization: `Bearer ${await guestToken(second)}` };
    const mine = (await (await first.post('/api/cart/v1/items?site=us', { headers: firstAuth, data: { sku: book.sku } })).json()) as CartAnswer;

    const theirs = (await (await second.get('/api/cart/v1?site=us', { headers: secondAuth })).json()) as CartAnswer;
    expect(theirs.cart.customerId).not.toBe(mine.cart.customerId);
    expect(theirs.cart.items).toEqual([]);
    const removal = await second.delete(`/api/cart/v1/items/${book.sku}?site=us`, { headers: secondAuth });
    expect(removal.status()).toBe(200);
    const stillMine = (await (await first.get('/api/cart/v1?site=us', { headers: firstAuth })).json()) as CartAnswer;
    expect(stillMine.cart.items.map((item) => item.sku)).toEqual([book.sku]);
    await Promise.all([first.dispose(), second.dispose()]);
  });
});
