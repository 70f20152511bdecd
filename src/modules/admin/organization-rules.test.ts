import { describe, expect, it } from 'vitest';
import {
  organizationQuerySchema,
  organizationRegistrationSchema,
  percentText,
  rewardRatesSchema,
  slugFromName,
  statusChangeAction,
} from './organization-rules';

describe('organization rules (back office)', () => {
  it('reads percentages into basis points from the digits, and shows them back as typed', () => {
    expect(rewardRatesSchema.parse({ base: '0.29', bookfair: '10' })).toEqual({ base: 29, bookfair: 1000 });
    expect([percentText(750), percentText(500), percentText(29)]).toEqual(['7.5', '5', '0.29']);
  });

  it('names a status change as staff think of it', () => {
    expect(statusChangeAction('pending', 'active')).toBe('organization.approve');
    expect(statusChangeAction('suspended', 'active')).toBe('organization.reactivate');
    expect(statusChangeAction('active', 'suspended')).toBe('organization.suspend');
    expect(statusChangeAction('pending', 'suspended')).toBe('organization.suspend');
  });

  it('makes a slug of plain words from any name', () => {
    expect(slugFromName('École Saint-Laurent')).toBe('ecole-saint-laurent');
    expect(slugFromName("  St. Mary's  K–8 School!! ")).toBe('st-mary-s-k-8-school');
    expect(slugFromName('学校')).toBe('organization');
    expect(slugFromName('a'.repeat(59) + ' b')).toMatch(/^a{59}$/);
  });

  it('refuses a query or registration that breaks the rules, with the field named', () => {
    expect(organizationQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(organizationQuerySchema.parse({})).toEqual({ q: '' });
    const registration = organizationRegistrationSchema.safeParse({
      name: 'Oak',
      site: 'fr',
      line1: '1 Main',
      city: 'X',
      region: 'ON',
      postalCode: 'K1A 0B1',
      organizerEmail: 'pat@oak.test',
    });
    expect(registration.success ? null : registration.error.issues.map((issue) => issue.message)).toEqual(['site must be one of: us, ca.']);
  });
});
