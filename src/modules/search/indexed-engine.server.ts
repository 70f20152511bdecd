import 'server-only';
import type { Db } from '@/db';
import { logger } from '@/lib/logger';
import { catalogueRevisionNumber, catalogueSnapshot, listProductIds, productSummariesByIds } from '@/modules/catalog/index.server';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, type AutocompleteResult, type SearchEngine, type SearchRequest, type SearchResult } from './engine';
import { presentFacets } from './facets';
import { autocompleteIndex, buildSearchIndex, searchIndex, type SearchIndex } from './search-index';

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

/**
 * Everything search needs from the catalogue at one revision; the index is built after the catalogue's read
 * transaction, so PGlite's single connection is free for other requests meanwhile.
 */
async function loadIndex(db: Db): Promise<Built> {
  const snapshot = await catalogueSnapshot(db);
  const index = await buildSearchIndex(
    { documents: snapshot.products, authors: snapshot.authors, lists: snapshot.lists },
    () => new Promise((resolve) => setImmediate(resolve)),
  );
  return { index, revision: snapshot.revision };
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
      if ((await catalogueRevisionNumber(db)) !== built.revision) {
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
      if (!built || (await catalogueRevisionNumber(db)) !== built.revision) await rebuild(db);
    },
  };
}
