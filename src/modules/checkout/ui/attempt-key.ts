/**
 * The checkout page's Idempotency-Key (issue 18): one key per attempt, kept in this tab's sessionStorage (so a reload
 * keeps it) while the cart's version and the order's inputs stay the same. A request whose answer was lost (no
 * answer, a 5xx, "still being placed") is sent again with the same key, and the server answers the order it placed,
 * if it placed one; a new key is made only for a new cart or new inputs, or after a refusal the shopper must fix.
 */
import { HttpError } from '@/lib/http';

/** The part of `Storage` the key needs (sessionStorage in the browser). */
export type AttemptStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storeKey = (site: string) => `checkout-attempt:${site}`;

/** Everything the server's request hash covers, with the card reduced to its last 4 digits and expiry (never stored whole). */
export function attemptFingerprint(
  cartVersion: number,
  request: { card: ({ number: string; expiry: string } & Record<string, string>) | null } & Record<string, unknown>,
): string {
  const { card, ...rest } = request;
  const digits = card?.number.replace(/\D/g, '') ?? '';
  return JSON.stringify({ cartVersion, ...rest, card: card ? { last4: digits.slice(-4), expiry: card.expiry.trim() } : null });
}

/** The key of this attempt: the stored one when its fingerprint is the same, else a new one, stored. */
export function keyForAttempt(store: AttemptStore | null, site: string, fingerprint: string, newKey: () => string = () => crypto.randomUUID()): string {
  try {
    const stored = JSON.parse(store?.getItem(storeKey(site)) ?? 'null') as { fingerprint?: unknown; key?: unknown } | null;
    if (stored?.fingerprint === fingerprint && typeof stored.key === 'string') return stored.key;
  } catch {
    // A damaged entry is replaced below.
  }
  const key = newKey();
  try {
    store?.setItem(storeKey(site), JSON.stringify({ fingerprint, key }));
  } catch {
    // Storage full or refused: the key still serves this page's retries.
  }
  return key;
}

/** The key of the tab's last attempt on this site, if one is kept (to find its order after a reload). */
export function storedAttemptKey(store: AttemptStore | null, site: string): string | null {
  try {
    const stored = JSON.parse(store?.getItem(storeKey(site)) ?? 'null') as { key?: unknown } | null;
    return typeof stored?.key === 'string' ? stored.key : null;
  } catch {
    return null;
  }
}

/** The attempt is over (placed, or refused for a reason the shopper must fix): the next one gets a new key. */
export function forgetAttempt(store: AttemptStore | null, site: string): void {
  try {
    store?.removeItem(storeKey(site));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * Whether a failed placement may have placed the order, so it is sent again with the same key: no answer at all, a
 * 5xx (but not the server's own "payment service unreachable, not charged", which ended that attempt), or the server
 * saying the attempt is still being placed. Anything else is a definite refusal.
 */
export function answerLost(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  if (error.status === 0) return true;
  if (error.status >= 500) return error.code !== 'PAYMENT_UNAVAILABLE';
  return error.status === 409 && error.code === 'CHECKOUT_IN_PROGRESS';
}

/** How long to wait before retry number `attempt` (0-based): 1 s, 2 s, 4 s, 8 s, then every 15 s. */
export const retryDelayMs = (attempt: number): number => Math.min(1000 * 2 ** attempt, 15_000);

/** Retries of one press of "Place order" (about two and a half minutes: past the two a dead attempt is held). */
export const PLACEMENT_RETRIES = 13;
