import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventBatchSchema } from './event-schema';
import { analyticsItem, applyCouponEvent, itemsEvent, pageviewEvent, refundEvent, signUpEvent, type AnalyticsEvent } from './events';

const book = { sku: '9780064400558', title: "Charlotte's Web", price: 8.99, category: 'Books' };
const valid: AnalyticsEvent[] = [
  pageviewEvent('us', 'http://shop.test/help/shipping', 'Shipping')!,
  itemsEvent('add_to_cart', 'us', '/product/x/9780064400558', [analyticsItem(book, 2)]),
  itemsEvent('remove_from_cart', 'ca', '/ca/cart', [analyticsItem({ ...book, price: 11.49 }, 1)]),
  itemsEvent('add_to_wishlist', 'us', '/', [analyticsItem(book, 1)]),
  itemsEvent('save_for_later', 'ca', '/ca/cart', [analyticsItem({ ...book, price: 0 }, 3)]),
  signUpEvent('us', '/account/create', 'email'),
  applyCouponEvent('ca', '/ca/cart', 'read10'),
  refundEvent('us', '/account/orders', 'BF-1001', 24.5),
];

const parse = (events: unknown) => eventBatchSchema.safeParse({ events });
const refusedFor = (event: unknown) => {
  const result = parse([event]);
  return result.success ? null : result.error.issues.map((issue) => issue.path.join('.')).join(' ');
};

describe('POST /api/events validation', () => {
  it('accepts every event the builders make, unchanged', () => {
    const result = parse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.events).toEqual(valid);
  });

  it('accepts a whole batch of 20 and refuses 21 or none', () => {
    expect(parse(Array.from({ length: 20 }, () => valid[1])).success).toBe(true);
    expect(parse(Array.from({ length: 21 }, () => valid[1])).success).toBe(false);
    expect(parse([]).success).toBe(false);
    expect(eventBatchSchema.safeParse({}).success).toBe(false);
    expect(eventBatchSchema.safeParse([valid[0]]).success).toBe(false);
  });

  it('whitelists the event names', () => {
    expect(refusedFor({ ...valid[5], name: 'purchase' })).toBe('events.0.name');
    expect(refusedFor({ ...valid[5], name: 'PAGEVIEW' })).toBe('events.0.name');
  });

  it('wants the site currency in decimal: finite, non-negative, to the cent', () => {
    const cart = itemsEvent('add_to_cart', 'us', '/product/x/9780064400558', [analyticsItem(book, 2)]);
    const withPrice = (price: number) => ({
      ...cart,
      ecommerce: { ...cart.ecommerce, value: price, items: [{ ...cart.ecommerce.items[0]!, price, quantity: 1 }] },
    });
    expect(refusedFor(withPrice(12.34))).toBeNull();
    expect(refusedFor(withPrice(-1))).toContain('price');
    expect(refusedFor(withPrice(8.999))).toContain('price');
    expect(refusedFor(withPrice(899))).toBeNull();
    expect(refusedFor(withPrice(Number.POSITIVE_INFINITY))).toContain('price');
    expect(refusedFor(withPrice(Number.NaN))).toContain('price');
    expect(refusedFor({ ...cart, ecommerce: { ...cart.ecommerce, currency: 'CAD' } })).toBe('events.0.ecommerce.currency');
    expect(refusedFor({ ...cart, ecommerce: { ...cart.ecommerce, value: 1 } })).toBe('events.0.ecommerce.value');
    expect(refusedFor({ ...cart, ecommerce: { ...cart.ecommerce, items: [] } })).toContain('events.0.ecommerce.items');
    expect(refusedFor({ ...cart, ecommerce: { ...cart.ecommerce, items: [{ ...cart.ecommerce.items[0]!, quantity: 1.5 }] } })).toContain('quantity');
  });

  it('bounds strings and refuses control characters', () => {
    expect(refusedFor({ ...valid[6], coupon: 'X'.repeat(41) })).toBe('events.0.coupon');
    expect(refusedFor({ ...valid[6], coupon: 'READ\u000010' })).toBe('events.0.coupon');
    expect(refusedFor({ ...valid[5], method: '' })).toBe('events.0.method');
    expect(refusedFor({ ...valid[0], path: `/${'a'.repeat(600)}` })).toBe('events.0.path');
    expect(refusedFor({ ...valid[0], path: 'help' })).toBe('events.0.path');
    expect(refusedFor({ ...valid[0], path: '/help?x=1' })).toBe('events.0.path');
    expect(refusedFor({ ...valid[0], page_location: 'javascript:alert(1)' })).toBe('events.0.page_location');
    expect(refusedFor({ ...valid[0], page_location: `http://shop.test/${'a'.repeat(2100)}` })).toBe('events.0.page_location');
    expect(refusedFor({ ...valid[1], site: 'fr' })).toContain('events.0.site');
  });

  it('never throws on arbitrary JSON: it either validates to a batch of known events or is refused', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.record({ events: fc.array(fc.jsonValue(), { maxLength: 25 }) })), (body) => {
        const result = eventBatchSchema.safeParse(body);
        if (result.success) {
          expect(result.data.events.length).toBeGreaterThan(0);
          expect(result.data.events.length).toBeLessThanOrEqual(20);
        } else {
          expect(result.error.issues.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on mutations of valid events, and what validates stays within bounds', () => {
    const keys = fc.constantFrom('name', 'site', 'path', 'ecommerce', 'method', 'coupon', 'page_location', 'page_title');
    const ecommerceKeys = fc.constantFrom('currency', 'value', 'items', 'transaction_id');
    const mutated = fc.oneof(
      fc.tuple(fc.constantFrom(...valid), keys, fc.jsonValue()).map(([event, key, value]) => ({ ...event, [key]: value })),
      fc
        .tuple(fc.constantFrom(...valid.filter((event) => 'ecommerce' in event)), ecommerceKeys, fc.jsonValue())
        .map(([event, key, value]) => ({ ...event, ecommerce: { ...(event as { ecommerce: object }).ecommerce, [key]: value } })),
    );
    fc.assert(
      fc.property(fc.array(mutated, { minLength: 1, maxLength: 5 }), (events) => {
        const result = parse(events);
        if (!result.success) return;
        for (const event of result.data.events) {
          expect(['us', 'ca']).toContain(event.site);
          expect(event.path.startsWith('/')).toBe(true);
          if ('ecommerce' in event) expect(Number.isFinite(event.ecommerce.value) && event.ecommerce.value >= 0).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
