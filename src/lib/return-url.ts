const BASE = 'http://same.site';

/**
 * A path a browser (or a server that decodes first) can only read as one on this site: `/x`, never `//x`, with no
 * backslash anywhere (`/\x` is `//x` to a browser) and no control character. Such a path-absolute URL keeps the
 * origin it is read against, however often it is read again.
 */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/[\u0000-\u001f\u007f\\]/.test(path);
}

function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Where to send someone back after signing in, signing out or passing a challenge: only a path on this site (spec §2
 * `returnUrl`), never another origin, never a control character; else the fallback. The check is made on what is
 * returned, after the URL parser has normalized it (`/.//evil.example` and `/%2e//evil.example` become
 * `//evil.example`) and again after percent-decoding its path (`/%2F%2Fevil.example`), so no later reading of the
 * result can leave the site.
 */
export function safeReturnPath(returnUrl: string | null | undefined, fallback = '/'): string {
  if (!returnUrl || returnUrl.length > 2000 || !isLocalPath(returnUrl)) return fallback;
  let url: URL;
  try {
    url = new URL(returnUrl, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  const decodedPath = percentDecoded(url.pathname);
  return isLocalPath(path) && decodedPath !== null && isLocalPath(decodedPath) ? path : fallback;
}

/** The path of an absolute http(s) URL whose origin is one of `origins`; null for anything else. */
function pathOfSameOrigin(value: string, origins: readonly string[]): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return origins.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Where /login sends someone back (spec §2): its `returnUrl`, else next-auth's `callbackUrl` (which next-auth writes as
 * an absolute URL of the shop). An absolute URL of one of the shop's `origins` counts as its path; the result is a
 * `safeReturnPath`, or null (the caller's home) for anything else.
 */
export function loginReturnPath(returnUrl: string | null, callbackUrl: string | null, origins: readonly string[]): string | null {
  const wanted = returnUrl ?? callbackUrl;
  if (!wanted) return null;
  const path = safeReturnPath(pathOfSameOrigin(wanted, origins) ?? wanted, '');
  return path === '' ? null : path;
}
