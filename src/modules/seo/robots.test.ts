import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  const lines = robotsTxt('https://shop.example').split('\n');

  it('opens the shop to every crawler but its JSON APIs and private pages, on both sites', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const path of ['/account', '/checkout', '/cart', '/login', '/order-status', '/support-requests', '/wishlist', '/admin']) {
      expect(disallowed).toContain(path);
      expect(disallowed).toContain(`/ca${path}`);
      expect(disallowed).toContain(`/us${path}`);
    }
    expect(disallowed).toContain('/api/');
    expect(disallowed).not.toContain('/');
    expect(disallowed.some((path) => /^\/(ca\/)?(browse|product|help|categories|gift-guide)/.test(path))).toBe(false);
  });

  it("names both sites' sitemaps by absolute URL", () => {
    expect(lines.filter((line) => line.startsWith('Sitemap: '))).toEqual([
      'Sitemap: https://shop.example/sitemap.xml',
      'Sitemap: https://shop.example/ca/sitemap.xml',
    ]);
  });
});
