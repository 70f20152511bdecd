import type { NextRequest, NextResponse } from 'next/server';
import { SHOP_COOKIES } from '@/lib/cookies';
import { env } from '@/lib/env';
import { isDocumentNavigation, isPrefetch, ORGANIZATION_COOKIE, organizationCookieChange, withRememberedOrganization } from '@/modules/organizations';

/**
 * Issue 19, the proxy's part: a page opened as a document without `org` (a link followed before the page's scripts ran,
 * or in a browser that runs none) is redirected to itself with the organization this browser remembers. The answer
 * depends on the cookie, so no cache may keep it.
 */
export function rememberedOrganizationRedirect(request: NextRequest, sitePathname: string, redirect: (target: string) => NextResponse): NextResponse | null {
  if (!isDocumentNavigation(request.method, request.headers)) return null;
  const target = withRememberedOrganization(sitePathname, request.nextUrl.search, request.cookies.get(ORGANIZATION_COOKIE)?.value);
  if (!target) return null;
  const response = redirect(target);
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

/** Remembers the organization a page request selects (`?org=`, `/org/{org}/…`) or forgets it (`none`); a prefetch changes nothing. */
export function rememberOrganization(request: NextRequest, sitePathname: string, response: NextResponse): void {
  if (isPrefetch(request.headers)) return;
  const change = organizationCookieChange(sitePathname, request.nextUrl.search);
  const remembered = request.cookies.get(ORGANIZATION_COOKIE)?.value;
  if (change === 'forget') {
    if (remembered !== undefined) response.cookies.delete(ORGANIZATION_COOKIE);
  } else if (change && change.remember !== remembered) {
    response.cookies.set(ORGANIZATION_COOKIE, change.remember, {
      path: '/',
      maxAge: SHOP_COOKIES.selectedOrg.days * 24 * 3600,
      sameSite: 'lax',
      secure: env().PUBLIC_URL.startsWith('https://'),
    });
  }
}
