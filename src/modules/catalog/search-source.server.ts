import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '@/db';
import type { SiteId } from '@/modules/regions';
import { domainsToSites } from './presentation';
import { authors, catalogueRevision, productAuthors, productListItems, productLists, products } from './schema';

/** A product as a search index reads it: the fields it matches, filters and sorts on. */
export interface SearchableProduct {
  productId: number;
  sku: string;
  isbn13: string | null;
  title: string;
  subtitle: string | null;
  authorNames: string;
  series: string | null;
  categorySubjects: string[];
  description: string;
  department: string;
  format: string;
  tags: string[];
  sites: SiteId[];
  priceUsd: number;
  priceCad: number;
  ageMin: number | null;
  ageMax: number | null;
  popularity: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** In byline order. */
  authorIds: number[];
}

export interface SearchableAuthor {
  id: number;
  slug: string;
  firstName: string;
  lastName: string;
}

export interface SearchableList {
  site: SiteId;
  kind: 'curated' | 'bestseller';
  slug: string;
  productIds: number[];
}

/** The whole catalogue at one revision, as a search index is built from it. */
export interface CatalogueSnapshot {
  revision: number;
  products: SearchableProduct[];
  authors: SearchableAuthor[];
  lists: SearchableList[];
}

/** The catalogue's revision, raised by every change that a search index must see. */
export async function catalogueRevisionNumber(db: Db): Promise<number> {
  const [row] = await db.select({ revision: catalogueRevision.revision }).from(catalogueRevision);
  return Number(row?.revision ?? 0);
}

/** A list's products in their order now; null when the site has no such list. */
export async function listProductIds(db: Db, site: SiteId, list: { kind: 'curated' | 'bestseller'; slug: string }): Promise<number[] | null> {
  const rows = await db
    .select({ productId: productListItems.productId })
    .from(productLists)
    .leftJoin(productListItems, eq(productListItems.listId, productLists.id))
    .where(and(eq(productLists.site, site), eq(productLists.kind, list.kind), eq(productLists.slug, list.slug)))
    .orderBy(asc(productListItems.position), asc(productListItems.productId));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
}

/** Everything a search index needs from the catalogue, read in one transaction so it matches one revision. */
export async function catalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  return inTransaction(db, async (tx) => {
    const revision = await catalogueRevisionNumber(tx);
    const rows = await tx
      .select({
        productId: products.id,
        sku: products.sku,
        isbn13: products.isbn13,
        title: products.title,
        subtitle: products.subtitle,
        authorNames: products.authorNames,
        series: products.series,
        categorySubjects: products.categorySubjects,
        description: products.description,
        department: products.department,
        format: products.format,
        tags: products.tags,
        domains: products.domainRestrictions,
        priceUsd: products.actualPriceUsd,
        priceCad: products.actualPriceCad,
        ageMin: products.ageMin,
        ageMax: products.ageMax,
        popularity: products.popularity,
        createdAt: sql<number>`(extract(epoch from ${products.createdAt}) * 1000)::float8`,
      })
      .from(products);
    const links = await tx
      .select({ productId: productAuthors.productId, authorId: productAuthors.authorId })
      .from(productAuthors)
      .orderBy(asc(productAuthors.productId), asc(productAuthors.position));
    const authorRows = await tx
      .select({ id: authors.id, slug: authors.slug, firstName: authors.firstName, lastName: authors.lastName })
      .from(authors)
      .orderBy(asc(authors.id));
    const listRows = await tx
      .select({ listId: productLists.id, site: productLists.site, kind: productLists.kind, slug: productLists.slug, productId: productListItems.productId })
      .from(productListItems)
      .innerJoin(productLists, sql`${productLists.id} = ${productListItems.listId}`)
      .orderBy(asc(productLists.id), asc(productListItems.position));

    const authorIds = new Map<number, number[]>();
    for (const link of links) authorIds.set(link.productId, [...(authorIds.get(link.productId) ?? []), link.authorId]);
    const searchable: SearchableProduct[] = rows.map(({ domains, createdAt, ...row }) => ({
      ...row,
      sites: domainsToSites(domains),
      createdAt: Number(createdAt),
      authorIds: authorIds.get(row.productId) ?? [],
    }));
    const lists = new Map<number, SearchableList>();
    for (const row of listRows) {
      const list = lists.get(row.listId) ?? { site: row.site, kind: row.kind, slug: row.slug, productIds: [] };
      list.productIds.push(row.productId);
      lists.set(row.listId, list);
    }
    return { revision, products: searchable, authors: authorRows, lists: [...lists.values()] };
  });
}
