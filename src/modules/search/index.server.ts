import 'server-only';
import { getDb } from '@/db';
import { createPostgresSearchEngine } from './postgres-engine.server';

export { createPostgresSearchEngine, rebuildSearchTerms } from './postgres-engine.server';

/** The search engine of this process. */
export const searchEngine = createPostgresSearchEngine(getDb);
