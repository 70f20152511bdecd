import '@/app/_compose/caller-check';
import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { authSecret, env } from '@/lib/env';
import { signInUrl } from '@/lib/http/redirect-urls';
import { logger } from '@/lib/logger';
import { poolPressure, shouldShed } from '@/db/overload';
import { allowedMethods } from '@/lib/api/route-methods';
import { safeReturnPath } from '@/lib/return-url';
import { areaOf } from '@/modules/accounts';
import { appEntryRedirect, organizationSelection } from '@/modules/organizations';
import { rememberOrganization, rememberedOrganizationRedirect } from './proxy-organization';
import { resolveSite, sitePath, type SiteId } from '@/modules/regions';
import { sitemapRewrite } from '@/modules/seo';

/**
 * Every redirect the proxy answers goes through here: the target is built from the request (a path after `/org/x`, a
 * query), so it is checked once more to be a path of this shop, whatever built it.
 */
function redirectWithin(request: NextRequest, site: SiteId, pathWithQuery: string, status: 302 | 303 | 308): NextResponse {
  return NextResponse.redirect(new URL(safeReturnPath(sitePath(site, pathWithQuery), sitePath(site, '/')), request.url), status);
}

/**
 * Spec §8: a page that needs an account, opened without one (or as a guest), is a 302 to the sign-in page that comes
 * back here afterwards. Roles are checked again by the page itself (403 for a customer on an organizer page).
 */
async function signInRedirect(request: NextRequest, site: SiteId, path: string): Promise<NextResponse | null> {
  if (!areaOf(path)) return null;
  const token = await getToken({ req: request, secret: authSecret() }).catch(() => null);
  if (token?.sub && token.role && token.role !== 'guest') return null;
  const here = sitePath(site, `${path}${request.nextUrl.search}`);
  return redirectWithin(request, site, signInUrl(here), 302);
}

/** Spec §2: `/org/{org}/…` and `/org/none/…` select or clear the organization by a redirect that carries `?org=`. */
function organizationRedirect(request: NextRequest, site: SiteId, path: string): NextResponse | null {
  const selection = organizationSelection(path, request.nextUrl.search);
  if (!selection) return null;
  return redirectWithin(request, site, selection.path + selection.search, 302);
}

/** Spec §2 `/_app`, the application entry page: a permanent redirect to the site's home, keeping the query. */
function appEntry(request: NextRequest, site: SiteId, path: string): NextResponse | null {
  const target = appEntryRedirect(path, request.nextUrl.search);
  return target === null ? null : redirectWithin(request, site, target, 308);
}

/** Paths that belong to no site: the JSON APIs, and the static pages of bench builds. */
const NON_PAGE_PREFIXES = ['/api/', '/bench-static/'];

/** Resolves the site of every request (DESIGN §4), tags it with a request id, and logs it. */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * A request a page of this shop sent: the browser's `Sec-Fetch-Site` says so, or its `Origin` is this server's or the
 * shop's public one. A cross-site form or link has neither.
 */
function isSameOrigin(request: NextRequest): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && (origin === request.nextUrl.origin || origin === new URL(env().PUBLIC_URL).origin);
}

/**
 * Sign-out (spec §2 Logout, the account menu's `/login?action=logout`, and the 401 redirect of spec §8). A GET only
 * shows the page, which asks "Sign out?" with a button when a customer is signed in: a link or an image on another
 * site must not sign anyone out. The button POSTs the same URL from the page; that POST, from this site only, ends the
 * session here, before any page script runs (so no session request still in flight can bring the cookie back), then
 * a 303 to the sign-in page. A cross-site POST is sent to the question instead.
 */
function logoutRedirect(request: NextRequest, site: SiteId, path: string): NextResponse | null {
  if (path !== '/login' || request.nextUrl.searchParams.get('action') !== 'logout' || request.method !== 'POST') return null;
  if (!isSameOrigin(request)) return redirectWithin(request, site, `/login${request.nextUrl.search}`, 303);
  const query = new URLSearchParams(request.nextUrl.searchParams);
  query.delete('action');
  query.set('signedOut', '1');
  const response = redirectWithin(request, site, `/login?${query.toString()}`, 303);
  for (const cookie of request.cookies.getAll()) if (SESSION_COOKIE.test(cookie.name)) response.cookies.delete(cookie.name);
  response.cookies.delete('authorizedId');
  return response;
}

/** Seconds a turned-away visitor is asked to wait (the Retry-After of the 503). */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Admission control (issue 18): a page cannot answer 503 itself (Next renders a failed page as a 500), so when more
 * requests already wait for a database connection than the pool holds, a new page request is turned away here with
 * 503 and Retry-After rather than let it wait out the pool's timeout and fail. The JSON APIs map that timeout to 503
 * themselves (apiRoute).
 */
function busyResponse(requestId: string): NextResponse {
  return new NextResponse(
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Busy</title><p>The shop is very busy right now. Please try again in a few seconds.</p></html>',
    {
      status: 503,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        'x-request-id': requestId,
      },
    },
  );
}

const jsonError = (status: number, Error: string, message: string, requestId: string, headers: Record<string, string> = {}) =>
  NextResponse.json({ Error, message }, { status, headers: { 'cache-control': 'no-store', 'x-request-id': requestId, ...headers } });

/**
 * Issue 18: an API address no route file serves, or a method its route file does not export, answered as
 * `{Error, message}` (Next's own answers are its HTML 404 page and an empty 405).
 */
function apiMisfit(request: NextRequest, requestId: string): NextResponse | null {
  const allowed = allowedMethods(request.nextUrl.pathname);
  if (!allowed) return jsonError(404, 'NOT_FOUND', 'There is no API at this address.', requestId);
  if (allowed.includes(request.method)) return null;
  return jsonError(405, 'METHOD_NOT_ALLOWED', `This address answers ${allowed.join(', ')} only.`, requestId, { allow: allowed.join(', ') });
}

export async function proxy(request: NextRequest) {
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
  const { pathname, search } = request.nextUrl;
  if (!pathname.startsWith('/api/') && shouldShed(await poolPressure())) {
    logger.warn({ requestId, path: pathname }, 'database pool saturated: page request turned away with 503');
    return busyResponse(requestId);
  }
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);

  let response: NextResponse;
  let site: string | undefined;
  const sitemap = sitemapRewrite(pathname);
  if (NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    response = (pathname.startsWith('/api/') && apiMisfit(request, requestId)) || NextResponse.next({ request: { headers } });
  } else if (sitemap) {
    response = NextResponse.rewrite(new URL(sitemap, request.url), { request: { headers } });
  } else {
    const resolution = resolveSite(pathname, request.headers.get('host'), request.cookies.get('NEXT_LOCALE')?.value, (message) =>
      logger.warn({ requestId, locale: request.cookies.get('NEXT_LOCALE')?.value }, message),
    );
    site = resolution.site;
    headers.set('x-site', site);
    const redirect =
      organizationRedirect(request, resolution.site, resolution.path) ??
      rememberedOrganizationRedirect(request, resolution.path, (target) => redirectWithin(request, resolution.site, target, 302)) ??
      appEntry(request, resolution.site, resolution.path) ??
      logoutRedirect(request, resolution.site, resolution.path) ??
      (await signInRedirect(request, resolution.site, resolution.path));
    if (redirect) {
      response = redirect;
    } else if (resolution.source === 'prefix') {
      response = NextResponse.next({ request: { headers } });
    } else {
      const url = request.nextUrl.clone();
      url.pathname = `/${site}${pathname === '/' ? '' : pathname}`;
      response = NextResponse.rewrite(url, { request: { headers } });
    }
    rememberOrganization(request, resolution.path, response);
  }
  response.headers.set('x-request-id', requestId);
  logger.info({ requestId, method: request.method, path: pathname, query: search || undefined, site }, 'request');
  return response;
}

export const config = {
  // Everything but build assets and public files (any path with a file extension, but product pages, whose SKU may end
  // in one like TOY.V2), and the sitemaps, which are served by a route of their site. The catalogue upload stays out:
  // a proxy makes Next buffer the request body in memory and cut it at 10 MB, and a catalogue file is hundreds of MB
  // streamed to disk.
  matcher: [
    '/((?!_next/|favicon\\.ico|api/admin/v1/catalog-uploads|(?!(?:us/|ca/)?product/).*\\.[a-zA-Z0-9]+$).*)',
    '/sitemap(-pages|-products-\\d+)?.xml',
    '/:site(us|ca)/sitemap(-pages|-products-\\d+)?.xml',
  ],
};
