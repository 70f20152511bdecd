import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import {
  answerLost,
  attemptFingerprint,
  forgetAttempt,
  keyForAttempt,
  PLACEMENT_RETRIES,
  retryDelayMs,
  storedAttemptKey,
  type AttemptStore,
} from './attempt-key';

function memoryStore(): AttemptStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => void entries.set(name, value),
    removeItem: (name) => void entries.delete(name),
  };
}

const request = { site: 'us', email: 'pat@example.com', card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Pat' } };
let counter = 0;
const newKey = () => `key-${(counter += 1)}`;

describe('the checkout attempt key (issue 18)', () => {
  it('keeps one key while the cart version and the inputs stay the same, across reloads (the store), and makes a new one when they change', () => {
    const store = memoryStore();
    const fingerprint = attemptFingerprint(3, request);
    const first = keyForAttempt(store, 'us', fingerprint, newKey);
    expect(keyForAttempt(store, 'us', fingerprint, newKey)).toBe(first);
    expect(keyForAttempt(store, 'us', attemptFingerprint(3, { ...request, card: { ...request.card, number: '4242424242424242', cvc: '999' } }), newKey)).toBe(
      first,
    );
    expect(storedAttemptKey(store, 'us')).toBe(first);
    // Another cart version, or other inputs: a new key.
    const second = keyForAttempt(store, 'us', attemptFingerprint(4, request), newKey);
    expect(second).not.toBe(first);
    const third = keyForAttempt(store, 'us', attemptFingerprint(4, { ...request, email: 'sam@example.com' }), newKey);
    expect(third).not.toBe(second);
    // Each site keeps its own.
    expect(keyForAttempt(store, 'ca', attemptFingerprint(4, { ...request, email: 'sam@example.com' }), newKey)).not.toBe(third);
    forgetAttempt(store, 'us');
    expect(storedAttemptKey(store, 'us')).toBeNull();
    expect(keyForAttempt(store, 'us', attemptFingerprint(4, { ...request, email: 'sam@example.com' }), newKey)).not.toBe(third);
  });

  it('never stores the card number or its code: only the last 4 digits and the expiry', () => {
    const store = memoryStore();
    keyForAttempt(store, 'us', attemptFingerprint(1, request), newKey);
    const kept = store.entries.get('checkout-attempt:us')!;
    expect(kept).not.toContain('4242 4242 4242 4242');
    expect(kept).not.toContain('"cvc"');
    expect(JSON.parse(JSON.parse(kept).fingerprint)).toEqual({
      cartVersion: 1,
      site: 'us',
      email: 'pat@example.com',
      card: { last4: '4242', expiry: '12/30' },
    });
    expect(JSON.parse(attemptFingerprint(2, { ...request, card: null }))).toEqual({ cartVersion: 2, site: 'us', email: 'pat@example.com', card: null });
  });

  it('works without storage, and replaces a damaged entry', () => {
    expect(keyForAttempt(null, 'us', 'f', newKey)).toMatch(/^key-/);
    expect(storedAttemptKey(null, 'us')).toBeNull();
    const store = memoryStore();
    store.setItem('checkout-attempt:us', '{not json');
    expect(storedAttemptKey(store, 'us')).toBeNull();
    const key = keyForAttempt(store, 'us', 'f', newKey);
    expect(storedAttemptKey(store, 'us')).toBe(key);
    store.setItem('checkout-attempt:us', JSON.stringify({ fingerprint: 'f', key: 7 }));
    expect(storedAttemptKey(store, 'us')).toBeNull();
    expect(keyForAttempt(store, 'us', 'f', newKey)).not.toBe(key);
    const refusing: AttemptStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(keyForAttempt(refusing, 'us', 'f', newKey)).toMatch(/^key-/);
    expect(storedAttemptKey(refusing, 'us')).toBeNull();
    expect(() => forgetAttempt(refusing, 'us')).not.toThrow();
  });

  it('sends the same key again only when the answer may have been lost', () => {
    expect(answerLost(new TypeError('Failed to fetch'))).toBe(true);
    expect(answerLost(new HttpError(0, 'NETWORK_ERROR', 'offline'))).toBe(true);
    expect(answerLost(new HttpError(500, 'UNKNOWN_ERROR', 'x'))).toBe(true);
    expect(answerLost(new HttpError(502, 'UNKNOWN_ERROR', 'x'))).toBe(true);
    expect(answerLost(new HttpError(503, 'OVERLOADED', 'x'))).toBe(true);
    expect(answerLost(new HttpError(409, 'CHECKOUT_IN_PROGRESS', 'x'))).toBe(true);
    // Definite answers: the attempt is over, the next one gets a new key.
    expect(answerLost(new HttpError(502, 'PAYMENT_UNAVAILABLE', 'not charged'))).toBe(false);
    expect(answerLost(new HttpError(409, 'TOTAL_CHANGED', 'x'))).toBe(false);
    expect(answerLost(new HttpError(409, 'CART_ALREADY_ORDERED', 'x'))).toBe(false);
    expect(answerLost(new HttpError(402, 'PAYMENT_DECLINED', 'x'))).toBe(false);
    expect(answerLost(new HttpError(499, 'CHECKOUT_IN_PROGRESS', 'x'))).toBe(false);
    expect(answerLost(new HttpError(400, 'CARD_INVALID', 'x'))).toBe(false);
  });

  it('waits 1, 2, 4, 8 then 15 seconds between retries, for about two and a half minutes in all', () => {
    expect([0, 1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
    const total = Array.from({ length: PLACEMENT_RETRIES }, (_, attempt) => retryDelayMs(attempt)).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(120_000);
    expect(total).toBeLessThan(200_000);
  });
});
