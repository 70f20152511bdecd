/**
 * Where to send someone back after signing in or passing a challenge: only a path on this site (spec §2 `returnUrl`),
 * never another origin (`//evil.example`, `https://…`, `/\evil`), never a control character; else the fallback.
 */
export function safeReturnPath(returnUrl: string | null | undefined, fallback = '/'): string {
  if (!returnUrl || returnUrl.length > 2000) return fallback;
  if (!returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(returnUrl)) return fallback;
  try {
    const url = new URL(returnUrl, 'http://same.site');
    if (url.origin !== 'http://same.site') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
