import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { EVENTS_PER_MINUTE } from './events';

/**
 * Events recorded per IP address per minute. In memory: one process; with several processes it moves to Redis
 * (docs/scaling.md), like the sign-in throttle.
 */
const globalForEvents = globalThis as unknown as { __analyticsLimiter?: RateLimiterMemory };

export function createEventLimiter(points = EVENTS_PER_MINUTE): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix: 'analytics-events', points, duration: 60 });
}

export interface EventAllowance {
  allowed: boolean;
  /** Seconds until the address may send again (the Retry-After of a 429); 0 when allowed. */
  retryAfterSeconds: number;
}

/** Takes `count` events from the address's allowance; a batch that does not fit is refused whole. */
export async function consumeEventAllowance(
  ip: string,
  count: number,
  limiter: RateLimiterMemory = (globalForEvents.__analyticsLimiter ??= createEventLimiter()),
): Promise<EventAllowance> {
  try {
    await limiter.consume(ip, count);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
}
