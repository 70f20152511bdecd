import { describe, expect, it } from 'vitest';
import { BOT_CHECK_COOKIE, botProtectionPath, returnPathAfterCheck } from './rules';

describe('botProtectionPath', () => {
  it('links to the challenge page of each site, carrying the return path', () => {
    expect(botProtectionPath('us')).toBe('/bot-protection');
    expect(botProtectionPath('ca')).toBe('/ca/bot-protection');
    expect(botProtectionPath('us', '/login?returnUrl=/account/orders')).toBe('/bot-protection?returnUrl=%2Flogin%3FreturnUrl%3D%2Faccount%2Forders');
    expect(botProtectionPath('ca', '/ca/login')).toBe('/ca/bot-protection?returnUrl=%2Fca%2Flogin');
  });
});

describe('returnPathAfterCheck', () => {
  it('keeps a path on this shop, with its query', () => {
    expect(returnPathAfterCheck('us', '/help/shipping')).toBe('/help/shipping');
    expect(returnPathAfterCheck('us', '/login?returnUrl=%2Fwishlist')).toBe('/login?returnUrl=%2Fwishlist');
    expect(returnPathAfterCheck('ca', '/ca/login')).toBe('/ca/login');
  });

  it('sends anything else to the site home page', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/.//evil.example/x',
      '/..//evil.example/x',
      '/%2e//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
      null,
    ]) {
      expect(returnPathAfterCheck('us', bad)).toBe('/');
      expect(returnPathAfterCheck('ca', bad)).toBe('/ca');
    }
  });

  it('takes the first of repeated parameters', () => {
    expect(returnPathAfterCheck('us', ['/help/shipping', 'https://evil.example'])).toBe('/help/shipping');
    expect(returnPathAfterCheck('us', [])).toBe('/');
  });

  it('names the cookie as the sign-in throttle expects', () => {
    expect(BOT_CHECK_COOKIE).toBe('botCheck');
  });
});
