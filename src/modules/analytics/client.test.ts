import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './events';

const tracked = vi.hoisted(() => [] as AnalyticsEvent[]);
vi.mock('./track', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./track')>();
  return { ...actual, track: (event: AnalyticsEvent) => void tracked.push(event) };
});

const location = { href: 'http://shop.test/help/shipping', pathname: '/help/shipping' };
const visit = (href: string) => Object.assign(location, { href, pathname: new URL(href).pathname });

/** Lets the lazily imported tracker run the queued callbacks. */
const settle = async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeAll(async () => {
  // The helpers import the tracker on first use; loading it once here keeps each test's wait short.
  await import('./track');
});
beforeEach(() => {
  vi.stubGlobal('window', { location });
  vi.stubGlobal('document', { title: 'Shipping | Bookfair Shop' });
  tracked.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page helpers', () => {
  it('send pageviews, none on browse pages, and the same URL only once in a row', async () => {
    const { trackPageview } = await import('./client');
    visit('http://shop.test/help/shipping?token=secret');
    trackPageview('us');
    trackPageview('us');
    visit('http://shop.test/browse/books');
    trackPageview('us');
    visit('http://shop.test/help/shipping?token=secret');
    trackPageview('us');
    visit('http://shop.test/ca/browse');
    trackPageview('ca');
    await settle();
    expect(tracked).toEqual([
      { name: 'pageview', site: 'us', path: '/help/shipping', page_location: 'http://shop.test/help/shipping', page_title: 'Shipping | Bookfair Shop' },
      { name: 'pageview', site: 'us', path: '/help/shipping', page_location: 'http://shop.test/help/shipping', page_title: 'Shipping | Bookfair Shop' },
    ]);
  });

  it('build product, sign-up, coupon and refund events from the page they happen on', async () => {
    const client = await import('./client');
    visit('http://shop.test/ca/cart');
    const owl = { sku: 'X-1', title: 'Owl Moon', price: 10.49 };
    client.trackAddToCart('ca', owl, 2);
    client.trackRemoveFromCart('ca', owl);
    client.trackSaveForLater('ca', owl, 1);
    client.trackAddToWishlist('ca', owl);
    client.trackAddToCart('ca', owl, 0);
    client.trackApplyCoupon('ca', 'read10');
    client.trackSignUp('ca');
    client.trackRefund('ca', 'BF-9', 10.49, [{ product: owl, quantity: 1 }]);
    await settle();
    const item = (quantity: number) => ({ item_id: 'X-1', item_name: 'Owl Moon', price: 10.49, quantity });
    expect(tracked).toEqual([
      { name: 'add_to_cart', site: 'ca', path: '/ca/cart', ecommerce: { currency: 'CAD', value: 20.98, items: [item(2)] } },
      { name: 'remove_from_cart', site: 'ca', path: '/ca/cart', ecommerce: { currency: 'CAD', value: 10.49, items: [item(1)] } },
      { name: 'save_for_later', site: 'ca', path: '/ca/cart', ecommerce: { currency: 'CAD', value: 10.49, items: [item(1)] } },
      { name: 'add_to_wishlist', site: 'ca', path: '/ca/cart', ecommerce: { currency: 'CAD', value: 10.49, items: [item(1)] } },
      { name: 'apply_coupon', site: 'ca', path: '/ca/cart', coupon: 'READ10' },
      { name: 'sign_up', site: 'ca', path: '/ca/cart', method: 'email' },
      { name: 'refund', site: 'ca', path: '/ca/cart', ecommerce: { currency: 'CAD', transaction_id: 'BF-9', value: 10.49, items: [item(1)] } },
    ]);
  });

  it('do nothing on the server', async () => {
    vi.unstubAllGlobals();
    const client = await import('./client');
    expect(() => client.trackAddToCart('us', { sku: 'X-1', title: 'Owl Moon', price: 1 })).not.toThrow();
    expect(() => client.trackPageview('us')).not.toThrow();
    await settle();
    expect(tracked).toEqual([]);
  });
});
