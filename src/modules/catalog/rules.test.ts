import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actualPrice, capQuantity, floorSubtotal, isAvailableInLocale, productSlug, roundTo, roundToText } from './rules';

describe('actualPrice', () => {
  it('is the sale price when there is one, else the regular price', () => {
    expect(actualPrice({ regular: 1999, sale: 1499 })).toBe(1499);
    expect(actualPrice({ regular: 1999, sale: null })).toBe(1999);
    expect(actualPrice({ regular: 1999, sale: 0 })).toBe(0);
  });
});

describe('productSlug', () => {
  it.each([
    ['The Very Hungry Caterpillar', 'the-very-hungry-caterpillar'],
    ["Alice's Adventures in Wonderland", 'alices-adventures-in-wonderland'],
    ['  Goodnight,   Moon!  ', 'goodnight-moon'],
    ['10 Little Dinosaurs: A Counting Book', '10-little-dinosaurs-a-counting-book'],
    ['Émile et les détectives', 'émile-et-les-détectives'],
    ['???', ''],
  ])('%s → %s', (title, slug) => {
    expect(productSlug(title)).toBe(slug);
  });

  it('only ever yields lowercase letters, digits and single hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const slug = productSlug(title);
        expect(slug).not.toMatch(/--|^-|-$|\s/);
        expect(slug).toBe(slug.toLowerCase());
      }),
    );
  });
});

describe('isAvailableInLocale', () => {
  it('matches the site domain of the locale', () => {
    expect(isAvailableInLocale(['.com', '.ca'], 'en-US')).toBe(true);
    expect(isAvailableInLocale(['.com'], 'en-CA')).toBe(false);
    expect(isAvailableInLocale(['.ca'], 'en-CA')).toBe(true);
    expect(isAvailableInLocale(['.ca'], 'en-US')).toBe(false);
  });

  it('never makes a product available in another locale', () => {
    expect(isAvailableInLocale(['.com', '.ca'], 'fr-FR')).toBe(false);
    expect(isAvailableInLocale(['.com', '.ca'], 'en-us')).toBe(false);
    expect(isAvailableInLocale([], 'en-US')).toBe(false);
  });
});

describe('roundTo and roundToText', () => {
  it('rounds to 2 decimals by default, half away from zero', () => {
    expect(roundTo(1.005)).toBe(1.01);
    expect(roundTo(2.675)).toBe(2.68);
    expect(roundTo(-1.005)).toBe(-1.01);
    expect(roundTo(10)).toBe(10);
  });

  it('takes other decimal counts', () => {
    expect(roundTo(1.23456, 3)).toBe(1.235);
    expect(roundTo(1.5, 0)).toBe(2);
  });

  it('has a text form with fixed decimals', () => {
    expect(roundToText(7)).toBe('7.00');
    expect(roundToText(7.999)).toBe('8.00');
    expect(roundToText(0.1 + 0.2)).toBe('0.30');
    expect(roundToText(3.14159, 3)).toBe('3.142');
  });
});

describe('capQuantity', () => {
  it('never exceeds max_purchase_qty', () => {
    expect(capQuantity(12, 10)).toBe(10);
    expect(capQuantity(3, 10)).toBe(3);
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 99 }), (quantity, max) => {
        const capped = capQuantity(quantity, max);
        expect(capped).toBeLessThanOrEqual(max);
        expect(capped).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(capped)).toBe(true);
      }),
    );
  });

  it('turns negative, fractional and non-numbers into whole quantities', () => {
    expect(capQuantity(-4, 10)).toBe(0);
    expect(capQuantity(2.7, 10)).toBe(2);
    expect(capQuantity(Number.NaN, 10)).toBe(0);
  });
});

describe('floorSubtotal', () => {
  it('is never negative', () => {
    expect(floorSubtotal(-250)).toBe(0);
    expect(floorSubtotal(0)).toBe(0);
    expect(floorSubtotal(1299)).toBe(1299);
  });
});
