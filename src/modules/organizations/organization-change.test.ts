import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlChoosingOrganization } from './organization-change';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('urlChoosingOrganization (spec §2, §8)', () => {
  it('sets org on a URL or its text, the rest of the page kept', () => {
    expect(urlChoosingOrganization('http://localhost:3000/ca/browse?q=owls#top', 'maple-grove')).toBe('/ca/browse?q=owls&org=maple-grove#top');
    expect(urlChoosingOrganization(new URL('http://localhost/browse?org=old&view=list'), 'Lakeside')).toBe('/browse?org=lakeside&view=list');
    expect(urlChoosingOrganization('/cart', 'lakeside')).toBe('/cart?org=lakeside');
  });

  it('drops org to choose none', () => {
    expect(urlChoosingOrganization('http://localhost/browse?org=old&view=list', null)).toBe('/browse?view=list');
    expect(urlChoosingOrganization('http://localhost/?org=old', 'none')).toBe('/');
  });

  it('keeps the shopper on this site', () => {
    expect(urlChoosingOrganization('https://evil.example/phish', 'lakeside')).toBe('/phish?org=lakeside');
    expect(urlChoosingOrganization('//evil.example/phish', 'lakeside')).toBe('/phish?org=lakeside');
  });

  it('only warns on a URL of the wrong type, changing nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const wrong of [undefined, null, 42, { href: '/browse' }, ['/browse'], 'http://[broken']) {
      expect(urlChoosingOrganization(wrong, 'lakeside')).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn.mock.calls[0]![0]).toMatch(/URL/);
  });
});
