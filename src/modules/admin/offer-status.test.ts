import { describe, expect, it } from 'vitest';
import { offerStatus } from './offer-status';

const now = new Date('2026-11-25T12:00:00Z');
const offer = (changes: Partial<Parameters<typeof offerStatus>[0]> = {}) => ({ active: true, startsAt: null, endsAt: null, ...changes });

describe('offerStatus', () => {
  it('is Active when switched on with no dates', () => expect(offerStatus(offer(), now)).toBe('active'));
  it('is Active inside its window', () => expect(offerStatus(offer({ startsAt: '2026-11-25T12:00:00Z', endsAt: '2026-11-25T12:00:01Z' }), now)).toBe('active'));
  it('is Expired once its end has come', () => expect(offerStatus(offer({ endsAt: '2026-11-25T12:00:00Z' }), now)).toBe('expired'));
  it('is Scheduled before its start', () => expect(offerStatus(offer({ startsAt: '2026-11-25T12:00:01Z' }), now)).toBe('scheduled'));
  it('is Inactive when switched off, whatever its dates', () =>
    expect(offerStatus(offer({ active: false, endsAt: '2026-01-01T00:00:00Z' }), now)).toBe('inactive'));
  it('is Used up at its usage limit', () => {
    expect(offerStatus(offer({ usageLimit: 3, usedCount: 3 }), now)).toBe('used-up');
    expect(offerStatus(offer({ usageLimit: 3, usedCount: 2 }), now)).toBe('active');
  });
});
