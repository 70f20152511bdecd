/**
 * Pure newsletter rules: limits, when the guest prompt may show, what the account's box does. No zod here: the prompt's
 * loader reads these on every page (the request schema is in request-schema.ts, for the route).
 */
import type { ShopCookieName } from '@/lib/cookies';

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;
/** A pending subscription's link is mailed again at most this often, so the API cannot flood an inbox. */
export const RESEND_AFTER_MINUTES = 10;
/** Subscription requests per IP address per hour. */
export const SUBSCRIPTIONS_PER_HOUR = 10;
/** The guest prompt shows this long after it may (the policy answered, the page not one it keeps away from). */
export const NEWSLETTER_PROMPT_DELAY_MS = 4_000;

/** Where a request came from: the guest prompt (and its API), registration, account details. */
export type SubscriptionSource = 'prompt' | 'registration' | 'account';

/** What opening a confirmation link did. */
export type ConfirmationOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';
/** What an unsubscribe link did. */
export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid';

/** Site paths (without /ca) where a shopper is busy with something else: paying, their account, these emails' pages. */
const PROMPT_FREE_PATHS = ['/checkout', '/account', '/login', '/order-status', '/newsletter', '/bot-protection'];

export const NEWSLETTER_COOKIES = { closed: 'newsletterClosedByGuest', accepted: 'newsletterAcceptedByGuest' } as const satisfies Record<
  string,
  ShopCookieName
>;

/**
 * Whether the guest prompt may show on this site path: not where the shopper is busy, and not while the guest has
 * closed it (newsletterClosedByGuest, a day) or subscribed from it (newsletterAcceptedByGuest). The caller makes sure
 * the visitor is a guest and has answered the cookie policy.
 */
export function newsletterPromptAllowed(sitePath: string, read: (name: string) => string | undefined): boolean {
  if (PROMPT_FREE_PATHS.some((prefix) => sitePath === prefix || sitePath.startsWith(`${prefix}/`))) return false;
  return !read(NEWSLETTER_COOKIES.closed) && !read(NEWSLETTER_COOKIES.accepted);
}

/** The account forms' newsletter box: what it was, what it is now. */
export interface AccountChoice {
  email: string;
  newsletter: boolean;
}

/**
 * What a change of the account's newsletter box does to subscriptions: ticking it (at registration or in account
 * details) starts the double opt-in for the account's email; unticking it unsubscribes that email on every site; a
 * new email with the box ticked moves the subscription (the new address confirms, the old one leaves).
 */
export function accountNewsletterChanges(before: AccountChoice | null, after: AccountChoice): { subscribe: string | null; unsubscribe: string | null } {
  const wasOn = before?.newsletter === true;
  const moved = wasOn && before.email !== after.email;
  return {
    subscribe: after.newsletter && (!wasOn || moved) ? after.email : null,
    unsubscribe: wasOn && (!after.newsletter || moved) ? before.email : null,
  };
}
