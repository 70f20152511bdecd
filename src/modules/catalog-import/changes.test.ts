import { describe, expect, it } from 'vitest';
import { authorSlug, decideChange, type ExistingProduct, type ProductRow, type ProductValues } from './changes';
import type { ImportedProduct } from './types';

const book: ImportedProduct = {
  sku: '9781990000010',
  isbn13: '9781990000010',
  productType: 'book',
  title: 'The Dinosaur Who Collected Clouds',
  department: 'Kids',
  format: 'Hardcover',
  taxCode: 'BOOK',
  sites: ['us', 'ca'],
  prices: { us: { price: 1799 }, ca: { price: 2399 } },
  subtitle: null,
  description: 'A gentle story.',
  pages: 32,
  contributors: [
    { firstName: 'Wren', lastName: 'Okafor', role: 'author' },
    { firstName: 'Tomas', lastName: 'Lindqvist', role: 'illustrator' },
  ],
  categorySubjects: ['Fiction|Dinosaurs'],
  stock: 120,
};

/** The catalogue after a create or update: the row as the database would hold it. */
function stored(values: ProductValues, contributors: ImportedProduct['contributors'], previous?: ProductRow): ExistingProduct {
  return {
    row: { ...values, id: 7, stock: values.stock ?? previous?.stock ?? 0, popularity: 0, createdAt: new Date(0), updatedAt: new Date(0) },
    contributors: (contributors ?? []).map((contributor) => ({ slug: authorSlug(contributor), role: contributor.role })),
  };
}

function created(product: ImportedProduct): ExistingProduct {
  const change = decideChange(product, undefined, undefined);
  if (change.action !== 'create') throw new Error(`expected a creation, got ${change.action}`);
  return stored(change.values, change.contributors);
}

describe('deciding what an import changes', () => {
  it('creates a new product with every column filled, defaults where the feed says nothing', () => {
    const change = decideChange({ ...book, stock: undefined, prices: { us: { price: 1799 } }, sites: ['us'] }, undefined, undefined);
    expect(change).toMatchObject({
      action: 'create',
      values: {
        sku: '9781990000010',
        authorNames: 'Wren Okafor; Tomas Lindqvist',
        domainRestrictions: ['.com'],
        listPriceUsd: 1799,
        regularPriceUsd: 1799,
        salePriceUsd: null,
        actualPriceUsd: 1799,
        listPriceCad: 0,
        regularPriceCad: 0,
        salePriceCad: null,
        actualPriceCad: 0,
        stock: 0,
        tags: [],
        maxPurchaseQty: 10,
        publisher: null,
        series: null,
      },
    });
  });

  it('changes nothing when the same record comes again', () => {
    expect(decideChange(book, created(book), created(book).row)).toEqual({ action: 'unchanged' });
  });

  it('does not count an unknown stock as a change, but a different one', () => {
    const existing = created(book);
    expect(decideChange({ ...book, stock: undefined }, existing, existing.row)).toEqual({ action: 'unchanged' });
    expect(decideChange({ ...book, stock: 80 }, existing, existing.row)).toMatchObject({ action: 'update', id: 7, values: { stock: 80 }, contributors: null });
  });

  it('updates a changed price, keeping a sale the feed does not mention while it is still a sale', () => {
    const existing = created(book);
    existing.row.salePriceUsd = 1499;
    existing.row.actualPriceUsd = 1499;
    expect(decideChange({ ...book, prices: { ...book.prices, us: { price: 1899 } } }, existing, existing.row)).toMatchObject({
      action: 'update',
      values: { listPriceUsd: 1899, regularPriceUsd: 1899, salePriceUsd: 1499, actualPriceUsd: 1499, listPriceCad: 2399 },
    });
    expect(decideChange({ ...book, prices: { ...book.prices, us: { price: 1299 } } }, existing, existing.row)).toMatchObject({
      values: { regularPriceUsd: 1299, salePriceUsd: null, actualPriceUsd: 1299 },
    });
    expect(decideChange({ ...book, prices: { ...book.prices, us: { price: 1799, sale: null } } }, existing, existing.row)).toMatchObject({
      values: { salePriceUsd: null, actualPriceUsd: 1799 },
    });
  });

  it('relinks contributors only when the byline changed', () => {
    const existing = created(book);
    const swapped = { ...book, contributors: [...book.contributors!].reverse() };
    expect(decideChange(swapped, existing, existing.row)).toMatchObject({
      action: 'update',
      contributors: swapped.contributors,
      values: { authorNames: 'Tomas Lindqvist; Wren Okafor' },
    });
  });

  it('leaves what a feed does not carry as it is', () => {
    const toy: ImportedProduct = {
      sku: 'T-1',
      isbn13: null,
      productType: 'toy',
      title: 'Plush',
      department: 'Toys & Activities',
      format: 'Plush',
      taxCode: 'GENERAL',
      sites: ['us'],
      prices: { us: { price: 999 } },
    };
    const existing = created({ ...toy, tags: ['staff-pick'], description: 'Soft.', maxPurchaseQty: 3 });
    existing.row.popularity = 500;
    expect(decideChange(toy, existing, existing.row)).toEqual({ action: 'unchanged' });
    expect(decideChange({ ...toy, tags: [] }, existing, existing.row)).toMatchObject({
      action: 'update',
      values: { tags: [], description: 'Soft.', maxPurchaseQty: 3 },
    });
  });

  it('withdraws a book its rights no longer allow, keeping its prices, but never creates one', () => {
    const existing = created(book);
    const withdrawn = { ...book, sites: [], prices: {} };
    expect(decideChange(withdrawn, existing, existing.row)).toMatchObject({
      action: 'update',
      values: { domainRestrictions: [], listPriceUsd: 1799, listPriceCad: 2399 },
    });
    expect(decideChange(withdrawn, undefined, undefined)).toMatchObject({
      action: 'reject',
      reason: expect.stringMatching(/not for sale in the US or Canada/),
    });
  });

  it('refuses to take over another product’s SKU or to turn a book into a toy', () => {
    const existing = created(book);
    expect(decideChange(book, undefined, existing.row)).toMatchObject({
      action: 'reject',
      reason: expect.stringMatching(/already belongs to another product/),
    });
    const toy: ImportedProduct = { ...book, isbn13: null, productType: 'toy', contributors: undefined };
    expect(decideChange(toy, existing, existing.row)).toMatchObject({ action: 'reject', reason: expect.stringMatching(/is a book in the catalogue/) });
  });
});
