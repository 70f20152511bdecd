/**
 * Idempotent placement (pure): what a second request with the same Idempotency-Key gets. The key's attempt is kept
 * with a hash of its request; the same key with another body is refused, a finished attempt is replayed, a running one
 * answers 409, and one that has not moved for two minutes is taken to have died with its process and may be resumed.
 */
import { createHash } from 'node:crypto';
import type { ErrorBody } from '@/lib/errors';
import { digitsOf, type CardInput } from '@/modules/payments';

/** A `processing` attempt older than this is taken to have died with its process; its key may be used again. */
export const STALE_ATTEMPT_MS = 2 * 60_000;

/** Everything that identifies an attempt, without the card number (its last 4 only): a different body is a different attempt. */
export function requestHash(choices: object, expectedTotalCents: number, card: Pick<CardInput, 'number' | 'expiry'> | null): string {
  const identity = { ...choices, expectedTotalCents, card: card ? { last4: digitsOf(card.number).slice(-4), expiry: card.expiry } : null };
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

export interface KeptAttempt {
  requestHash: string;
  state: 'processing' | 'completed';
  updatedAt: Date;
}

export type AttemptDecision = 'key-reused' | 'replay' | 'in-progress' | 'take-over';

/** Whether a `processing` attempt last moved at `updatedAt` is taken to have died with its process. */
export const isStale = (updatedAt: Date, now: Date): boolean => now.getTime() - updatedAt.getTime() > STALE_ATTEMPT_MS;

/** What to do with a request whose key already has an attempt. */
export function decideOnAttempt(kept: KeptAttempt, hash: string, now: Date): AttemptDecision {
  if (kept.requestHash !== hash) return 'key-reused';
  if (kept.state === 'completed') return 'replay';
  return isStale(kept.updatedAt, now) ? 'take-over' : 'in-progress';
}

export const KEY_REUSED: { status: 422; body: ErrorBody } = {
  status: 422,
  body: { Error: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used for a different checkout. Use a new key for a new attempt.' },
};

export const IN_PROGRESS: { status: 409; body: ErrorBody } = {
  status: 409,
  body: { Error: 'CHECKOUT_IN_PROGRESS', message: 'This checkout is already being placed. Wait a moment, then check your orders before trying again.' },
};

/** The cart changed or was bought after the key was first used: the key never places an order. */
export const CART_CHANGED: { status: 409; body: ErrorBody } = {
  status: 409,
  body: {
    Error: 'CART_CHANGED',
    message: 'Your cart changed or was ordered after this checkout began, so it was not placed. Review your order and place it again.',
  },
};

/** The answer of a key whose unpaid order was replaced by a later order of the same cart. */
export const cartAlreadyOrdered = (number: string): ErrorBody => ({
  Error: 'CART_ALREADY_ORDERED',
  message: `This checkout was replaced by order ${number}, placed later for the same cart. Nothing was charged for it; see order ${number}.`,
});
