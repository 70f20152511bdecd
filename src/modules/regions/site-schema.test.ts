import { describe, expect, it } from 'vitest';
import { siteSchema } from './site-schema';

describe('siteSchema', () => {
  it('accepts every site of the table', () => {
    expect(siteSchema.parse('us')).toBe('us');
    expect(siteSchema.parse('ca')).toBe('ca');
  });

  it('refuses a missing or unknown site with a message naming the sites', () => {
    for (const value of [undefined, '', 'US', 'fr', 1]) {
      const result = siteSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('site must be one of: us, ca.');
    }
  });
});
