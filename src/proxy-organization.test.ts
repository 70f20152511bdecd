import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const DOCUMENT = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
const call = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  proxy(new NextRequest(`http://localhost${path}`, { method, headers: new Headers(headers) }));
const remembered = (slug: string) => ({ cookie: `selectedOrg=${slug}` });
const setCookie = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('selectedOrg=')) ?? null;

describe('the proxy remembers the selected organization (issue 19)', () => {
  it('remembers the organization of `/org/{org}/…` and of `?org=`, on both sites, for 30 days', async () => {
    const selected = await call('/ca/org/Riverside/browse?q=cats', DOCUMENT);
    expect(selected.status).toBe(302);
    expect(selected.headers.get('location')).toBe('http://localhost/ca/browse?q=cats&org=riverside');
    expect(setCookie(selected)).toMatch(/^selectedOrg=riverside; Path=\/; .*Max-Age=2592000; SameSite=lax$/i);
    expect(setCookie(await call('/help/shipping?org=lakeshore'))).toMatch(/^selectedOrg=lakeshore;/);
  });

  it('writes nothing when the cookie already says so, or for a prefetch', async () => {
    expect(setCookie(await call('/help/shipping?org=lakeshore', remembered('lakeshore')))).toBeNull();
    expect(setCookie(await call('/help/shipping?org=lakeshore', { 'next-router-prefetch': '1' }))).toBeNull();
  });

  it('forgets it with `/org/none/…` and `?org=none`', async () => {
    expect(setCookie(await call('/org/none/cart', remembered('riverside')))).toMatch(/^selectedOrg=;.*Expires=Thu, 01 Jan 1970/);
    expect(setCookie(await call('/cart?org=none', { ...DOCUMENT, ...remembered('riverside') }))).toMatch(/^selectedOrg=;/);
    expect(setCookie(await call('/cart?org=none'))).toBeNull();
  });

  it('sends a document opened without `org` to itself with the remembered one, uncached', async () => {
    const response = await call('/product/a-book/9780000000001?view=list', { ...DOCUMENT, ...remembered('riverside') });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost/product/a-book/9780000000001?view=list&org=riverside');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await call('/ca/cart', { ...DOCUMENT, ...remembered('riverside') })).headers.get('location')).toBe('http://localhost/ca/cart?org=riverside');
  });

  it('lets through client navigations, prefetches, form posts, the APIs and addresses with their own `org`', async () => {
    const passes = async (path: string, headers: Record<string, string>, method = 'GET') => {
      const response = await call(path, { ...remembered('riverside'), ...headers }, method);
      return response.status !== 302 && response.status !== 303;
    };
    expect(await passes('/browse', { ...DOCUMENT, rsc: '1' })).toBe(true);
    expect(await passes('/browse', { ...DOCUMENT, 'sec-purpose': 'prefetch' })).toBe(true);
    expect(await passes('/browse', {})).toBe(true);
    expect(await passes('/cart/add', DOCUMENT, 'POST')).toBe(true);
    expect(await passes('/api/health', DOCUMENT)).toBe(true);
    expect(await passes('/browse?org=none', DOCUMENT)).toBe(true);
    expect(await passes('/browse?org=lakeshore', DOCUMENT)).toBe(true);
  });
});
