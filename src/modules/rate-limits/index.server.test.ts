import { describe, expect, it } from 'vitest';
import { rateLimiter } from './index.server';

describe('rateLimiter', () => {
  it('refuses a name that could share another limit’s keys: empty, with a colon, or not lowercase', () => {
    for (const name of ['', 'sign-in:ip', 'Sign-in', '-ip', 'sign in'])
      expect(() => rateLimiter({ name, points: 1, windowSeconds: 60 }), name).toThrow(/needs a name of lowercase letters/);
  });

  it('takes lowercase names with digits and dashes', () => {
    expect(rateLimiter({ name: 'gift-card-balance-ip2', points: 1, windowSeconds: 60 }).limit.name).toBe('gift-card-balance-ip2');
  });
});
