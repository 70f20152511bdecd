import { describe, expect, it } from 'vitest';
import { isValidIsbn13 } from '@/modules/catalog';
import { generateCatalogue } from './catalogue';

const catalogue = generateCatalogue(12_000);

describe('generateCatalogue', () => {
  it('is deterministic for a seed and differs for another seed', () => {
    const again = generateCatalogue(300);
    expect(generateCatalogue(300)).toEqual(again);
    expect(generateCatalogue(300, 7).products.map((p) => p.title)).not.toEqual(again.products.map((p) => p.title));
  });

  it('makes 12,000 products across every department with unique skus', () => {
    expect(catalogue.products).toHaveLength(12_000);
    const departments = new Set(catalogue.products.map((p) => p.department));
    expect([...departments].sort()).toEqual(['Books', 'Gifts', 'Kids', 'Nonfiction', 'Toys & Activities', 'Tweens', 'Young Adult']);
    expect(new Set(catalogue.products.map((p) => p.sku)).size).toBe(12_000);
  });

  it('gives every book a valid ISBN-13 and no ISBN to toys and gifts', () => {
    for (const product of catalogue.products) {
      if (product.productType === 'book') expect(isValidIsbn13(product.isbn13 ?? '')).toBe(true);
      else expect(product.isbn13).toBeNull();
    }
  });

  it('prices both currencies in whole cents with actual = sale ?? regular ≤ list', () => {
    for (const p of catalogue.products) {
      for (const cents of [p.listPriceUsd, p.regularPriceUsd, p.actualPriceUsd, p.listPriceCad, p.regularPriceCad, p.actualPriceCad]) {
        expect(Number.isInteger(cents) && cents > 0).toBe(true);
      }
      expect(p.actualPriceUsd).toBe(p.salePriceUsd ?? p.regularPriceUsd);
      expect(p.actualPriceCad).toBe(p.salePriceCad ?? p.regularPriceCad);
      expect(p.actualPriceUsd).toBeLessThanOrEqual(p.listPriceUsd);
    }
    expect(catalogue.products.filter((p) => p.salePriceUsd !== null).length).toBeGreaterThan(1000);
  });

  it('restricts some products to one site and leaves a few out of stock', () => {
    const only = (domain: string) => catalogue.products.filter((p) => p.domainRestrictions.length === 1 && p.domainRestrictions[0] === domain).length;
    expect(only('.ca')).toBeGreaterThan(100);
    expect(only('.com')).toBeGreaterThan(100);
    const outOfStock = catalogue.products.filter((p) => p.stock === 0).length;
    expect(outOfStock).toBeGreaterThan(10);
    expect(outOfStock).toBeLessThan(600);
  });

  it('covers the spec age ranges, formats, series, subjects and the new-this-week tag', () => {
    const ages = new Set(catalogue.products.filter((p) => p.ageMin !== null).map((p) => `${p.ageMin}-${p.ageMax}`));
    for (const band of ['0-2', '3-5', '6-8', '9-12', '13-18']) expect(ages).toContain(band);
    const formats = new Set(catalogue.products.map((p) => p.format));
    for (const format of ['Hardcover', 'Paperback', 'Board Book', 'Boxed Set']) expect(formats).toContain(format);
    expect(catalogue.products.filter((p) => p.series).length).toBeGreaterThan(500);
    expect(catalogue.products.filter((p) => p.tags.includes('new-this-week')).length).toBeGreaterThan(50);
    expect(catalogue.products.every((p) => p.categorySubjects.every((pair) => /^[^|]+\|[^|]+$/.test(pair)))).toBe(true);
  });

  it('builds curated and bestseller lists per site from products sold on that site, bestsellers by popularity', () => {
    for (const site of ['us', 'ca'] as const) {
      const domain = site === 'us' ? '.com' : '.ca';
      const lists = catalogue.lists.filter((list) => list.site === site);
      expect(lists.filter((list) => list.kind === 'bestseller').length).toBeGreaterThanOrEqual(5);
      expect(lists.filter((list) => list.kind === 'curated').length).toBeGreaterThanOrEqual(8);
      for (const list of lists) {
        for (const index of list.productIndexes) expect(catalogue.products[index]!.domainRestrictions).toContain(domain);
      }
      const overall = lists.find((list) => list.slug === 'overall')!;
      const popularity = overall.productIndexes.map((index) => catalogue.products[index]!.popularity);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    }
  });

  it('credits every book to at least one author', () => {
    for (const product of catalogue.products.filter((p) => p.productType === 'book')) {
      expect(product.authorIndexes.length).toBeGreaterThan(0);
      for (const index of product.authorIndexes) expect(catalogue.authors[index]).toBeDefined();
    }
    expect(new Set(catalogue.authors.map((a) => a.slug)).size).toBe(catalogue.authors.length);
  });
});

describe('generateCatalogue bylines', () => {
  it('never credits the same author twice on one product', () => {
    for (const product of catalogue.products) expect(new Set(product.authorIndexes).size).toBe(product.authorIndexes.length);
  });
});
