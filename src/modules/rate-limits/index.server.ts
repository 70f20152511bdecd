import 'server-only';
import Redis from 'ioredis';
import { getDb } from '@/db';
import { env } from '@/lib/env';
import { rootCause } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { createRateLimiter, type CounterStore, type RateLimit, type RateLimiter } from './counters';
import { redisCounterStore } from './redis-store.server';
import { sqlCounterStore } from './sql-store.server';

export { createRateLimiter, memoryCounterStore, type Allowance, type CounterStore, type RateLimit, type RateLimiter } from './counters';
export { sqlCounterStore } from './sql-store.server';
export { redisCounterStore } from './redis-store.server';

const globalForLimits = globalThis as unknown as { __rateLimitStore?: CounterStore; __rateLimitRedis?: Redis };

/**
 * Redis, kept for the process: a failed command is reported at once rather than queued while the server is away, and
 * a lost connection is logged as one JSON line per attempt to reconnect (not ioredis's "Unhandled error event").
 */
function redisClient(url: string): Redis {
  globalForLimits.__rateLimitRedis ??= new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 3000, lazyConnect: false }).on('error', (error) =>
    logger.warn({ reason: rootCause(error) }, 'Redis (REDIS_URL) is unreachable: retrying'),
  );
  return globalForLimits.__rateLimitRedis;
}

/** The process's counter store (decision 009): Redis when REDIS_URL is set, else the shop's own database. */
export function rateLimitStore(): CounterStore {
  globalForLimits.__rateLimitStore ??= (() => {
    const url = env().REDIS_URL;
    return url ? redisCounterStore(redisClient(url)) : sqlCounterStore(getDb);
  })();
  return globalForLimits.__rateLimitStore;
}

/** Readiness (GET /api/ready): a PING to the counters' Redis, on the process's own client; null without REDIS_URL. */
export function rateLimitRedisProbe(): (() => Promise<unknown>) | null {
  const url = env().REDIS_URL;
  return url ? () => redisClient(url).ping() : null;
}

/** Tests: count in this store (e.g. memoryCounterStore()) instead; `undefined` goes back to the configured one. */
export function setRateLimitStore(store: CounterStore | undefined): void {
  globalForLimits.__rateLimitStore = store;
}

/** A limiter over the process's store, looked up on each call so a test's store applies to limiters made earlier. */
export function rateLimiter(limit: RateLimit, clock: () => number = Date.now): RateLimiter {
  // The name prefixes every key (`name:digest`): an empty one, or one with a colon, could share another limit's counts.
  if (!/^[a-z][a-z0-9-]*$/.test(limit.name)) throw new Error(`A rate limit needs a name of lowercase letters, digits and dashes, not "${limit.name}"`);
  const current = () => createRateLimiter(limit, rateLimitStore(), clock);
  return {
    limit,
    consume: (subject, points) => current().consume(subject, points),
    check: (subject) => current().check(subject),
    reset: (subject) => current().reset(subject),
  };
}
