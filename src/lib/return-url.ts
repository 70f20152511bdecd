const BASE = 'http://same.site';

/** A path a browser (or a server that decodes first) can only read as one on this site: `/x`, never `//x` or `/\x`. */
function isLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return !/[\u0000-\u001f\u007f\\]/.test(path);
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
  if (url.origin !== BASE || !isLocalPath(path) || decodedPath === null || !isLocalPath(decodedPath)) return fallback;
  // Read once more, as the browser will read the answer: it must stay the same path on the same site.
  const again = new URL(path, BASE);
  if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== path) return fallback;
  return path;
}
