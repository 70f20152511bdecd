import { expect, it } from 'vitest';
import { createRateLimiter, type CounterStore } from '@/modules/rate-limits/index.server';

const limit = { name: 'test-limit', points: 3, windowSeconds: 60 };
const T0 = Date.UTC(2026, 10, 25, 12);

function clockAt(start: number) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

/** The contract every store keeps, run here on memory and in rate-limits.int.test.ts on the databases and Redis. */
export function limiterContract(store: () => CounterStore) {
  it('allows the points of a window, then refuses with the seconds left', async () => {
    const clock = clockAt(T0);
    const limiter = createRateLimiter(limit, store(), clock.read);
    expect(await limiter.consume('a')).toEqual({ allowed: true, used: 1, retryAfterSeconds: 0 });
    expect(await limiter.consume('a', 2)).toEqual({ allowed: true, used: 3, retryAfterSeconds: 0 });
    clock.now = T0 + 20_500;
    expect(await limiter.consume('a')).toEqual({ allowed: false, used: 4, retryAfterSeconds: 40 });
    expect(await limiter.check('a')).toEqual({ allowed: false, used: 4, retryAfterSeconds: 40 });
    expect(await limiter.check('b')).toEqual({ allowed: true, used: 0, retryAfterSeconds: 0 });
    expect(await limiter.consume('b')).toEqual({ allowed: true, used: 1, retryAfterSeconds: 0 });
  });

  it('starts again when the window ends, and after a reset', async () => {
    const clock = clockAt(T0);
    const limiter = createRateLimiter(limit, store(), clock.read);
    await limiter.consume('c', 4);
    clock.now = T0 + 59_999;
    expect((await limiter.check('c')).allowed).toBe(false);
    expect((await limiter.consume('c')).retryAfterSeconds).toBe(1);
    clock.now = T0 + 60_000;
    expect(await limiter.check('c')).toEqual({ allowed: true, used: 0, retryAfterSeconds: 0 });
    expect(await limiter.consume('c')).toEqual({ allowed: true, used: 1, retryAfterSeconds: 0 });
    await limiter.consume('c', 3);
    await limiter.reset('c');
    expect(await limiter.consume('c')).toEqual({ allowed: true, used: 1, retryAfterSeconds: 0 });
  });

  it('check is refused exactly when the points are used up', async () => {
    const limiter = createRateLimiter(limit, store(), clockAt(T0).read);
    await limiter.consume('d', 2);
    expect(await limiter.check('d')).toEqual({ allowed: true, used: 2, retryAfterSeconds: 0 });
    await limiter.consume('d');
    expect(await limiter.check('d')).toEqual({ allowed: false, used: 3, retryAfterSeconds: 60 });
  });

  it('blocks for blockSeconds from the moment the limit is passed', async () => {
    const clock = clockAt(T0);
    const limiter = createRateLimiter({ ...limit, name: 'blocking', blockSeconds: 600 }, store(), clock.read);
    await limiter.consume('e', 3);
    clock.now = T0 + 30_000;
    expect(await limiter.consume('e')).toEqual({ allowed: false, used: 4, retryAfterSeconds: 600 });
    clock.now = T0 + 90_000;
    expect(await limiter.consume('e')).toEqual({ allowed: false, used: 5, retryAfterSeconds: 540 });
    clock.now = T0 + 630_000;
    expect(await limiter.consume('e')).toEqual({ allowed: true, used: 1, retryAfterSeconds: 0 });
  });

  it('gives points back without going below zero', async () => {
    const limiter = createRateLimiter(limit, store(), clockAt(T0).read);
    await limiter.consume('f', 3);
    expect(await limiter.consume('f', -1)).toEqual({ allowed: true, used: 2, retryAfterSeconds: 0 });
    expect(await limiter.consume('f', -5)).toEqual({ allowed: true, used: 0, retryAfterSeconds: 0 });
  });

  it('keeps the limits and subjects apart', async () => {
    const shared = store();
    const one = createRateLimiter({ ...limit, name: 'one' }, shared, clockAt(T0).read);
    const two = createRateLimiter({ ...limit, name: 'two' }, shared, clockAt(T0).read);
    await one.consume('g', 4);
    expect((await two.consume('g')).used).toBe(1);
    expect((await one.consume('h')).used).toBe(1);
  });
}
