import { describe, expect, it } from 'vitest';
import { limiterContract } from '../../../tests/support/rate-limit-contract';
import { counterKey, createRateLimiter, memoryCounterStore, nextWindow } from './counters';

const limit = { name: 'test-limit', points: 3, windowSeconds: 60 };
const T0 = Date.UTC(2026, 10, 25, 12);

describe('nextWindow', () => {
  const add = { key: 'k', points: 2, now: T0, windowMs: 60_000, limit: 3, blockMs: 0 };
  it('opens a window at the first point, adds within it, and opens a new one once it ended', () => {
    expect(nextWindow(null, add)).toEqual({ count: 2, resetAt: T0 + 60_000 });
    expect(nextWindow({ count: 2, resetAt: T0 + 10 }, add)).toEqual({ count: 4, resetAt: T0 + 10 });
    expect(nextWindow({ count: 9, resetAt: T0 }, add)).toEqual({ count: 2, resetAt: T0 + 60_000 });
  });

  it('extends the window to the block when this add goes over the limit, once', () => {
    const blocking = { ...add, blockMs: 300_000 };
    expect(nextWindow({ count: 3, resetAt: T0 + 10 }, blocking)).toEqual({ count: 5, resetAt: T0 + 300_000 });
    expect(nextWindow({ count: 2, resetAt: T0 + 10 }, { ...blocking, points: 1 })).toEqual({ count: 3, resetAt: T0 + 10 });
    expect(nextWindow({ count: 4, resetAt: T0 + 10 }, blocking)).toEqual({ count: 6, resetAt: T0 + 10 });
    expect(nextWindow(null, { ...blocking, points: 4 })).toEqual({ count: 4, resetAt: T0 + 300_000 });
    expect(nextWindow({ count: 3, resetAt: T0 + 900_000 }, blocking)).toEqual({ count: 5, resetAt: T0 + 900_000 });
  });

  it('never counts below zero', () => {
    expect(nextWindow({ count: 1, resetAt: T0 + 10 }, { ...add, points: -2 })).toEqual({ count: 0, resetAt: T0 + 10 });
    expect(nextWindow(null, { ...add, points: -1 })).toEqual({ count: 0, resetAt: T0 + 60_000 });
  });
});

describe('counterKey', () => {
  it('names the limit and hides the subject behind a digest', () => {
    const key = counterKey(limit, 'pat@example.com');
    expect(key).toMatch(/^test-limit:[A-Za-z0-9_-]{32}$/);
    expect(key).not.toContain('pat');
    expect(counterKey(limit, 'pat@example.com')).toBe(key);
    expect(counterKey(limit, 'sam@example.com')).not.toBe(key);
    expect(counterKey({ ...limit, name: 'other' }, 'pat@example.com')).not.toBe(key);
  });
});

describe('memory store', () => {
  limiterContract(memoryCounterStore);
});

describe('createRateLimiter', () => {
  it('uses the real clock by default', async () => {
    const limiter = createRateLimiter({ ...limit, windowSeconds: 3600 }, memoryCounterStore());
    await limiter.consume('z', 3);
    const refused = await limiter.consume('z');
    expect(refused.retryAfterSeconds).toBeGreaterThan(3590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
  });
});
