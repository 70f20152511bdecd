import { describe, expect, it, vi } from 'vitest';
import { pathOnSiteOf, resolveSite, siteFromLocale, sitePath, SITES, switchSitePath, switchSiteUrl } from './sites';

describe('site config', () => {
  it('holds the spec §9 constants', () => {
    expect(SITES.us).toMatchObject({ locale: 'en-US', domain: '.com', currency: 'USD', freeShipAmount: 3500 });
    expect(SITES.ca).toMatchObject({ locale: 'en-CA', domain: '.ca', currency: 'CAD', freeShipAmount: 5000 });
    for (const site of Object.values(SITES)) expect(site.featuredOrganization.rewardRates).toEqual({ base: 0.05, bookfair: 0.05 });
  });
});

describe('resolveSite', () => {
  it('takes the prefix first', () => {
    expect(resolveSite('/ca/product/x/1', 'shop.com', 'en-US')).toEqual({ site: 'ca', path: '/product/x/1', source: 'prefix' });
    expect(resolveSite('/us', 'shop.ca', 'en-CA')).toEqual({ site: 'us', path: '/', source: 'prefix' });
  });

  it('does not mistake a word starting with a site id for a prefix', () => {
    expect(resolveSite('/caterpillars', undefined, undefined)).toMatchObject({ site: 'us', path: '/caterpillars' });
  });

  it('then the host domain, then the cookie, then us', () => {
    expect(resolveSite('/browse', 'www.bookfairshop.ca:443', 'en-US')).toMatchObject({ site: 'ca', source: 'host' });
    expect(resolveSite('/browse', 'localhost:3000', 'en-CA')).toMatchObject({ site: 'ca', source: 'cookie' });
    expect(resolveSite('/browse', 'localhost:3000', undefined)).toMatchObject({ site: 'us', source: 'default' });
  });

  it('falls back to us with a warning for an unknown locale', () => {
    const warn = vi.fn();
    expect(resolveSite('/', 'localhost', 'fr-FR', warn)).toMatchObject({ site: 'us', source: 'cookie' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown locale "fr-FR"'));
  });
});

describe('siteFromLocale', () => {
  it('maps the two locales and warns on anything else', () => {
    const warn = vi.fn();
    expect(siteFromLocale('en-CA', warn)).toBe('ca');
    expect(siteFromLocale('en-US', warn)).toBe('us');
    expect(warn).not.toHaveBeenCalled();
    expect(siteFromLocale('de', warn)).toBe('us');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('sitePath and switchSitePath', () => {
  it('puts Canada under /ca and the US at the root', () => {
    expect(sitePath('us', '/help/shipping')).toBe('/help/shipping');
    expect(sitePath('ca', '/help/shipping')).toBe('/ca/help/shipping');
    expect(sitePath('ca', '/')).toBe('/ca');
  });

  it('moves a page to the other site keeping its query', () => {
    expect(switchSitePath('/product/a/1', '?org=x', 'ca')).toBe('/ca/product/a/1?org=x');
    expect(switchSitePath('/ca/product/a/1', '', 'us')).toBe('/product/a/1');
    expect(switchSitePath('/ca', '', 'us')).toBe('/');
    expect(switchSitePath('/us/browse', '?q=x', 'ca')).toBe('/ca/browse?q=x');
  });
});

describe('siteAlternates', () => {
  it('points canonical at this site and hreflang at both, the US site being the default', async () => {
    const { siteAlternates } = await import('./alternates');
    expect(siteAlternates('ca', '/gift-guide')).toEqual({
      canonical: '/ca/gift-guide',
      languages: { 'en-US': '/gift-guide', 'en-CA': '/ca/gift-guide', 'x-default': '/gift-guide' },
    });
  });

  it('names only the sites that have the page: a Canada-only page is its own default, a US-only one has no en-CA', async () => {
    const { siteAlternates } = await import('./alternates');
    expect(siteAlternates('ca', '/product/a/1', ['ca'])).toEqual({
      canonical: '/ca/product/a/1',
      languages: { 'en-CA': '/ca/product/a/1', 'x-default': '/ca/product/a/1' },
    });
    expect(siteAlternates('us', '/product/a/1', ['us'])).toEqual({
      canonical: '/product/a/1',
      languages: { 'en-US': '/product/a/1', 'x-default': '/product/a/1' },
    });
    expect(siteAlternates('ca', '/product/a/1', ['us', 'ca']).languages).toEqual({
      'en-US': '/product/a/1',
      'en-CA': '/ca/product/a/1',
      'x-default': '/product/a/1',
    });
  });
});

describe('switchSiteUrl (spec §1: us on .com, ca on .ca)', () => {
  const at = (host: string, pathname: string, search = '') => ({ protocol: 'https:', host, pathname, search });

  it('goes to the other domain on a site host, same name, port, path and query', () => {
    expect(switchSiteUrl(at('shop.example.ca', '/help/shipping', '?org=maple'), 'us')).toBe('https://shop.example.com/help/shipping?org=maple');
    expect(switchSiteUrl(at('shop.example.com:8443', '/product/X1'), 'ca')).toBe('https://shop.example.ca:8443/product/X1');
    expect(switchSiteUrl(at('Shop.Example.CA', '/'), 'us')).toBe('https://shop.example.com/');
  });

  it('drops a prefix on a site host, and stays on the host whose domain is already the target site', () => {
    expect(switchSiteUrl(at('shop.example.com', '/ca/browse', '?q=owl'), 'us')).toBe('/browse?q=owl');
    expect(switchSiteUrl(at('shop.example.com', '/ca/browse'), 'ca')).toBe('https://shop.example.ca/browse');
    expect(switchSiteUrl(at('shop.example.ca', '/us/cart'), 'ca')).toBe('/cart');
  });

  it('switches by prefix on any other host, as on one shared host', () => {
    expect(switchSiteUrl(at('127.0.0.1:3000', '/help/shipping', '?org=maple'), 'ca')).toBe('/ca/help/shipping?org=maple');
    expect(switchSiteUrl(at('localhost:3000', '/ca/help/shipping'), 'us')).toBe('/help/shipping');
    expect(switchSiteUrl(at('shop.test', '/'), 'ca')).toBe('/ca');
  });
});

describe('pathOnSiteOf', () => {
  it("puts the shop's own page under the current page's prefix, or leaves it for the host and cookie", () => {
    expect(pathOnSiteOf('/ca/wishlist', '/login?action=logout&returnUrl=%2Fca%2Fwishlist')).toBe('/ca/login?action=logout&returnUrl=%2Fca%2Fwishlist');
    expect(pathOnSiteOf('/ca', '/bot-protection?returnUrl=%2Fca')).toBe('/ca/bot-protection?returnUrl=%2Fca');
    expect(pathOnSiteOf('/us/cart', '/login')).toBe('/us/login');
    expect(pathOnSiteOf('/cart', '/login')).toBe('/login');
    expect(pathOnSiteOf('/cats', '/login')).toBe('/login');
  });
});
