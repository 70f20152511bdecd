import { createHash } from 'node:crypto';

/** A count in its window: how many points were taken, and when the window (or the block) ends, in ms since the epoch. */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/** What a store is asked to add: `points` to `key`'s count in a window of `windowMs` that starts at the first point. */
export interface CounterAdd {
  key: string;
  points: number;
  now: number;
  windowMs: number;
  /** When the count goes over `limit` with this add, the window is made to end no sooner than `now + blockMs`. */
  limit: number;
  blockMs: number;
}

/**
 * Where counts live: the shop's database (every process shares it), Redis with REDIS_URL, or this process's memory
 * (unit tests). Each `add` is one atomic step, so concurrent adds from any number of processes never lose a point.
 */
export interface CounterStore {
  add(change: CounterAdd): Promise<WindowCount>;
  /** The count of a window that has not ended, else null. */
  read(key: string, now: number): Promise<WindowCount | null>;
  remove(key: string): Promise<void>;
}

/** The window after an add, the same rule for every store: a new window when the old one has ended. */
export function nextWindow(current: WindowCount | null, change: CounterAdd): WindowCount {
  const open = current !== null && current.resetAt > change.now;
  const before = open ? current.count : 0;
  // A refund (negative points) never takes the count below zero.
  const count = Math.max(0, before + change.points);
  let resetAt = open ? current.resetAt : change.now + change.windowMs;
  if (change.blockMs > 0 && before <= change.limit && count > change.limit) resetAt = Math.max(resetAt, change.now + change.blockMs);
  return { count, resetAt };
}

/** A store in this process's memory, for unit tests and scripts: counts are not shared with other processes. */
export function memoryCounterStore(): CounterStore {
  const counts = new Map<string, WindowCount>();
  const live = (key: string, now: number) => {
    const count = counts.get(key);
    return count && count.resetAt > now ? count : null;
  };
  return {
    async add(change) {
      const next = nextWindow(live(change.key, change.now), change);
      counts.set(change.key, next);
      return next;
    },
    async read(key, now) {
      return live(key, now);
    },
    async remove(key) {
      counts.delete(key);
    },
  };
}

/** A limit: at most `points` in `windowSeconds` per subject; past it, refused until the window (or `blockSeconds`) ends. */
export interface RateLimit {
  /** Names the counter (and prefixes its keys): unique per limit. */
  name: string;
  points: number;
  windowSeconds: number;
  /** Going over the limit refuses the subject for this long from that moment, even when the window would end sooner. */
  blockSeconds?: number;
}

export interface Allowance {
  allowed: boolean;
  /** Points taken in the current window, this one included. */
  used: number;
  /** Seconds until the subject may try again (a 429's Retry-After), at least 1 when refused; 0 when allowed. */
  retryAfterSeconds: number;
}

/** The one door every limit goes through. */
export interface RateLimiter {
  readonly limit: RateLimit;
  /** Takes `points` (default 1) from the subject's allowance; refused once the window's total goes over the limit. */
  consume(subject: string, points?: number): Promise<Allowance>;
  /** Whether the subject has used up its points (the next consume would be refused), without taking any. */
  check(subject: string): Promise<Allowance>;
  /** Starts the subject's count again. */
  reset(subject: string): Promise<void>;
}

/** Counter keys never hold the subject itself (an address, an email): only a digest of it. */
export function counterKey(limit: RateLimit, subject: string): string {
  return `${limit.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

const secondsUntil = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000));

export function createRateLimiter(limit: RateLimit, store: CounterStore, clock: () => number = Date.now): RateLimiter {
  const windowMs = limit.windowSeconds * 1000;
  const blockMs = (limit.blockSeconds ?? 0) * 1000;
  return {
    limit,
    async consume(subject, points = 1) {
      const now = clock();
      const count = await store.add({ key: counterKey(limit, subject), points, now, windowMs, limit: limit.points, blockMs });
      const allowed = count.count <= limit.points;
      return { allowed, used: count.count, retryAfterSeconds: allowed ? 0 : secondsUntil(count.resetAt, now) };
    },
    async check(subject) {
      const now = clock();
      const count = await store.read(counterKey(limit, subject), now);
      const used = count?.count ?? 0;
      const allowed = count === null || used < limit.points;
      return { allowed, used, retryAfterSeconds: allowed ? 0 : secondsUntil(count.resetAt, now) };
    },
    async reset(subject) {
      await store.remove(counterKey(limit, subject));
    },
  };
}
