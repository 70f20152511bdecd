import { describe, expect, it } from 'vitest';
import { onVisitorSite, setRedirectSite } from './redirect-site';

describe('redirect site', () => {
  it('leaves a path as it is until the app registers the sites, then asks what it registered', () => {
    expect(onVisitorSite('/login?returnUrl=%2Fca%2Fcart')).toBe('/login?returnUrl=%2Fca%2Fcart');
    setRedirectSite((path) => `/ca${path}`);
    expect(onVisitorSite('/login?returnUrl=%2Fca%2Fcart')).toBe('/ca/login?returnUrl=%2Fca%2Fcart');
  });
});
