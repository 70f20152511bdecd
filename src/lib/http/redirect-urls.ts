/**
 * Where the shop sends someone whose session ended (spec §8: 401 → /login, a 302 on the server) or whom the CDN
 * challenged (→ /bot-protection). Pure, so the browser client and the server's redirects build the same URLs.
 */

/** The `org` of a path's query, unless it is `none` (spec §2: server redirects keep org unless it equals none). */
function carriedOrg(pathWithQuery: string): string | null {
  // A `?` inside the fragment starts no query: `/help#faq?org=x` has no org.
  const [pathAndQuery = ''] = pathWithQuery.split('#', 1);
  const queryStart = pathAndQuery.indexOf('?');
  if (queryStart === -1) return null;
  const org = new URLSearchParams(pathAndQuery.slice(queryStart + 1)).get('org');
  return org && org !== 'none' ? org : null;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * encodeURIComponent throws on a lone surrogate, and a redirect must still be built (the login page re-checks the
 * path). Not String#toWellFormed: Firefox before 119, which Next still supports, lacks it.
 */
function encodeWellFormed(text: string): string {
  return encodeURIComponent(text.replace(loneSurrogate, '\uFFFD'));
}

function withReturnUrl(target: string, currentPathWithQuery: string): string {
  const org = carriedOrg(currentPathWithQuery);
  const orgParameter = org === null ? '' : `&org=${encodeURIComponent(org)}`;
  return `${target}${target.includes('?') ? '&' : '?'}returnUrl=${encodeWellFormed(currentPathWithQuery)}${orgParameter}`;
}

/** `/login?action=logout&returnUrl=…&org=…` for the page at `currentPathWithQuery` (pathname plus search). */
export function loginRedirectUrl(currentPathWithQuery: string): string {
  return withReturnUrl('/login?action=logout', currentPathWithQuery);
}

/**
 * `/login?returnUrl=…&org=…`: for a page that needs an account, opened as a guest. No `action=logout`: the guest
 * session (and its cart) must survive the way to the sign-in form.
 */
export function signInUrl(currentPathWithQuery: string): string {
  return withReturnUrl('/login', currentPathWithQuery);
}

/** `/bot-protection?returnUrl=…&org=…`: the org is kept as on every internal navigation (spec §2). */
export function botProtectionUrl(currentPathWithQuery: string): string {
  return withReturnUrl('/bot-protection', currentPathWithQuery);
}
