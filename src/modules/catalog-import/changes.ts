import { actualPrice, pricesIn, productSlug } from '@/modules/catalog';
import type { products } from '@/modules/catalog/schema';
import { SITES, type SiteId } from '@/modules/regions';
import type { Contributor, ImportedPrice, ImportedProduct } from './types';

export type ProductRow = typeof products.$inferSelect;

/** The product columns an import writes. `stock` null: the feed does not know it, so the catalogue's stays. */
export type ProductValues = Omit<ProductRow, 'id' | 'popularity' | 'createdAt' | 'updatedAt' | 'stock'> & { stock: number | null };

export interface ExistingProduct {
  row: ProductRow;
  /** Its authors, editors and illustrators in byline order. */
  contributors: Array<{ slug: string; role: string }>;
}

export type Change =
  | { action: 'create'; values: ProductValues & { stock: number }; contributors: Contributor[] }
  | { action: 'update'; id: number; values: ProductValues; contributors: Contributor[] | null }
  | { action: 'unchanged' }
  | { action: 'reject'; reason: string };

/** The authors table's key for a person, as the demo catalogue makes it ("montgomery-l-m"). */
export function authorSlug(contributor: Pick<Contributor, 'firstName' | 'lastName'>): string {
  return productSlug(`${contributor.lastName} ${contributor.firstName}`);
}

type PriceColumns = { list: number; regular: number; sale: number | null; actual: number };

/**
 * A feed's price is the list and the regular price. A sale price the feed does not mention stays while it is still
 * below the new price; the actual price is the sale price, else the regular one. A currency the feed does not price
 * keeps its columns (0 for a new product, which is then not sold where that currency is).
 */
function priceColumns(imported: ImportedPrice | undefined, current: PriceColumns | undefined): PriceColumns {
  if (!imported) return current ?? { list: 0, regular: 0, sale: null, actual: 0 };
  const wanted = imported.sale === undefined ? (current?.sale ?? null) : imported.sale;
  const sale = wanted !== null && wanted < imported.price ? wanted : null;
  return { list: imported.price, regular: imported.price, sale, actual: actualPrice({ regular: imported.price, sale }) };
}

function currentPrices(row: ProductRow | undefined, site: SiteId): PriceColumns | undefined {
  if (!row) return undefined;
  return pricesIn(row, SITES[site].currency);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

/**
 * What importing one record does to the catalogue: create it, update the columns and links that differ, nothing when
 * everything already matches (so importing a file twice changes nothing the second time), or reject it.
 *
 * `existing` is the product with the record's key (ISBN-13 for books, SKU otherwise); `skuHolder` is whichever product
 * already has the record's SKU, which must be the same one.
 */
export function decideChange(imported: ImportedProduct, existing: ExistingProduct | undefined, skuHolder: ProductRow | undefined): Change {
  const row = existing?.row;
  if (skuHolder && skuHolder.id !== row?.id) {
    return { action: 'reject', reason: `SKU ${imported.sku} already belongs to another product ("${skuHolder.title}")` };
  }
  if (row && (row.productType === 'book') !== (imported.productType === 'book')) {
    return { action: 'reject', reason: `SKU ${imported.sku} is a ${row.productType} in the catalogue; books come from ONIX, toys and gifts from CSV` };
  }
  if (!row && imported.sites.length === 0) {
    return { action: 'reject', reason: 'not for sale in the US or Canada (the sales rights allow neither), and not in the catalogue to withdraw' };
  }

  const keep = <T>(value: T | undefined, current: T | undefined, fallback: T): T => (value !== undefined ? value : row ? (current as T) : fallback);
  const contributors = imported.contributors?.filter((contributor) => authorSlug(contributor) !== '');
  const usd = priceColumns(imported.prices.us, currentPrices(row, 'us'));
  const cad = priceColumns(imported.prices.ca, currentPrices(row, 'ca'));
  const values: ProductValues = {
    sku: row?.sku ?? imported.sku,
    isbn13: imported.isbn13,
    productType: imported.productType,
    title: imported.title,
    subtitle: keep(imported.subtitle, row?.subtitle, null),
    description: keep(imported.description, row?.description, ''),
    department: imported.department,
    format: imported.format,
    pages: keep(imported.pages, row?.pages, null),
    publisher: keep(imported.publisher, row?.publisher, null),
    publicationDate: keep(imported.publicationDate, row?.publicationDate, null),
    ageMin: keep(imported.ageMin, row?.ageMin, null),
    ageMax: keep(imported.ageMax, row?.ageMax, null),
    gradeMin: keep(imported.gradeMin, row?.gradeMin, null),
    gradeMax: keep(imported.gradeMax, row?.gradeMax, null),
    series: keep(imported.series, row?.series, null),
    seriesNumber: keep(imported.seriesNumber, row?.seriesNumber, null),
    authorNames: keep(contributors?.map(({ firstName, lastName }) => `${firstName} ${lastName}`.trim()).join('; '), row?.authorNames, ''),
    tags: keep(imported.tags, row?.tags, []),
    categorySubjects: keep(imported.categorySubjects, row?.categorySubjects, []),
    domainRestrictions: imported.sites.map((site) => SITES[site].domain),
    listPriceUsd: usd.list,
    regularPriceUsd: usd.regular,
    salePriceUsd: usd.sale,
    actualPriceUsd: usd.actual,
    listPriceCad: cad.list,
    regularPriceCad: cad.regular,
    salePriceCad: cad.sale,
    actualPriceCad: cad.actual,
    maxPurchaseQty: keep(imported.maxPurchaseQty, row?.maxPurchaseQty, 10),
    stock: imported.stock ?? null,
    taxCode: imported.taxCode,
  };
  if (!row) return { action: 'create', values: { ...values, stock: values.stock ?? 0 }, contributors: contributors ?? [] };

  const linksChanged =
    contributors !== undefined &&
    !sameValue(
      contributors.map((contributor) => `${authorSlug(contributor)}:${contributor.role}`),
      existing!.contributors.map((contributor) => `${contributor.slug}:${contributor.role}`),
    );
  const columnsChanged = (Object.keys(values) as Array<keyof ProductValues>).some(
    (column) => !(column === 'stock' && values.stock === null) && !sameValue(values[column], row[column]),
  );
  if (!columnsChanged && !linksChanged) return { action: 'unchanged' };
  return { action: 'update', id: row.id, values, contributors: linksChanged ? contributors! : null };
}
