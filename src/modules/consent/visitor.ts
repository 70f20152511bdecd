/**
 * The page's visitor as far as consent goes: whose policy cookies apply, set by ConsentRoot once the session is
 * known. Browser state, one per page. Kept apart from the policy rules: every page loads this file up front, the
 * rules only come with the code that reads the cookies (the tracker, the prompts).
 */

/**
 * Whose choice it is: a visitor without a session or with a guest session answers for the browser (guest cookies); a
 * signed-in customer answers for their account (customer cookies), spec §3 and §6.
 */
export type ConsentAudience = 'guest' | 'customer';

/** The audience of a session as the browser knows it (spec §3 statuses); null while it loads. */
export function consentAudienceOf(status: 'loading' | 'authenticated' | 'unauthenticated', role: string | undefined): ConsentAudience | null {
  if (status === 'loading') return null;
  return status === 'authenticated' && role !== undefined && role !== 'guest' ? 'customer' : 'guest';
}

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

/** Whose cookies apply now; undefined until the session is known. */
export function visitorAudience(): ConsentAudience | undefined {
  return audience;
}
