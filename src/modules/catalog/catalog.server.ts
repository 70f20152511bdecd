import 'server-only';
import { and, arrayContains, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/db';
import { SITES, type SiteId } from '@/modules/regions';
import { ageRangeLabel, coverUrl, domainsToSites, gradeRangeLabel, parseCategorySubject, productUrlSlug } from './presentation';
import type { CoverInput } from './cover';
import { pricesIn } from './prices';
import { authors, productAuthors, productListItems, productLists, products } from './schema';
import type { AuthorRef, ContributorRole, ProductDetail, ProductListSummary, ProductListWithItems, ProductSummary, SitePrices } from './types';

export type ProductRow = typeof products.$inferSelect;

const availableOn = (site: SiteId) => arrayContains(products.domainRestrictions, [SITES[site].domain]);

function pricesFor(row: ProductRow, site: SiteId): SitePrices {
  const { currency } = SITES[site];
  return { currency, ...pricesIn(row, currency) };
}

function toSummary(row: ProductRow, site: SiteId, byline: AuthorRef[]): ProductSummary {
  return {
    sku: row.sku,
    slug: productUrlSlug(row.title),
    title: row.title,
    subtitle: row.subtitle,
    authors: byline,
    format: row.format,
    department: row.department,
    productType: row.productType,
    ageRange: ageRangeLabel(row.ageMin, row.ageMax),
    prices: pricesFor(row, site),
    inStock: row.stock > 0,
    coverUrl: coverUrl(row.sku),
  };
}

function toDetail(row: ProductRow, site: SiteId, byline: AuthorRef[]): ProductDetail {
  return {
    ...toSummary(row, site, byline),
    description: row.description,
    isbn13: row.isbn13,
    pages: row.pages,
    publisher: row.publisher,
    publicationDate: row.publicationDate,
    gradeRange: gradeRangeLabel(row.gradeMin, row.gradeMax),
    series: row.series,
    seriesNumber: row.seriesNumber,
    tags: row.tags,
    categorySubjects: row.categorySubjects.map(parseCategorySubject),
    availableOn: domainsToSites(row.domainRestrictions),
    stock: row.stock,
    maxPurchaseQty: row.maxPurchaseQty,
    taxCode: row.taxCode,
  };
}

const contributorRole = (role: string): ContributorRole => (role === 'illustrator' || role === 'editor' ? role : 'author');

async function bylines(db: Db, productIds: number[]): Promise<Map<number, AuthorRef[]>> {
  const byProduct = new Map<number, AuthorRef[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productAuthors.productId, firstName: authors.firstName, lastName: authors.lastName, slug: authors.slug, role: productAuthors.role })
    .from(productAuthors)
    .innerJoin(authors, eq(authors.id, productAuthors.authorId))
    .where(inArray(productAuthors.productId, productIds))
    .orderBy(asc(productAuthors.productId), asc(productAuthors.position));
  for (const { productId, role, ...author } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push({ ...author, role: contributorRole(role) });
    byProduct.set(productId, list);
  }
  return byProduct;
}

/** App-shaped summaries of product rows for one site, with their authors. */
export async function productSummaries(db: Db, rows: ProductRow[], site: SiteId): Promise<ProductSummary[]> {
  const byProduct = await bylines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, site, byProduct.get(row.id) ?? []));
}

/** Products by id in the order given, leaving out any no longer available on the site. */
export async function productSummariesByIds(ids: number[], site: SiteId, db?: Db): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const database = db ?? (await getDb());
  const rows = await database
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), availableOn(site)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return productSummaries(
    database,
    ids.flatMap((id) => byId.get(id) ?? []),
    site,
  );
}

/** A product as shown on one site, or null when it is unknown or not available there. */
export async function getProduct(sku: string, site: SiteId, db?: Db): Promise<ProductDetail | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select()
    .from(products)
    .where(and(eq(products.sku, sku), availableOn(site)))
    .limit(1);
  if (!row) return null;
  const byProduct = await bylines(database, [row.id]);
  return toDetail(row, site, byProduct.get(row.id) ?? []);
}

/** What a generated cover needs, whatever the site. */
export async function getCoverData(sku: string, db?: Db): Promise<CoverInput | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      subtitle: products.subtitle,
      department: products.department,
      format: products.format,
      productType: products.productType,
    })
    .from(products)
    .where(eq(products.sku, sku))
    .limit(1);
  if (!row) return null;
  const first = (await bylines(database, [row.id])).get(row.id)?.[0];
  const { id: _id, ...cover } = row;
  return { ...cover, author: first ? `${first.firstName} ${first.lastName}` : null };
}

/** Same series first (in series order), then the same subject, most popular first. */
export async function getRelatedProducts(product: ProductDetail, site: SiteId, limit = 8, db?: Db): Promise<ProductSummary[]> {
  const database = db ?? (await getDb());
  const found: ProductRow[] = [];
  if (product.series) {
    found.push(
      ...(await database
        .select()
        .from(products)
        .where(and(eq(products.series, product.series), ne(products.sku, product.sku), availableOn(site)))
        .orderBy(asc(products.seriesNumber))
        .limit(limit)),
    );
  }
  const firstPair = product.categorySubjects[0];
  if (found.length < limit && firstPair) {
    const pair = `${firstPair.category}|${firstPair.subject}`;
    const exclude = [product.sku, ...found.map((row) => row.sku)];
    found.push(
      ...(await database
        .select()
        .from(products)
        .where(
          and(
            arrayContains(products.categorySubjects, [pair]),
            eq(products.department, product.department),
            availableOn(site),
            sql`${products.sku} <> ALL(${sql.param(exclude)}::text[])`,
          ),
        )
        .orderBy(desc(products.popularity))
        .limit(limit - found.length)),
    );
  }
  return productSummaries(database, found, site);
}

export async function getNewArrivals(site: SiteId, limit = 12, db?: Db): Promise<ProductSummary[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select()
    .from(products)
    .where(and(availableOn(site), eq(products.productType, 'book')))
    .orderBy(desc(products.createdAt))
    .limit(limit);
  return productSummaries(database, rows, site);
}

export async function getLists(site: SiteId, kind: 'curated' | 'bestseller', db?: Db): Promise<ProductListSummary[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select({ slug: productLists.slug, kind: productLists.kind, title: productLists.title, description: productLists.description })
    .from(productLists)
    .where(and(eq(productLists.site, site), eq(productLists.kind, kind)))
    .orderBy(asc(productLists.position));
  return rows;
}

/** A list with its products in list order, only those available on the site. */
export async function getList(site: SiteId, kind: 'curated' | 'bestseller', slug: string, limit = 50, db?: Db): Promise<ProductListWithItems | null> {
  const database = db ?? (await getDb());
  const [list] = await database
    .select()
    .from(productLists)
    .where(and(eq(productLists.site, site), eq(productLists.kind, kind), eq(productLists.slug, slug)))
    .limit(1);
  if (!list) return null;
  const rows = await database
    .select({ product: products })
    .from(productListItems)
    .innerJoin(products, eq(products.id, productListItems.productId))
    .where(and(eq(productListItems.listId, list.id), availableOn(site)))
    .orderBy(asc(productListItems.position))
    .limit(limit);
  return {
    slug: list.slug,
    kind: list.kind,
    title: list.title,
    description: list.description,
    products: await productSummaries(
      database,
      rows.map((row) => row.product),
      site,
    ),
  };
}

export async function getListSummary(site: SiteId, kind: 'curated' | 'bestseller', slug: string, db?: Db): Promise<ProductListSummary | null> {
  const database = db ?? (await getDb());
  const [list] = await database
    .select({ slug: productLists.slug, kind: productLists.kind, title: productLists.title, description: productLists.description })
    .from(productLists)
    .where(and(eq(productLists.site, site), eq(productLists.kind, kind), eq(productLists.slug, slug)))
    .limit(1);
  return list ?? null;
}

export interface CategoryCount {
  category: string;
  count: number;
  subjects: Array<{ subject: string; count: number }>;
}

/** Every category sold on a site, with its subjects and how many products each has there. */
export async function getCategoryCounts(site: SiteId, db?: Db): Promise<CategoryCount[]> {
  const database = db ?? (await getDb());
  const rows = await queryRows<{ category: string; subject: string; count: number }>(
    database,
    sql`SELECT split_part(pair, '|', 1) AS category, split_part(pair, '|', 2) AS subject, count(*)::int AS count
        FROM ${products}, unnest(${products.categorySubjects}) AS pair
        WHERE ${availableOn(site)}
        GROUP BY 1, 2`,
  );
  const byCategory = new Map<string, CategoryCount>();
  for (const row of rows) {
    const entry = byCategory.get(row.category) ?? { category: row.category, count: 0, subjects: [] };
    entry.count += Number(row.count);
    entry.subjects.push({ subject: row.subject, count: Number(row.count) });
    byCategory.set(row.category, entry);
  }
  return [...byCategory.values()]
    .map((entry) => ({ ...entry, subjects: entry.subjects.sort((a, b) => b.count - a.count || a.subject.localeCompare(b.subject)) }))
    .sort((a, b) => b.count - a.count);
}
