import 'server-only';
import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Failed sign-ins allowed per IP address and per account in a window (issue: 10 in 15 minutes), then 429 or the
 * bot-protection challenge. In memory: one process. With several processes these move to Redis (docs/scaling.md).
 */
export const SIGN_IN_FAILURES_ALLOWED = 10;
const WINDOW_SECONDS = 15 * 60;
/**
 * New guest sessions per IP address per hour: a browser needs one, but a whole school can share one address on fair
 * night; a script creating thousands is refused.
 */
const GUESTS_PER_IP_PER_HOUR = 600;

const globalForThrottle = globalThis as unknown as {
  __signInThrottle?: { byIp: RateLimiterMemory; byAccount: RateLimiterMemory; guests: RateLimiterMemory };
};

function limiters() {
  globalForThrottle.__signInThrottle ??= {
    // Stryker disable next-line StringLiteral: each in-memory limiter keeps its own store; the prefixes only name keys for a shared store.
    byIp: new RateLimiterMemory({ keyPrefix: 'sign-in-ip', points: SIGN_IN_FAILURES_ALLOWED, duration: WINDOW_SECONDS }),
    // Stryker disable next-line StringLiteral: as above.
    byAccount: new RateLimiterMemory({ keyPrefix: 'sign-in-account', points: SIGN_IN_FAILURES_ALLOWED, duration: WINDOW_SECONDS }),
    // Stryker disable next-line StringLiteral: as above.
    guests: new RateLimiterMemory({ keyPrefix: 'guest-ip', points: GUESTS_PER_IP_PER_HOUR, duration: 3600 }),
  };
  return globalForThrottle.__signInThrottle;
}

export interface ThrottleState {
  blocked: boolean;
  retryAfterSeconds: number;
}

async function exhausted(limiter: RateLimiterMemory, key: string): Promise<number> {
  const state = await limiter.get(key);
  return state && state.consumedPoints >= SIGN_IN_FAILURES_ALLOWED ? Math.ceil(state.msBeforeNext / 1000) : 0;
}

/** Whether this IP address or this account has used up its failed attempts. */
export async function signInThrottle(ip: string, account: string | null): Promise<ThrottleState> {
  const { byIp, byAccount } = limiters();
  const waits = [await exhausted(byIp, ip), account ? await exhausted(byAccount, account) : 0];
  const retryAfterSeconds = Math.max(...waits);
  return { blocked: retryAfterSeconds > 0, retryAfterSeconds };
}

export async function recordFailedSignIn(ip: string, account: string | null): Promise<void> {
  const { byIp, byAccount } = limiters();
  await byIp.penalty(ip, 1);
  if (account) await byAccount.penalty(account, 1);
}

/** A passed bot check or a successful sign-in starts the count again. */
export async function clearSignInFailures(ip: string, account: string | null): Promise<void> {
  const { byIp, byAccount } = limiters();
  await byIp.delete(ip);
  if (account) await byAccount.delete(account);
}

/** False once this IP address has created too many guest sessions this hour. */
export async function allowGuestSession(ip: string): Promise<boolean> {
  try {
    await limiters().guests.consume(ip, 1);
    return true;
  } catch {
    return false;
  }
}

const consumedBotChecks = new Map<string, number>();
const BOT_CHECK_MEMORY_MS = 60 * 60 * 1000;

/** True the first time a passed bot check is used to unblock sign-in; a copied cookie cannot unblock again. */
export function consumeBotCheck(proof: string, now = Date.now()): boolean {
  for (const [value, expiry] of consumedBotChecks) if (expiry < now) consumedBotChecks.delete(value);
  if (consumedBotChecks.has(proof)) return false;
  consumedBotChecks.set(proof, now + BOT_CHECK_MEMORY_MS);
  return true;
}
