import { describe, expect, it } from 'vitest';
import { signedOutPath } from './sign-out';

describe('signedOutPath', () => {
  it('is the sign-out page without action=logout, with signedOut=1, keeping returnUrl and org', () => {
    expect(signedOutPath('/login?action=logout')).toBe('/login?signedOut=1');
    expect(signedOutPath('/ca/login?action=logout&returnUrl=%2Fca%2Fcart&org=maple')).toBe('/ca/login?returnUrl=%2Fca%2Fcart&org=maple&signedOut=1');
  });
});
