import { describe, expect, it } from 'vitest';
import {
  EVENT_LIMITS,
  analyticsItem,
  applyCouponEvent,
  isBrowsePath,
  itemsEvent,
  pageviewEvent,
  redactLocation,
  refundEvent,
  signUpEvent,
  toDataLayer,
  type ItemEventName,
} from './events';
import { cartItemForAnalytics, productForAnalytics } from './products';

const book = { sku: '9780064400558', title: "Charlotte's Web", price: 8.99, category: 'Books' };

describe('browse URLs', () => {
  it.each(['/browse', '/browse/', '/browse/books', '/ca/browse', '/ca/browse/kids/picture-books', '/us/browse', '/us/browse/author/e-b-white'])(
    '%s is a browse URL',
    (path) => {
      expect(isBrowsePath(path)).toBe(true);
    },
  );

  it.each(['/', '/help/shipping', '/ca', '/ca/help', '/browser', '/browsers/x', '/ca/browsed', '/product/browse/123', '/fr/browse', '/cart'])(
    '%s is not',
    (path) => {
      expect(isBrowsePath(path)).toBe(false);
    },
  );

  it('sends no pageview for them, on either site', () => {
    expect(pageviewEvent('us', 'http://shop.test/browse?q=owls')).toBeNull();
    expect(pageviewEvent('us', 'http://shop.test/browse/books/picture-books?page=2')).toBeNull();
    expect(pageviewEvent('ca', 'http://shop.test/ca/browse')).toBeNull();
    expect(pageviewEvent('us', 'http://shop.test/us/browse/kids')).toBeNull();
  });
});

describe('pageview', () => {
  it('carries page_location and page_path, and page_title when there is one', () => {
    const event = pageviewEvent('ca', 'http://shop.test/ca/help/shipping?org=lakeshore#rates', 'Shipping | Bookfair Shop');
    expect(event).toEqual({
      name: 'pageview',
      site: 'ca',
      path: '/ca/help/shipping',
      page_location: 'http://shop.test/ca/help/shipping?org=lakeshore',
      page_title: 'Shipping | Bookfair Shop',
    });
    expect(toDataLayer(event!)).toEqual({
      event: 'pageview',
      page_location: 'http://shop.test/ca/help/shipping?org=lakeshore',
      page_path: '/ca/help/shipping',
      page_title: 'Shipping | Bookfair Shop',
    });
    expect(toDataLayer(pageviewEvent('us', 'http://shop.test/')!)).toEqual({ event: 'pageview', page_location: 'http://shop.test/', page_path: '/' });
  });

  it('never sends one-time tokens or personal data in the URL', () => {
    expect(redactLocation('https://shop.test/account/reset-password?token=abc123&site=us')).toBe('https://shop.test/account/reset-password?site=us');
    expect(redactLocation('https://u:p@shop.test/login?email=a%40b.c&returnUrl=%2Fcart&api_key=1&code=9&keyword=owl')).toBe(
      'https://shop.test/login?returnUrl=%2Fcart&keyword=owl',
    );
    expect(redactLocation('javascript:alert(1)')).toBeNull();
    expect(redactLocation('not a url')).toBeNull();
    expect(pageviewEvent('us', 'https://shop.test/account/reset-password?token=abc')?.page_location).toBe('https://shop.test/account/reset-password');
  });
});

describe('product events', () => {
  const names: ItemEventName[] = ['add_to_cart', 'remove_from_cart', 'add_to_wishlist', 'save_for_later'];

  it.each(names)('%s has the GA4 ecommerce shape with the site currency', (name) => {
    const us = itemsEvent(name, 'us', '/product/charlottes-web/9780064400558', [analyticsItem(book, 2)]);
    expect(toDataLayer(us)).toEqual({
      event: name,
      ecommerce: {
        currency: 'USD',
        value: 17.98,
        items: [{ item_id: '9780064400558', item_name: "Charlotte's Web", price: 8.99, quantity: 2, item_category: 'Books' }],
      },
    });
    const ca = itemsEvent(name, 'ca', '/ca/cart', [analyticsItem({ ...book, price: 11.5 }, 1)]);
    expect(toDataLayer(ca)).toMatchObject({ event: name, ecommerce: { currency: 'CAD', value: 11.5 } });
  });

  it('keeps prices decimal, to the cent, and sums the value in cents', () => {
    const items = [analyticsItem({ sku: 'A-1', title: 'A', price: 0.1 }, 3), analyticsItem({ sku: 'B-2', title: 'B', price: 19.999 }, 1)];
    expect(items.map((item) => item.price)).toEqual([0.1, 20]);
    expect(itemsEvent('add_to_cart', 'us', '/', items)).toMatchObject({ ecommerce: { value: 20.3 } });
    expect(analyticsItem({ sku: 'C', title: 'C', price: 5 }, 1)).not.toHaveProperty('item_category');
  });

  it('takes the actual price of the site from a cart line and from a catalogue product', () => {
    const line = { sku: 'X-1', title: 'Owl Moon', sale_price_usd: 7.99, sale_price_cad: 10.49, regular_price_usd: 9.99 };
    expect(cartItemForAnalytics('us', line)).toEqual({ sku: 'X-1', title: 'Owl Moon', price: 7.99 });
    expect(cartItemForAnalytics('ca', line)).toEqual({ sku: 'X-1', title: 'Owl Moon', price: 10.49 });
    expect(productForAnalytics({ sku: 'X-1', title: 'Owl Moon', department: 'Kids', prices: { actual: 1049 } })).toEqual({
      sku: 'X-1',
      title: 'Owl Moon',
      price: 10.49,
      category: 'Kids',
    });
  });
});

describe('limits', () => {
  it('keeps every field within what POST /api/events takes, so one odd value never costs a batch', () => {
    const long = 'x'.repeat(1000);
    const item = analyticsItem({ sku: 'A-1', title: ` ${long} `, price: 1, category: long }, 1);
    expect(item.item_name).toHaveLength(EVENT_LIMITS.title);
    expect(item.item_category).toHaveLength(EVENT_LIMITS.category);
    expect(analyticsItem({ sku: 'A-1', title: 'A', price: 1, category: '  ' }, 1)).not.toHaveProperty('item_category');
    expect(itemsEvent('add_to_cart', 'us', `/${long}`, [item]).path).toHaveLength(EVENT_LIMITS.path);
    expect(signUpEvent('us', 'no-slash', long)).toEqual({ name: 'sign_up', site: 'us', path: '/', method: 'x'.repeat(EVENT_LIMITS.method) });
    expect(applyCouponEvent('us', '/cart', long).coupon).toHaveLength(EVENT_LIMITS.coupon);
    expect(refundEvent('us', '/', long, 1).ecommerce).toMatchObject({ transaction_id: 'x'.repeat(EVENT_LIMITS.transaction) });
    expect(pageviewEvent('us', `http://shop.test/help?q=${long}${long}${long}`, long)).toEqual({
      name: 'pageview',
      site: 'us',
      path: '/help',
      page_location: 'http://shop.test/help',
      page_title: 'x'.repeat(EVENT_LIMITS.title),
    });
    expect(pageviewEvent('us', `http://shop.test/${long}`)).toBeNull();
  });
});

describe('other events', () => {
  it('sign_up carries the method', () => {
    expect(toDataLayer(signUpEvent('us', '/account/create', 'email'))).toEqual({ event: 'sign_up', method: 'email' });
  });

  it('apply_coupon carries the code, upper-cased', () => {
    const event = applyCouponEvent('ca', '/ca/cart', ' read10 ');
    expect(event).toEqual({ name: 'apply_coupon', site: 'ca', path: '/ca/cart', coupon: 'READ10' });
    expect(toDataLayer(event)).toEqual({ event: 'apply_coupon', coupon: 'READ10' });
  });

  it('refund carries the order and the amount in the site currency', () => {
    expect(toDataLayer(refundEvent('ca', '/ca/account/orders', 'BF-1001', 24.5))).toEqual({
      event: 'refund',
      ecommerce: { currency: 'CAD', transaction_id: 'BF-1001', value: 24.5, items: [] },
    });
    const partial = refundEvent('us', '/', 'BF-1002', 8.99, [analyticsItem(book, 1)]);
    expect(toDataLayer(partial)).toMatchObject({ ecommerce: { currency: 'USD', value: 8.99, items: [{ item_id: book.sku, price: 8.99, quantity: 1 }] } });
  });
});
