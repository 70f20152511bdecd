import 'server-only';
import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Balance checks per IP address: enough for a family with a drawer of cards, far too few to guess an 80-bit code.
 * In memory, per process (docs/scaling.md).
 */
export const BALANCE_CHECKS_PER_HOUR = 20;
const globalForLimiter = globalThis as unknown as { __giftCardChecks?: RateLimiterMemory };

/** Counts one balance check; answers the seconds to wait when this address has used up its checks, else 0. */
export async function consumeBalanceCheck(ip: string): Promise<number> {
  // Stryker disable next-line StringLiteral: each in-memory limiter keeps its own store; the prefixes only name keys for a shared store.
  globalForLimiter.__giftCardChecks ??= new RateLimiterMemory({ keyPrefix: 'gift-card-balance', points: BALANCE_CHECKS_PER_HOUR, duration: 3600 });
  try {
    await globalForLimiter.__giftCardChecks.consume(ip);
    return 0;
  } catch (refusal) {
    return Math.max(1, Math.ceil(((refusal as { msBeforeNext?: number }).msBeforeNext ?? 1000) / 1000));
  }
}
