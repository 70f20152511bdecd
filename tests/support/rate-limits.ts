import { beforeEach } from 'vitest';
import { memoryCounterStore, setRateLimitStore } from '@/modules/rate-limits/index.server';

/**
 * Every test counts its rate limits in a fresh memory store unless it says otherwise (in its own beforeEach): unit tests
 * have no database, a database test that is not about the limits must not write the process's default database, and
 * no test's requests use up another's allowance. The store's own tests (rate-limits/*.int.test.ts) pass their store
 * explicitly, and the two-process e2e test uses the real one.
 */
setRateLimitStore(memoryCounterStore());
beforeEach(() => setRateLimitStore(memoryCounterStore()));
