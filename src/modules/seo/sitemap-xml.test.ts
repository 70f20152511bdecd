import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

const ORIGIN = 'https://shop.example';
const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' }).parse(xml);
};

describe('urlsetXml', () => {
  it('writes a valid urlset with absolute, escaped URLs and lastmod where known', async () => {
    const xml = await text(
      urlsetXml(
        [{ path: '/ca/browse/subject/Arts%20%26%20Crafts' }, { path: '/product/a-b/9780000000001', lastModified: new Date('2026-03-04T05:06:07Z') }],
        ORIGIN,
      ),
    );
    const { urlset } = parse(xml);
    expect(urlset.url).toEqual([
      { loc: 'https://shop.example/ca/browse/subject/Arts%20%26%20Crafts' },
      { loc: 'https://shop.example/product/a-b/9780000000001', lastmod: '2026-03-04T05:06:07.000Z' },
    ]);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).not.toContain('xmlns:image');
  });

  it('streams entries from an async source as they come', async () => {
    async function* entries() {
      for (let index = 1; index <= 3; index += 1) yield { path: `/product/p/${index}` };
    }
    const { urlset } = parse(await text(urlsetXml(entries(), ORIGIN)));
    expect(urlset.url.map((url: { loc: string }) => url.loc)).toEqual([
      'https://shop.example/product/p/1',
      'https://shop.example/product/p/2',
      'https://shop.example/product/p/3',
    ]);
  });

  it('fails the stream, not a truncated file passed as whole, when the source fails mid-way', async () => {
    async function* failing() {
      yield { path: '/product/p/1' };
      throw new Error('database went away');
    }
    await expect(text(urlsetXml(failing(), ORIGIN))).rejects.toThrow();
  });
});

describe('sitemapIndexXml', () => {
  it('names each file with its absolute URL and lastmod', async () => {
    const { sitemapindex } = parse(
      await text(
        sitemapIndexXml([{ path: '/ca/sitemap-pages.xml' }, { path: '/ca/sitemap-products-1.xml', lastModified: new Date('2026-01-02T00:00:00Z') }], ORIGIN),
      ),
    );
    expect(sitemapindex.sitemap).toEqual([
      { loc: 'https://shop.example/ca/sitemap-pages.xml' },
      { loc: 'https://shop.example/ca/sitemap-products-1.xml', lastmod: '2026-01-02T00:00:00.000Z' },
    ]);
  });
});
