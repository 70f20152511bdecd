/**
 * Remembers which challenges were already redeemed, each until its own expiry (after that the challenge is refused
 * as expired anyway). Bounded: when full, expired entries go first, then the oldest.
 *
 * Kept in the memory of one process. With several server processes, a solution could be redeemed once per process;
 * move this to a shared store (PostgreSQL or Redis, `SET NX` with expiry) when running more than one.
 */
export interface ReplayGuard {
  /** Records `id` as used until `expiresAtMs`; false when it was already used and has not expired. */
  claim(id: string, expiresAtMs: number, nowMs?: number): boolean;
  readonly size: number;
}

export function createReplayGuard(maxEntries = 100_000): ReplayGuard {
  const used = new Map<string, number>();

  function prune(nowMs: number) {
    for (const [id, expiresAtMs] of used) {
      if (expiresAtMs <= nowMs) used.delete(id);
    }
  }

  return {
    claim(id, expiresAtMs, nowMs = Date.now()) {
      const previous = used.get(id);
      if (previous !== undefined && previous > nowMs) return false;
      if (used.size >= maxEntries) {
        prune(nowMs);
        // Still full of live entries: drop the oldest (Map keeps insertion order).
        while (used.size >= maxEntries) {
          const oldest = used.keys().next();
          if (oldest.done) break;
          used.delete(oldest.value);
        }
      }
      used.delete(id);
      used.set(id, expiresAtMs);
      return true;
    },
    get size() {
      return used.size;
    },
  };
}
