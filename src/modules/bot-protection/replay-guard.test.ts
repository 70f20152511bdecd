import { describe, expect, it } from 'vitest';
import { createReplayGuard } from './replay-guard';

describe('createReplayGuard', () => {
  it('lets an id through once until it expires', () => {
    const guard = createReplayGuard();
    expect(guard.claim('a', 1_000, 0)).toBe(true);
    expect(guard.claim('a', 1_000, 500)).toBe(false);
    expect(guard.claim('b', 1_000, 500)).toBe(true);
    // After expiry the challenge itself is refused as expired; the guard may forget it.
    expect(guard.claim('a', 2_000, 1_000)).toBe(true);
  });

  it('stays bounded: expired entries go first, then the oldest', () => {
    const guard = createReplayGuard(3);
    guard.claim('old', 100, 0);
    guard.claim('x', 10_000, 0);
    guard.claim('y', 10_000, 0);
    expect(guard.claim('z', 10_000, 200)).toBe(true);
    expect(guard.size).toBe(3);
    expect(guard.claim('x', 10_000, 300)).toBe(false);
    expect(guard.claim('w', 10_000, 300)).toBe(true);
    expect(guard.size).toBe(3);
    // 'x' was the oldest live entry and made room for 'w'.
    expect(guard.claim('y', 10_000, 300)).toBe(false);
    expect(guard.claim('z', 10_000, 300)).toBe(false);
  });
});
