import { safeReturnPath } from '@/lib/return-url';
import { sitePath, type SiteId } from '@/modules/regions';

/** The httpOnly cookie that proves a passed check (a signed, expiring token; see `hasPassedBotCheck`). */
export const BOT_CHECK_COOKIE = 'botCheck';
/** How long a passed check counts. */
export const BOT_CHECK_PROOF_SECONDS = 30 * 60;
/** How long a challenge may be solved and submitted after it was issued. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;

/**
 * Difficulty: the widget must try every counter up to a secret one drawn from this range (ALTCHA v2
 * deterministic mode, the v1 `maxnumber`). One SHA-256 per try: Chromium on two cores solved 20,000–47,000 tries
 * in 0.16–0.7 s, so 30,000 at most keeps it well under a second, while a bot pays that for every challenge.
 */
export const CHALLENGE_ALGORITHM = 'SHA-256';
export const CHALLENGE_COST = 1;
export const CHALLENGE_MIN_COUNTER = 3_000;
export const CHALLENGE_MAX_COUNTER = 30_000;

export const CHALLENGE_API_PATH = '/api/bot-protection/challenge';
export const VERIFY_API_PATH = '/api/bot-protection/verify';

/** Longest widget payload accepted (a real one is about 700 characters). */
export const MAX_PAYLOAD_LENGTH = 8_000;

/** The challenge page of a site, sending the visitor back to `returnUrl` (a same-site path) once passed. */
export function botProtectionPath(site: SiteId, returnUrl?: string | null): string {
  const page = sitePath(site, '/bot-protection');
  if (!returnUrl) return page;
  return `${page}?${new URLSearchParams({ returnUrl }).toString()}`;
}

/** Where a passed check leads: `returnUrl` when it is a path on this shop, else the site's home page. */
export function returnPathAfterCheck(site: SiteId, returnUrl: string | string[] | null | undefined): string {
  const value = Array.isArray(returnUrl) ? returnUrl[0] : returnUrl;
  return safeReturnPath(value, sitePath(site, '/'));
}
