import 'server-only';
import { getDb } from '@/db';
import { createIndexedSearchEngine, type IndexedSearchEngine } from './indexed-engine.server';

export { createIndexedSearchEngine, type IndexedSearchEngine } from './indexed-engine.server';

// Next bundles pages and route handlers separately; one engine (and one index in memory) per process, not per bundle.
const globalForSearch = globalThis as unknown as { __searchEngine?: IndexedSearchEngine };

/** The search engine of this process. */
export const searchEngine: IndexedSearchEngine = (globalForSearch.__searchEngine ??= createIndexedSearchEngine(getDb));
