/**
 * The page's visitor as far as consent goes: whose policy cookies apply (set by ConsentRoot once the session is
 * known) and whether they allow analytics. Browser state, one per page.
 */
import { readBrowserCookie } from '@/lib/cookies';
import { policyConsent, type ConsentAudience, type PolicyConsent } from './policy';

let audience: ConsentAudience | undefined;
let announce: ((known: ConsentAudience) => void) | undefined;
const known = new Promise<ConsentAudience>((resolve) => {
  announce = resolve;
});

export function setVisitorAudience(next: ConsentAudience): void {
  audience = next;
  announce?.(next);
}

/** Resolves once the session has said whose cookies apply (at once after that). */
export function visitorKnown(): Promise<ConsentAudience> {
  return known;
}

/** The visitor's answer now; unanswered until the session is known. */
export function visitorConsent(): PolicyConsent {
  return audience ? policyConsent(readBrowserCookie, audience) : 'unanswered';
}
