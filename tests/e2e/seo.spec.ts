import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { SiteId } from '../../src/modules/regions';
import { DEMO_ACCOUNTS, signInByApi, testIp } from './fixtures/accounts';
import { findProduct, onBoth, onlyOn, pathOf, productsSoldOn } from './fixtures/catalogue';

const SITES: SiteId[] = ['us', 'ca'];
const COUNTRY = { us: 'United States', ca: 'Canada' } as const;

/** Where a page of each site lives: the US site's at the root, the Canada site's under /ca (its home page is /ca). */
const onSite = (site: SiteId, path: string) => (site === 'us' ? path : path === '/' ? '/ca' : `/ca${path}`);

/** Pages of both sites that a crawler may index, and personal ones it must not (they still name their canonical URL). */
const INDEXED = [
  '/',
  '/browse/kids',
  '/browse/bs/overall',
  '/browse/list/mystery',
  '/categories',
  '/gift-guide',
  '/gifts-for-kids',
  '/find-a-fair',
  '/helpcenter',
  '/help/shipping',
  '/help/about-us',
];
const PRIVATE = ['/login', '/cart', '/checkout', '/order-status', '/account/details/gift-cards', '/account/create'];

/** Canonical and alternate URLs come back normalised (the home page's `http://host` is `http://host/`). */
async function seoOf(page: Page) {
  const attributes = (selector: string, name: string) =>
    page.locator(selector).evaluateAll((nodes, attribute) => nodes.map((node) => node.getAttribute(attribute) ?? ''), name);
  const hreflangs = await attributes('link[rel="alternate"][hreflang]', 'hreflang');
  const alternateHrefs = await attributes('link[rel="alternate"][hreflang]', 'href');
  return {
    canonical: (await attributes('link[rel="canonical"]', 'href')).map(normalised),
    alternates: Object.fromEntries(hreflangs.map((hreflang, index) => [hreflang, normalised(alternateHrefs[index]!)])),
    robots: (await attributes('meta[name="robots"]', 'content')).join(','),
    ogLocale: (await attributes('meta[property="og:locale"]', 'content')).join(','),
  };
}

const normalised = (url: string) => new URL(url).href;

/** The canonical URLs a page's HTML names, as a crawler reads them (`&amp;` in an attribute is `&`). */
function canonicalsIn(html: string): string[] {
  const links = html.match(/<link\b[^>]*\brel="canonical"[^>]*>/g) ?? [];
  return links.map((link) => normalised(/\bhref="([^"]*)"/.exec(link)![1]!.replaceAll('&amp;', '&')));
}

const xml = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

async function locsOf(request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  expect(response.headers()['cache-control']).toContain('max-age=3600');
  const text = await response.text();
  expect(XMLValidator.validate(text), url).toBe(true);
  const document = xml.parse(text);
  const entries: Array<{ loc: string }> = document.sitemapindex?.sitemap ?? document.urlset?.url;
  return entries.map((entry) => entry.loc);
}

test.describe('canonical and hreflang', () => {
  for (const site of SITES) {
    test(`every representative page of the ${site} site names its canonical URL and both sites' alternates`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const url = (target: SiteId, path: string) => normalised(`${baseURL}${onSite(target, path)}`);
      for (const path of [...INDEXED, ...PRIVATE]) {
        const response = await page.goto(onSite(site, path));
        expect(response?.status(), path).toBe(200);
        const seo = await seoOf(page);
        expect(seo.canonical, path).toEqual([url(site, path)]);
        expect(seo.alternates, path).toEqual({ 'en-US': url('us', path), 'en-CA': url('ca', path), 'x-default': url('us', path) });
        expect(seo.ogLocale, path).toBe(site === 'us' ? 'en_US' : 'en_CA');
        await expect(page, path).toHaveTitle(new RegExp(`Bookfair Shop ${COUNTRY[site]}`));
        if (PRIVATE.includes(path)) expect(seo.robots, path).toContain('noindex');
        else expect(seo.robots, path).not.toContain('noindex');
      }
    });
  }

  test('a signed-in page is noindex with its canonical URL on its own site', async ({ page, baseURL }) => {
    expect((await signInByApi(page.request, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, testIp())).status()).toBe(200);
    expect((await page.goto('/ca/account/orders'))?.status()).toBe(200);
    const seo = await seoOf(page);
    expect(seo.canonical).toEqual([`${baseURL}/ca/account/orders`]);
    expect(seo.alternates['en-US']).toBe(`${baseURL}/account/orders`);
    expect(seo.robots).toContain('noindex');
  });

  test('a product sold on one site names no alternate on the other, and its canonical URL is on its own site', async ({ page, baseURL }) => {
    const usOnly = findProduct(onlyOn('.com'));
    await page.goto(pathOf(usOnly, 'us'));
    let seo = await seoOf(page);
    expect(seo.canonical).toEqual([`${baseURL}${pathOf(usOnly, 'us')}`]);
    expect(seo.alternates).toEqual({ 'en-US': `${baseURL}${pathOf(usOnly, 'us')}`, 'x-default': `${baseURL}${pathOf(usOnly, 'us')}` });

    const caOnly = findProduct(onlyOn('.ca'));
    await page.goto(pathOf(caOnly, 'ca'));
    seo = await seoOf(page);
    expect(seo.canonical).toEqual([`${baseURL}${pathOf(caOnly, 'ca')}`]);
    expect(seo.alternates).toEqual({ 'en-CA': `${baseURL}${pathOf(caOnly, 'ca')}`, 'x-default': `${baseURL}${pathOf(caOnly, 'ca')}` });
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);

    const both = findProduct(onBoth);
    await page.goto(pathOf(both, 'ca'));
    seo = await seoOf(page);
    expect(seo.canonical).toEqual([`${baseURL}${pathOf(both, 'ca')}`]);
    expect(seo.alternates).toEqual({
      'en-US': `${baseURL}${pathOf(both, 'us')}`,
      'en-CA': `${baseURL}${pathOf(both, 'ca')}`,
      'x-default': `${baseURL}${pathOf(both, 'us')}`,
    });
  });

  test('a curated list of the Canada site only names no US alternate', async ({ page, baseURL }) => {
    expect((await page.goto('/ca/browse/cl/canadian-favourites'))?.status()).toBe(200);
    expect((await seoOf(page)).alternates).toEqual({
      'en-CA': `${baseURL}/ca/browse/cl/canadian-favourites`,
      'x-default': `${baseURL}/ca/browse/cl/canadian-favourites`,
    });
  });

  test('a crawler gets the canonical and alternates in the document head', async ({ request, baseURL }) => {
    const html = await (
      await request.get('/ca/help/shipping', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
    ).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${baseURL}/ca/help/shipping"/>`);
    expect(head).toContain(`<link rel="alternate" hrefLang="en-US" href="${baseURL}/help/shipping"/>`);
  });
});

test.describe('the other shopping pages of spec §2', () => {
  const SHOWCASES = {
    '/gift-guide': { heading: 'Gift guide', sections: ['Boxed sets', 'Gift sets', 'Award winners', 'For cozy reading', 'Stocking stuffers'] },
    '/gifts-for-kids': {
      heading: 'Gifts for kids',
      sections: ['For babies and toddlers', 'Plush friends', 'Puzzles and games', 'STEM kits', 'Arts and crafts'],
    },
  };

  for (const site of SITES) {
    test(`categories, the gift guide and gifts for kids have content and a description naming the country on the ${site} site`, async ({ page }) => {
      await page.goto(onSite(site, '/categories'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All categories');
      expect(await page.getByTestId('category-count').count()).toBeGreaterThan(5);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(COUNTRY[site]));
      for (const [path, { heading, sections }] of Object.entries(SHOWCASES)) {
        await page.goto(onSite(site, path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        // A rail without products is not rendered: each section shows some.
        for (const section of sections) await expect(page.getByRole('heading', { level: 2, name: section }), `${path} ${section}`).toBeVisible();
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(COUNTRY[site]));
      }
    });
  }
});

test.describe('sitemaps and robots.txt', () => {
  test("each site's sitemap index names its pages file and product files, which list only products sold there", async ({ request, baseURL }) => {
    // Two product files of about 11,000 URLs each, on a server shared with the other tests.
    test.setTimeout(90_000);
    const usOnly = findProduct(onlyOn('.com'));
    const caOnly = findProduct(onlyOn('.ca'));
    for (const [site, domain] of [
      ['us', '.com'],
      ['ca', '.ca'],
    ] as const) {
      const files = await locsOf(request, `${baseURL}${onSite(site, '/sitemap.xml')}`);
      expect(files).toEqual([`${baseURL}${onSite(site, '/sitemap-pages.xml')}`, `${baseURL}${onSite(site, '/sitemap-products-1.xml')}`]);

      const products = await locsOf(request, files[1]!);
      expect(products.length).toBe(productsSoldOn(domain).length);
      expect(new Set(products).size).toBe(products.length);
      expect(products.every((loc) => loc.startsWith(`${baseURL}${onSite(site, '/product/')}`))).toBe(true);
      const own = site === 'us' ? usOnly : caOnly;
      const other = site === 'us' ? caOnly : usOnly;
      expect(products).toContain(`${baseURL}${pathOf(own, site)}`);
      expect(products).not.toContain(`${baseURL}${pathOf(other, site)}`);

      const pages = await locsOf(request, files[0]!);
      for (const path of [
        '/',
        '/helpcenter',
        '/help/shipping',
        '/help/our-product',
        '/help/about-us',
        '/help/cookies',
        '/categories',
        '/gift-guide',
        '/gifts-for-kids',
        '/find-a-fair',
        '/browse/kids',
      ]) {
        expect(pages).toContain(`${baseURL}${onSite(site, path)}`);
      }
      expect(pages.some((loc) => /\/(account|cart|checkout|login|wishlist)(\/|$)/.test(loc))).toBe(false);
    }
    expect((await request.get('/sitemap-products-2.xml')).status()).toBe(404);
  });

  // What a crawler reads: the HTML each URL answers, without running its scripts (a browser per page made this walk
  // minutes long on a busy machine).
  test('every page the Canada sitemap names answers 200 with that URL as its canonical', async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const pages = await locsOf(request, `${baseURL}/ca/sitemap-pages.xml`);
    const products = await locsOf(request, `${baseURL}/ca/sitemap-products-1.xml`);
    const sample = [...pages, ...products.filter((_, index) => index % 500 === 0)];
    for (const loc of sample) {
      const response = await request.get(loc);
      expect(response.status(), loc).toBe(200);
      expect(canonicalsIn(await response.text()), loc).toEqual([normalised(loc)]);
    }
  });

  test('robots.txt keeps crawlers out of private pages and names both sitemaps', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining([`Sitemap: ${baseURL}/sitemap.xml`, `Sitemap: ${baseURL}/ca/sitemap.xml`, 'User-agent: *']));
    for (const path of [
      '/account',
      '/checkout',
      '/cart',
      '/api/',
      '/login',
      '/order-status',
      '/support-requests',
      '/wishlist',
      '/ca/account',
      '/ca/checkout',
      '/ca/cart',
      '/ca/wishlist',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });
});

test.describe('unknown pages and the application entry page', () => {
  for (const [path, site, home] of [
    ['/nope', 'us', '/'],
    ['/ca/nope', 'ca', '/ca'],
    ['/ca/product/x/0000000000000', 'ca', '/ca'],
  ] as const) {
    test(`${path} answers 404 with the friendly page inside the site's header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'This page has wandered off the shelf' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Bookfair Shop home' })).toHaveAttribute('href', home);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', home);
      await expect(page.locator('html')).toHaveAttribute('lang', site === 'us' ? 'en-US' : 'en-CA');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page).toHaveTitle(`Page not found | Bookfair Shop ${COUNTRY[site]}`);
    });
  }

  test('a product not sold on a site is 404 there', async ({ request }) => {
    expect((await request.get(pathOf(findProduct(onlyOn('.com')), 'ca'))).status()).toBe(404);
  });

  test('/_app redirects permanently to the site home, keeping the query and org, dropping org=none', async ({ request, baseURL }) => {
    const redirect = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const location = new URL(response.headers()['location'] ?? '', baseURL);
      return { status: response.status(), target: `${location.pathname}${location.search}` };
    };
    expect(await redirect('/_app?org=maple-grove-elementary&utm_source=flyer')).toEqual({
      status: 308,
      target: '/?org=maple-grove-elementary&utm_source=flyer',
    });
    expect(await redirect('/ca/_app?org=none')).toEqual({ status: 308, target: '/ca' });
    expect(await redirect('/_app')).toEqual({ status: 308, target: '/' });
  });
});
