import 'server-only';
import { getDb } from '@/db';
import { createIndexedSearchEngine } from './indexed-engine.server';

export { createIndexedSearchEngine, type IndexedSearchEngine } from './indexed-engine.server';

/** The search engine of this process. */
export const searchEngine = createIndexedSearchEngine(getDb);
