import 'server-only';
import { createRateLimiter, memoryCounterStore, rateLimiter, type RateLimit, type RateLimiter } from '@/modules/rate-limits/index.server';
import { EVENTS_PER_MINUTE } from './events';

/** Events recorded per IP address per minute, counted for every process together (decision 009). */
export const EVENTS_LIMIT = { name: 'analytics-events-ip', points: EVENTS_PER_MINUTE, windowSeconds: 60 } satisfies RateLimit;

const sharedLimiter = rateLimiter(EVENTS_LIMIT);

/** A limiter of its own, in memory (tests). */
export function createEventLimiter(points = EVENTS_PER_MINUTE): RateLimiter {
  return createRateLimiter({ ...EVENTS_LIMIT, points }, memoryCounterStore());
}

export interface EventAllowance {
  allowed: boolean;
  /** Seconds until the address may send again (the Retry-After of a 429); 0 when allowed. */
  retryAfterSeconds: number;
}

/** Takes `count` events from the address's allowance; a batch that does not fit is refused whole. */
export async function consumeEventAllowance(ip: string, count: number, limiter: RateLimiter = sharedLimiter): Promise<EventAllowance> {
  const { allowed, retryAfterSeconds } = await limiter.consume(ip, count);
  return { allowed, retryAfterSeconds };
}
