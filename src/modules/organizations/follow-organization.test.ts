import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSelectedOrganization } from './follow-organization';

const router = () => ({ push: vi.fn(), replace: vi.fn() });
const onPage = (href: string) => vi.stubGlobal('window', { location: { href }, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as Window);
const kept = { org: 'riverside', loadedAt: Date.now() };

describe('the browser follows the remembered organization (issue 19)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('puts the remembered organization back on an address that lost `org`, keeping its query and fragment', () => {
    onPage('http://shop.test/ca/browse?q=cats#results');
    const navigation = router();
    followSelectedOrganization(null, kept, 'riverside', navigation);
    expect(navigation.replace).toHaveBeenCalledWith('/ca/browse?q=cats&org=riverside#results');
  });

  it('leaves an address with its own `org`, `org=none`, or nothing remembered', () => {
    for (const [href, org, remembered] of [
      ['http://shop.test/browse?org=riverside', 'riverside', 'riverside'],
      ['http://shop.test/browse?org=lakeshore', 'lakeshore', 'riverside'],
      ['http://shop.test/browse?org=none', null, 'riverside'],
    ] as const) {
      onPage(href);
      const navigation = router();
      followSelectedOrganization(org, org ? { org, loadedAt: Date.now() } : null, remembered, navigation)();
      expect(navigation.replace, href).not.toHaveBeenCalled();
    }
  });
});
