import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '@/db';
import { logger } from '@/lib/logger';
import { domainsToSites } from '@/modules/catalog';
import { productSummariesByIds } from '@/modules/catalog/index.server';
import { authors, catalogueRevision, productAuthors, productListItems, productLists, products } from '@/modules/catalog/schema';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, type AutocompleteResult, type SearchEngine, type SearchRequest, type SearchResult } from './engine';
import { presentFacets } from './facets';
import { autocompleteIndex, buildSearchIndex, searchIndex, type IndexDocument, type SearchIndex } from './search-index';
import type { SiteId } from '@/modules/regions';

export interface IndexedSearchEngine extends SearchEngine {
  /** Rebuilds the index now if the catalogue changed since it was built. */
  refresh(): Promise<void>;
}

export interface IndexedSearchEngineOptions {
  /** How long a process may answer from its index before checking the catalogue revision again. */
  maxStalenessMs?: number;
}

interface Built {
  index: SearchIndex;
  revision: number;
}

/** A list's products in their order now; null when the site has no such list. */
async function listProductIds(db: Db, site: SiteId, list: { kind: 'curated' | 'bestseller'; slug: string }): Promise<number[] | null> {
  const rows = await db
    .select({ productId: productListItems.productId })
    .from(productLists)
    .leftJoin(productListItems, eq(productListItems.listId, productLists.id))
    .where(and(eq(productLists.site, site), eq(productLists.kind, list.kind), eq(productLists.slug, list.slug)))
    .orderBy(asc(productListItems.position), asc(productListItems.productId));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
}

async function readRevision(db: Db): Promise<number> {
  const [row] = await db.select({ revision: catalogueRevision.revision }).from(catalogueRevision);
  return Number(row?.revision ?? 0);
}

/**
 * Everything search needs from the catalogue, read in one transaction so the index matches one revision; built after
 * the transaction, so PGlite's single connection is free for other requests meanwhile.
 */
async function loadIndex(db: Db): Promise<Built> {
  const { revision, input } = await inTransaction(db, async (tx) => {
    const revision = await readRevision(tx);
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
    const documents: IndexDocument[] = rows.map(({ domains, createdAt, ...row }) => ({
      ...row,
      sites: domainsToSites(domains),
      createdAt: Number(createdAt),
      authorIds: authorIds.get(row.productId) ?? [],
    }));
    const lists = new Map<number, { site: SiteId; kind: 'curated' | 'bestseller'; slug: string; productIds: number[] }>();
    for (const row of listRows) {
      const list = lists.get(row.listId) ?? { site: row.site, kind: row.kind, slug: row.slug, productIds: [] };
      list.productIds.push(row.productId);
      lists.set(row.listId, list);
    }
    return { revision, input: { documents, authors: authorRows, lists: [...lists.values()] } };
  });
  const index = await buildSearchIndex(input, () => new Promise((resolve) => setImmediate(resolve)));
  return { index, revision };
}

/**
 * Search from an in-process index of the catalogue (decision record 004), rebuilt in the background when the catalogue
 * revision changes; each page's products come from the database, so prices and stock are always current.
 */
export function createIndexedSearchEngine(database: () => Promise<Db>, options: IndexedSearchEngineOptions = {}): IndexedSearchEngine {
  const maxStalenessMs = options.maxStalenessMs ?? 1000;
  let built: Built | null = null;
  let building: Promise<Built> | null = null;
  let checkedAt = 0;

  const rebuild = (db: Db): Promise<Built> => {
    building ??= (async () => {
      const started = performance.now();
      const next = await loadIndex(db);
      built = next;
      logger.info({ products: next.index.size, revision: next.revision, ms: Math.round(performance.now() - started) }, 'search index built');
      return next;
    })().finally(() => {
      building = null;
    });
    return building;
  };

  const currentIndex = async (db: Db): Promise<SearchIndex> => {
    if (!built) return (await rebuild(db)).index;
    const now = Date.now();
    if (now - checkedAt >= maxStalenessMs) {
      checkedAt = now;
      if ((await readRevision(db)) !== built.revision) {
        const next = rebuild(db);
        if (maxStalenessMs === 0) return (await next).index;
        next.catch((error: unknown) => logger.error({ err: error }, 'search index rebuild failed; answering from the previous index'));
      }
    }
    return built.index;
  };

  return {
    async search(request: SearchRequest): Promise<SearchResult> {
      const db = await database();
      const index = await currentIndex(db);
      const pageSize = Math.min(Math.max(Math.floor(request.pageSize ?? DEFAULT_PAGE_SIZE), 1), 96);
      const page = Math.min(Math.max(Math.floor(request.page ?? 1), 1), MAX_PAGE);
      // A list's members and order come from the database on each request: staff's reordering shows at once, without
      // waiting for the index to be rebuilt.
      const listed = request.list ? { listProductIds: await listProductIds(db, request.site, request.list) } : {};
      const result = searchIndex(index, { ...request, ...listed, offset: (page - 1) * pageSize, limit: pageSize, facets: request.facets !== false });
      const items = await productSummariesByIds(result.productIds, request.site, db);
      return {
        items,
        total: result.total,
        page,
        pageSize,
        sort: result.sort,
        facets: result.facets && presentFacets(result.facets, request.site),
        corrections: result.corrections,
        relaxed: result.relaxed,
      };
    },

    async autocomplete(site, q, limit = 3): Promise<AutocompleteResult> {
      const index = await currentIndex(await database());
      return autocompleteIndex(index, site, q, limit);
    },

    async refresh(): Promise<void> {
      checkedAt = 0;
      const db = await database();
      if (!built || (await readRevision(db)) !== built.revision) await rebuild(db);
    },
  };
}
