/**
 * Overload of the database (issue 18): a request that found no free connection in the pool within its wait is not a
 * fault of the shop's code, and answers 503 with Retry-After instead of a 500. No imports: the proxy reads it too.
 */

/** What the PostgreSQL pool says when no connection came free in time, or the server refused one more. */
const OVERLOAD_MESSAGES = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];
/** PostgreSQL's too_many_connections. */
const TOO_MANY_CONNECTIONS = '53300';

/** Whether the error (or one it wraps: drizzle wraps the driver's) means the database had no connection for us. */
export function isDatabaseOverloaded(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    if (OVERLOAD_MESSAGES.includes(current.message) || (current as { code?: unknown }).code === TOO_MANY_CONNECTIONS) return true;
    current = current.cause;
  }
  return false;
}

export interface PoolPressure {
  /** Requests waiting for a connection now. */
  waiting: number;
  /** The pool's size. */
  max: number;
}

/** The pool's pressure when the process's database is PostgreSQL and already open; null otherwise (PGlite, not open). */
export async function poolPressure(): Promise<PoolPressure | null> {
  const pending = (globalThis as unknown as { __dbHandle?: Promise<{ pressure?: () => PoolPressure }> }).__dbHandle;
  if (!pending) return null;
  const handle = await pending.catch(() => null);
  return handle?.pressure?.() ?? null;
}

/**
 * Whether a new page request should be turned away now: more requests already queue for a connection than the pool
 * holds, so a new one would likely wait out the pool's timeout and fail anyway.
 */
export const shouldShed = (pressure: PoolPressure | null): boolean => pressure !== null && pressure.waiting >= Math.max(1, pressure.max);
