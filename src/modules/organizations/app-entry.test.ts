import { describe, expect, it } from 'vitest';
import { appEntryRedirect } from './app-entry';

describe('appEntryRedirect', () => {
  it('sends /_app to the site home with its query, org included', () => {
    expect(appEntryRedirect('/_app', '')).toBe('/');
    expect(appEntryRedirect('/_app/', '?utm_source=mail')).toBe('/?utm_source=mail');
    expect(appEntryRedirect('/_app', '?org=maple-grove&utm_source=mail')).toBe('/?org=maple-grove&utm_source=mail');
  });

  it('drops org=none, as every server redirect does', () => {
    expect(appEntryRedirect('/_app', '?org=none')).toBe('/');
    expect(appEntryRedirect('/_app', '?org=none&q=1')).toBe('/?q=1');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/_apps', '/_app/page', '/app', '/browse']) expect(appEntryRedirect(path, '?org=x'), path).toBeNull();
  });
});
