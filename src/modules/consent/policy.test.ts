import { describe, expect, it } from 'vitest';
import { POLICY_VERSION, policyChoice, policyConsent } from './policy';
import { consentAudienceOf } from './visitor';

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

describe('policyConsent', () => {
  it('is unanswered without cookies, or with only one of the pair', () => {
    expect(policyConsent(jar({}), 'guest')).toBe('unanswered');
    expect(policyConsent(jar({ policyAcceptedByGuest: '1' }), 'guest')).toBe('unanswered');
    expect(policyConsent(jar({ policyVersionGuest: '2' }), 'guest')).toBe('unanswered');
  });

  it('reads accepted 1 / 0 for the current version', () => {
    expect(POLICY_VERSION).toBe('2');
    expect(policyConsent(jar({ policyAcceptedByGuest: '1', policyVersionGuest: '2' }), 'guest')).toBe('accepted');
    expect(policyConsent(jar({ policyAcceptedByGuest: '0', policyVersionGuest: '2' }), 'guest')).toBe('declined');
    expect(policyConsent(jar({ policyAcceptedByGuest: 'yes', policyVersionGuest: '2' }), 'guest')).toBe('unanswered');
  });

  it('asks again when the cookies record another version, or when the policy moves on', () => {
    const answeredForOne = jar({ policyAcceptedByGuest: '1', policyVersionGuest: '1' });
    expect(policyConsent(answeredForOne, 'guest')).toBe('unanswered');
    const answeredForTwo = jar({ policyAcceptedByGuest: '1', policyVersionGuest: '2' });
    expect(policyConsent(answeredForTwo, 'guest', '3')).toBe('unanswered');
  });

  it("keeps a guest's and a customer's answers apart", () => {
    const guestOnly = jar({ policyAcceptedByGuest: '1', policyVersionGuest: '2' });
    expect(policyConsent(guestOnly, 'customer')).toBe('unanswered');
    const customerDeclined = jar({ policyAcceptedByGuest: '1', policyVersionGuest: '2', policyAcceptedByCustomer: '0', policyVersionCustomer: '2' });
    expect(policyConsent(customerDeclined, 'customer')).toBe('declined');
    expect(policyConsent(customerDeclined, 'guest')).toBe('accepted');
  });
});

describe('policyChoice', () => {
  it("writes accepted 1 or 0 and the current version into the audience's cookies", () => {
    expect(policyChoice('guest', true)).toEqual([
      ['policyAcceptedByGuest', '1'],
      ['policyVersionGuest', '2'],
    ]);
    expect(policyChoice('customer', false)).toEqual([
      ['policyAcceptedByCustomer', '0'],
      ['policyVersionCustomer', '2'],
    ]);
  });

  it('round-trips through policyConsent', () => {
    for (const accepted of [true, false]) {
      const cookies = Object.fromEntries(policyChoice('customer', accepted));
      expect(policyConsent(jar(cookies), 'customer')).toBe(accepted ? 'accepted' : 'declined');
    }
  });
});

describe('consentAudienceOf', () => {
  it('waits for the session, then treats no session and guest sessions as guests (spec §3)', () => {
    expect(consentAudienceOf('loading', undefined)).toBeNull();
    expect(consentAudienceOf('unauthenticated', undefined)).toBe('guest');
    expect(consentAudienceOf('authenticated', 'guest')).toBe('guest');
    expect(consentAudienceOf('authenticated', 'customer')).toBe('customer');
  });
});
