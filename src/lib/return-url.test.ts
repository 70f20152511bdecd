import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginReturnPath, safeReturnPath } from './return-url';

describe('safeReturnPath', () => {
  it('keeps paths on this site with their query', () => {
    expect(safeReturnPath('/account/details?org=abc')).toBe('/account/details?org=abc');
    expect(safeReturnPath('/ca/browse?q=owl#top')).toBe('/ca/browse?q=owl#top');
  });

  it('refuses other origins and odd forms', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'account',
      '',
      null,
      undefined,
      '/a\nb',
      '/%0a'.repeat(700),
    ]) {
      expect(safeReturnPath(value, '/home')).toBe('/home');
    }
  });

  it('refuses paths that only leave the site once normalized or decoded (issue 18, finding 1)', () => {
    for (const value of [
      '/.//evil.example/phish',
      '/..//evil.example/phish',
      '/%2e//evil.example/phish',
      '/%2E%2E//evil.example/phish',
      '/./\\evil.example',
      '/a/..//evil.example',
      '/%2F%2Fevil.example/x',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/%0d%0aSet-Cookie:x=1',
      '/%E0%A4%A',
      '/.%2e//evil.example',
    ]) {
      expect(safeReturnPath(value, '/home'), value).toBe('/home');
    }
  });

  it('keeps what normalizes to a path on this site', () => {
    expect(safeReturnPath('/a/../account?x=1')).toBe('/account?x=1');
    expect(safeReturnPath('/./browse')).toBe('/browse');
    expect(safeReturnPath('/browse?q=a b#t')).toBe('/browse?q=a%20b#t');
    expect(safeReturnPath('/caf\u00e9')).toBe('/caf%C3%A9');
    expect(safeReturnPath('/browse?q=%2F%2Fx')).toBe('/browse?q=%2F%2Fx');
    expect(safeReturnPath('/x'.repeat(1000))).toBe('/x'.repeat(1000));
    expect(safeReturnPath('/x'.repeat(1000) + '/', '/f')).toBe('/f');
  });

  it('never answers anything but a same-site path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        const path = safeReturnPath(value);
        expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')).toBe(true);
        expect(new URL(path, 'http://same.site').origin).toBe('http://same.site');
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/', '.', '%2e', '%2f', '%5c', '\\', 'evil.example', '..', '%2E'), { maxLength: 8 }), (parts) => {
        const path = safeReturnPath(`/${parts.join('')}`);
        expect(path.startsWith('//') || path.startsWith('/\\')).toBe(false);
        expect(new URL(path, 'http://same.site').origin).toBe('http://same.site');
        expect(new URL(decodeURIComponent(new URL(path, 'http://same.site').pathname), 'http://same.site').origin).toBe('http://same.site');
      }),
    );
  });
});

describe('loginReturnPath', () => {
  const origins = ['https://shop.example.com', 'http://127.0.0.1:3000'];

  it('takes returnUrl, else next-auth callbackUrl, as a path on the site', () => {
    expect(loginReturnPath('/account/orders?page=2', null, origins)).toBe('/account/orders?page=2');
    expect(loginReturnPath(null, '/ca/wishlist', origins)).toBe('/ca/wishlist');
    expect(loginReturnPath('/cart', '/wishlist', origins)).toBe('/cart');
  });

  it('reduces an absolute URL of the shop to its path, query and fragment', () => {
    expect(loginReturnPath(null, 'https://shop.example.com/account/bookfair?manage=3#fairs', origins)).toBe('/account/bookfair?manage=3#fairs');
    expect(loginReturnPath(null, 'http://127.0.0.1:3000/ca/account/details', origins)).toBe('/ca/account/details');
    expect(loginReturnPath('HTTPS://shop.example.com/help', null, origins)).toBe('/help');
  });

  it('sends anything else home (null)', () => {
    for (const value of [
      'https://evil.example/account',
      'http://shop.example.com/account',
      'https://shop.example.com.evil.example/x',
      'https://shop.example.com@evil.example/x',
      'https://shop.example.com//evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      'account/details',
      '',
    ]) {
      expect(loginReturnPath(null, value, origins), value).toBeNull();
      expect(loginReturnPath(value, null, origins), value).toBeNull();
    }
    expect(loginReturnPath(null, null, origins)).toBeNull();
  });
});
