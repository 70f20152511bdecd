import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url';

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

  it('never answers anything but a same-site path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        const path = safeReturnPath(value);
        expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')).toBe(true);
        expect(new URL(path, 'http://same.site').origin).toBe('http://same.site');
      }),
    );
  });
});
