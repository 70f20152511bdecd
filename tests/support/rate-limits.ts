import { memoryCounterStore, setRateLimitStore } from '@/modules/rate-limits/index.server';

/**
 * Every test file counts its rate limits in memory of its own unless it says otherwise: unit tests have no database,
 * and a database test that is not about the limits must not write the process's default database. The store's own
 * tests (rate-limits/*.int.test.ts) and the two-process e2e test use the shared stores.
 */
setRateLimitStore(memoryCounterStore());
