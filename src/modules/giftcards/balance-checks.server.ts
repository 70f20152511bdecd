import 'server-only';
import { rateLimiter, type RateLimit } from '@/modules/rate-limits/index.server';

/**
 * Balance checks per IP address: enough for a family with a drawer of cards, far too few to guess an 80-bit code.
 * Guest order look-ups and gift codes tried at checkout take from the same allowance. Counted for every process
 * together (decision 009).
 */
export const BALANCE_CHECKS_PER_HOUR = 20;
export const BALANCE_CHECK_LIMIT = { name: 'gift-card-balance-ip', points: BALANCE_CHECKS_PER_HOUR, windowSeconds: 3600 } satisfies RateLimit;

const limiter = rateLimiter(BALANCE_CHECK_LIMIT);

/** Counts one balance check; answers the seconds to wait when this address has used up its checks, else 0. */
export async function consumeBalanceCheck(ip: string): Promise<number> {
  return (await limiter.consume(ip)).retryAfterSeconds;
}
