import 'server-only';
import { rateLimiter, type RateLimit } from '@/modules/rate-limits/index.server';

/**
 * The limits of accounts (decision 009): counted in the shop's database (or Redis), so every app process sees the same
 * counts. Every sign-in attempt takes a point before the password is checked, so a burst of guesses across processes
 * cannot slip past the count; a success gives its address's point back and starts its account's count again.
 */
export const SIGN_IN_FAILURES_ALLOWED = 10;
const SIGN_IN_WINDOW_SECONDS = 15 * 60;

export const ACCOUNT_LIMITS = {
  signInByIp: { name: 'sign-in-ip', points: SIGN_IN_FAILURES_ALLOWED, windowSeconds: SIGN_IN_WINDOW_SECONDS },
  signInByAccount: { name: 'sign-in-account', points: SIGN_IN_FAILURES_ALLOWED, windowSeconds: SIGN_IN_WINDOW_SECONDS },
  /**
   * New guest sessions per IP address per hour: a browser needs one, but a whole school can share one address on fair
   * night; a script creating thousands is refused.
   */
  guestSessionsByIp: { name: 'guest-session-ip', points: 600, windowSeconds: 3600 },
  /** A passed bot check unblocks sign-in once: its proof is remembered for an hour (it is valid for 30 minutes). */
  botCheckUses: { name: 'bot-check-proof', points: 1, windowSeconds: 3600 },
  /** Reset emails asked from one IP address per hour, whatever the addresses. */
  passwordResetsByIp: { name: 'password-reset-ip', points: 10, windowSeconds: 3600 },
  /** Reset emails asked for one email address per hour, whether or not it has an account (so the answer tells nothing). */
  passwordResetsByEmail: { name: 'password-reset-email', points: 3, windowSeconds: 3600 },
  /** Reset emails sent to one account per hour: past it, nothing is sent and the answer stays the same. */
  passwordResetsByAccount: { name: 'password-reset-account', points: 3, windowSeconds: 3600 },
  /** Accounts created from one IP address per hour. */
  registrationsByIp: { name: 'registration-ip', points: 20, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

const limiters = {
  signInByIp: rateLimiter(ACCOUNT_LIMITS.signInByIp),
  signInByAccount: rateLimiter(ACCOUNT_LIMITS.signInByAccount),
  guests: rateLimiter(ACCOUNT_LIMITS.guestSessionsByIp),
  botChecks: rateLimiter(ACCOUNT_LIMITS.botCheckUses),
  resetsByIp: rateLimiter(ACCOUNT_LIMITS.passwordResetsByIp),
  resetsByEmail: rateLimiter(ACCOUNT_LIMITS.passwordResetsByEmail),
  resetsByAccount: rateLimiter(ACCOUNT_LIMITS.passwordResetsByAccount),
  registrations: rateLimiter(ACCOUNT_LIMITS.registrationsByIp),
};

export interface ThrottleState {
  blocked: boolean;
  retryAfterSeconds: number;
}

/**
 * Takes one sign-in attempt for this IP address and this account (when the email is valid); blocked once either has
 * gone over its allowance in the window. The password is checked only when not blocked.
 */
export async function takeSignInAttempt(ip: string, account: string | null): Promise<ThrottleState> {
  const byIp = await limiters.signInByIp.consume(ip);
  const byAccount = account ? await limiters.signInByAccount.consume(account) : byIp;
  const retryAfterSeconds = Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds);
  return { blocked: retryAfterSeconds > 0, retryAfterSeconds };
}

/** A right password: the address gets its attempt back (a school's many parents are not failures); the account starts again. */
export async function signInSucceeded(ip: string, account: string | null): Promise<void> {
  await limiters.signInByIp.consume(ip, -1);
  if (account) await limiters.signInByAccount.reset(account);
}

/** A passed bot check starts the count again, for the address and the account. */
export async function clearSignInFailures(ip: string, account: string | null): Promise<void> {
  await limiters.signInByIp.reset(ip);
  if (account) await limiters.signInByAccount.reset(account);
}

/** The owner proved the account is theirs (a password reset through the emailed link): its lock is lifted. */
export async function unlockAccount(email: string): Promise<void> {
  await limiters.signInByAccount.reset(email);
}

/** False once this IP address has created too many guest sessions this hour. */
export async function allowGuestSession(ip: string): Promise<boolean> {
  return (await limiters.guests.consume(ip)).allowed;
}

/** True the first time a passed bot check is used to unblock sign-in; a copied cookie cannot unblock again. */
export async function consumeBotCheck(proof: string): Promise<boolean> {
  return (await limiters.botChecks.consume(proof)).allowed;
}

/**
 * Counts a reset request from this address for this email: the seconds to wait when either is used up, else 0. Known
 * and unknown emails count the same, so a refusal tells nothing about who has an account.
 */
export async function takePasswordResetRequest(ip: string, email: string): Promise<number> {
  const byIp = await limiters.resetsByIp.consume(ip);
  const byEmail = await limiters.resetsByEmail.consume(email);
  return Math.max(byIp.retryAfterSeconds, byEmail.retryAfterSeconds);
}

/** Whether one more reset email may go to this account this hour (checked only for accounts that exist; silent). */
export async function allowResetEmail(accountId: string): Promise<boolean> {
  return (await limiters.resetsByAccount.consume(accountId)).allowed;
}

/** Counts an account created from this address: the seconds to wait when it has made too many, else 0. */
export async function takeRegistration(ip: string): Promise<number> {
  return (await limiters.registrations.consume(ip)).retryAfterSeconds;
}
