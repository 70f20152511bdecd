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
