import { describe, expect, it } from 'vitest';
import { isChallengePage } from './challenge-page';

const page = (title: string) => `<!DOCTYPE html>\n<html lang="en-US">\n<head>\n<meta charset="UTF-8" />\n<title>${title}</title>\n</head><body></body></html>`;

describe('isChallengePage', () => {
  it("recognises both of the CDN's titles", () => {
    expect(isChallengePage(page('Attention Required! | Cloudflare'))).toBe(true);
    expect(isChallengePage(page('Just a moment...'))).toBe(true);
    expect(isChallengePage(`\n  <HTML><HEAD><TITLE class="x"> Just a moment...</TITLE>`)).toBe(true);
  });

  it('does not mistake other pages or bodies for a challenge', () => {
    expect(isChallengePage(page('Bookfair Shop'))).toBe(false);
    expect(isChallengePage(page('Just a moment'))).toBe(false);
    expect(isChallengePage('<p>Attention Required!</p>')).toBe(false);
    expect(isChallengePage(JSON.stringify({ description: '<title>Just a moment...</title>' }))).toBe(false);
    expect(isChallengePage('')).toBe(false);
  });
});
