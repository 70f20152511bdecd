import { readBrowserCookie } from '@/lib/cookies';
import { policyConsent, type PolicyConsent } from './policy';
import { visitorAudience } from './visitor';

/** The page visitor's answer now, from their own policy cookies; unanswered until the session is known. */
export function visitorConsent(): PolicyConsent {
  const audience = visitorAudience();
  return audience ? policyConsent(readBrowserCookie, audience) : 'unanswered';
}
