import Redis from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase, openTestDatabase, tableCount } from '../../../tests/support/databases';
import { limiterContract } from '../../../tests/support/rate-limit-contract';
import { createRateLimiter } from './counters';
import { redisCounterStore } from './redis-store.server';
import { sqlCounterStore } from './sql-store.server';

const T0 = Date.UTC(2026, 10, 25, 12);

describeEachDatabase('rate-limit counters in the database', (database) => {
  const store = () => sqlCounterStore(async () => database().db);
  beforeEach(async () => {
    await database().db.execute('DELETE FROM rate_limits');
  });

  limiterContract(store);

  it('keeps one row per limit and subject, holding a digest of the subject only', async () => {
    const limiter = createRateLimiter({ name: 'rows', points: 5, windowSeconds: 60 }, store(), () => T0);
    await limiter.consume('pat@example.com');
    await limiter.consume('pat@example.com');
    await limiter.consume('198.51.100.1');
    expect(await tableCount(database().db, 'rate_limits')).toBe(2);
    const rows = (await database().db.execute('SELECT key, points, expires_at FROM rate_limits ORDER BY points DESC')) as unknown as {
      rows: Array<{ key: string; points: number; expires_at: string | number }>;
    };
    expect(rows.rows.map((row) => [row.points, Number(row.expires_at)])).toEqual([
      [2, T0 + 60_000],
      [1, T0 + 60_000],
    ]);
    expect(rows.rows.every((row) => row.key.startsWith('rows:') && !row.key.includes('pat') && !row.key.includes('198'))).toBe(true);
  });

  it('sweeps rows whose window ended over an hour ago, at most every 10 minutes per process', async () => {
    const shared = store();
    const clock = { now: T0 };
    const limiter = createRateLimiter({ name: 'sweep', points: 5, windowSeconds: 60 }, shared, () => clock.now);
    await limiter.consume('old');
    clock.now = T0 + 60_000 + 3_600_001;
    await limiter.consume('new');
    expect(await tableCount(database().db, 'rate_limits')).toBe(1);
    clock.now += 60_000 + 3_600_001;
    await limiter.consume('newer');
    // Over an hour after 'new' ended: swept too.
    expect(await tableCount(database().db, 'rate_limits')).toBe(1);
    clock.now += 5 * 60_000;
    await limiter.consume('newest');
    expect(await tableCount(database().db, 'rate_limits')).toBe(2);
  });
});

describe('rate-limit counters under concurrency [postgres]', () => {
  // Skipped only without TEST_DATABASE_URL: a race needs real concurrent connections, which PGlite (one connection)
  // does not have. CI sets it, so the race always runs there.
  it.skipIf(!process.env.TEST_DATABASE_URL)('200 concurrent consumes from two connection pools never let more than the points through', async () => {
    const first = await openTestDatabase('postgres');
    const { connect } = await import('@/db/client');
    const second = await connect({ databaseUrl: first.url!, poolMax: 4 });
    try {
      const limit = { name: 'race', points: 50, windowSeconds: 60 };
      const limiters = [
        createRateLimiter(
          limit,
          sqlCounterStore(async () => first.db),
        ),
        createRateLimiter(
          limit,
          sqlCounterStore(async () => second.db),
        ),
      ];
      const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => limiters[index % 2]!.consume('one subject')));
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(50);
      expect(answers.map((answer) => answer.used).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    } finally {
      await second.close();
      await first.close();
    }
  });
});

// Redis runs beside PostgreSQL on the CI machine; TEST_REDIS_URL points the tests at it (.ci/run starts Redis and sets
// it). Skipped only without it: a machine with no Redis server has no Redis store to test.
describe.skipIf(!process.env.TEST_REDIS_URL)('rate-limit counters in Redis', () => {
  let redis: Redis;
  const prefix = `test:${process.pid}:${Date.now()}:`;
  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  let round = 0;
  limiterContract(() => redisCounterStore(redis, `${prefix}${(round += 1)}:`));

  it('lets Redis drop a counter when its window ends', async () => {
    const store = redisCounterStore(redis, prefix);
    await createRateLimiter({ name: 'ttl', points: 5, windowSeconds: 60 }, store).consume('x');
    const [key] = await redis.keys(`${prefix}ttl:*`);
    const ttl = await redis.pttl(key!);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('200 concurrent consumes from two clients never let more than the points through', async () => {
    const other = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
    try {
      const limit = { name: 'race', points: 50, windowSeconds: 60 };
      const limiters = [createRateLimiter(limit, redisCounterStore(redis, prefix)), createRateLimiter(limit, redisCounterStore(other, prefix))];
      const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => limiters[index % 2]!.consume('one subject')));
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(50);
      expect(new Set(answers.map((answer) => answer.used)).size).toBe(200);
    } finally {
      await other.quit();
    }
  });
});
