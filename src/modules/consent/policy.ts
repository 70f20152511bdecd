/** Pure rules of the cookie policy (spec §3 policy cookies, §9 version '2'): which cookies, and what they say. */
import type { ShopCookieName } from '@/lib/cookies';
import type { ConsentAudience } from './visitor';

/** The policy's current version: a visitor whose cookies record another version is asked again. */
export const POLICY_VERSION = '2';

export const POLICY_COOKIES = {
  guest: { accepted: 'policyAcceptedByGuest', version: 'policyVersionGuest' },
  customer: { accepted: 'policyAcceptedByCustomer', version: 'policyVersionCustomer' },
} as const satisfies Record<ConsentAudience, { accepted: ShopCookieName; version: ShopCookieName }>;

/** accepted: essential and analytics cookies; declined: essential only; unanswered: ask (again). */
export type PolicyConsent = 'accepted' | 'declined' | 'unanswered';

type ReadCookie = (name: string) => string | undefined;

/** What the audience's cookies say; any version but the current one counts as no answer. */
export function policyConsent(read: ReadCookie, audience: ConsentAudience, version: string = POLICY_VERSION): PolicyConsent {
  const names = POLICY_COOKIES[audience];
  if (read(names.version) !== version) return 'unanswered';
  const accepted = read(names.accepted);
  if (accepted === '1') return 'accepted';
  return accepted === '0' ? 'declined' : 'unanswered';
}

/** The cookie values that record a choice: accepted '1' or '0', and the version it was made for. */
export function policyChoice(audience: ConsentAudience, accepted: boolean): Array<[ShopCookieName, string]> {
  const names = POLICY_COOKIES[audience];
  return [
    [names.accepted, accepted ? '1' : '0'],
    [names.version, POLICY_VERSION],
  ];
}
