import { describe, expect, it } from 'vitest';
import { CART_CHANGED, cartAlreadyOrdered, decideOnAttempt, IN_PROGRESS, isStale, KEY_REUSED, requestHash, STALE_ATTEMPT_MS } from './idempotency';

const NOW = new Date('2026-11-24T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const choices = { site: 'us', email: 'pat@example.com', shippingMethod: 'standard', giftCardCodes: [] as string[] };
const card = { number: '4242 4242 4242 4242', expiry: '12/30' };

describe('requestHash', () => {
  it('is the same for the same attempt, however the card number is spaced', () => {
    expect(requestHash(choices, 2599, card)).toBe(requestHash({ ...choices }, 2599, { number: '4242-4242-4242-4242', expiry: '12/30' }));
    expect(requestHash(choices, 2599, card)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs when the choices, the total the shopper saw, the card's last 4 or its expiry differ", () => {
    const base = requestHash(choices, 2599, card);
    const others = [
      requestHash({ ...choices, email: 'sam@example.com' }, 2599, card),
      requestHash(choices, 2600, card),
      requestHash(choices, 2599, { ...card, number: '4000 0000 0000 0002' }),
      requestHash(choices, 2599, { ...card, expiry: '11/30' }),
      requestHash(choices, 2599, null),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it('keeps only the last 4 digits: two cards ending alike are the same attempt', () => {
    expect(requestHash(choices, 2599, { number: '4111 1111 1111 4242', expiry: '12/30' })).toBe(requestHash(choices, 2599, card));
  });
});

describe('decideOnAttempt', () => {
  const kept = (state: 'processing' | 'completed', updatedAt: Date, hash = 'h1') => ({ requestHash: hash, state, updatedAt });

  it("refuses the key for another body, whatever the attempt's state or age", () => {
    expect(decideOnAttempt(kept('completed', NOW), 'h2', NOW)).toBe('key-reused');
    expect(decideOnAttempt(kept('processing', secondsAgo(600)), 'h2', NOW)).toBe('key-reused');
  });

  it('replays a finished attempt, however old', () => {
    expect(decideOnAttempt(kept('completed', NOW), 'h1', NOW)).toBe('replay');
    expect(decideOnAttempt(kept('completed', secondsAgo(86_400)), 'h1', NOW)).toBe('replay');
  });

  it('answers "in progress" for two minutes, and lets the key be taken over after that', () => {
    expect(STALE_ATTEMPT_MS).toBe(120_000);
    expect(decideOnAttempt(kept('processing', NOW), 'h1', NOW)).toBe('in-progress');
    expect(decideOnAttempt(kept('processing', secondsAgo(119)), 'h1', NOW)).toBe('in-progress');
    expect(decideOnAttempt(kept('processing', secondsAgo(120)), 'h1', NOW)).toBe('in-progress');
    expect(decideOnAttempt(kept('processing', new Date(NOW.getTime() - 120_001)), 'h1', NOW)).toBe('take-over');
    expect(decideOnAttempt(kept('processing', secondsAgo(3600)), 'h1', NOW)).toBe('take-over');
  });

  it('says which answer a person gets', () => {
    expect(KEY_REUSED).toEqual({ status: 422, body: { Error: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('different checkout') } });
    expect(IN_PROGRESS).toEqual({ status: 409, body: { Error: 'CHECKOUT_IN_PROGRESS', message: expect.stringContaining('already being placed') } });
  });
});

describe('issue 18: keys bound to their cart', () => {
  it('takes an attempt to have died only once it has not moved for more than two minutes', () => {
    expect(isStale(secondsAgo(120), NOW)).toBe(false);
    expect(isStale(new Date(NOW.getTime() - STALE_ATTEMPT_MS - 1), NOW)).toBe(true);
    expect(isStale(secondsAgo(0), NOW)).toBe(false);
  });

  it('answers a key whose cart changed, and one replaced by a later order, in words naming what to do', () => {
    expect(CART_CHANGED).toEqual({
      status: 409,
      body: {
        Error: 'CART_CHANGED',
        message: 'Your cart changed or was ordered after this checkout began, so it was not placed. Review your order and place it again.',
      },
    });
    expect(cartAlreadyOrdered('BF-7K2M-Q9XD')).toEqual({
      Error: 'CART_ALREADY_ORDERED',
      message: 'This checkout was replaced by order BF-7K2M-Q9XD, placed later for the same cart. Nothing was charged for it; see order BF-7K2M-Q9XD.',
    });
  });
});
