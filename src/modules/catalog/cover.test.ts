import { describe, expect, it } from 'vitest';
import { escapeXml, renderCoverSvg, wrapText } from './cover';

const book = {
  sku: '9780000000001',
  title: 'The Brave Little Otter',
  subtitle: null,
  author: 'Ada Lovelace',
  department: 'Kids',
  format: 'Hardcover',
  productType: 'book' as const,
};

describe('renderCoverSvg', () => {
  it('draws the title and author on a coloured cover', () => {
    const svg = renderCoverSvg(book);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 300 450"/);
    expect(svg).toContain('>The Brave Little<');
    expect(svg).toContain('ADA LOVELACE');
  });

  it('is the same for the same product and differs between products', () => {
    expect(renderCoverSvg(book)).toBe(renderCoverSvg(book));
    const others = ['9780000000002', '9780000000003', '9780000000004'].map((sku) => renderCoverSvg({ ...book, sku }));
    expect(new Set([renderCoverSvg(book), ...others]).size).toBeGreaterThan(1);
  });

  it('escapes markup in titles', () => {
    const svg = renderCoverSvg({ ...book, title: '<script>alert("x")</script> & Friends' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&amp; Friends');
  });
});

describe('wrapText', () => {
  it('wraps at the width and cuts with an ellipsis', () => {
    expect(wrapText('one two three four', 9, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('one two three four five six', 7, 2)).toEqual(['one two', 'three…']);
  });

  it('keeps an overlong word whole', () => {
    expect(wrapText('Supercalifragilistic', 5, 2)).toEqual(['Supercalifragilistic']);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
