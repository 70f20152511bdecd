import 'server-only';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { parseSolutionPayload } from './payload';
import { issueBotCheckProof } from './proof.server';
import { createReplayGuard, type ReplayGuard } from './replay-guard';
import { CHALLENGE_ALGORITHM, CHALLENGE_COST, CHALLENGE_MAX_COUNTER, CHALLENGE_MIN_COUNTER, CHALLENGE_TTL_SECONDS } from './rules';
import { challengeSigningSecret } from './secrets.server';

export interface ChallengeOptions {
  /** Upper bound of the secret counter (difficulty); tests make it small. */
  maxCounter?: number;
  nowMs?: number;
}

/** A fresh, signed ALTCHA (v2) challenge that expires in `CHALLENGE_TTL_SECONDS`. */
export async function createBotChallenge({ maxCounter = CHALLENGE_MAX_COUNTER, nowMs = Date.now() }: ChallengeOptions = {}): Promise<Challenge> {
  const minCounter = Math.min(CHALLENGE_MIN_COUNTER, maxCounter);
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    counter: randomInt(maxCounter, minCounter),
    deriveKey,
    expiresAt: Math.floor(nowMs / 1000) + CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: await challengeSigningSecret(),
  });
}

export type BotCheckFailure = 'MALFORMED' | 'EXPIRED' | 'INVALID_SIGNATURE' | 'INVALID_SOLUTION' | 'REPLAYED';

export type BotCheckResult = { ok: true; proof: string; expiresAt: Date } | { ok: false; reason: BotCheckFailure; message: string };

const MESSAGES: Record<BotCheckFailure, string> = {
  MALFORMED: 'We could not read the answer to the check. Please try the check again.',
  EXPIRED: 'The check expired before it was sent. Please try again.',
  INVALID_SIGNATURE: 'This check was not issued by our shop. Please try again.',
  INVALID_SOLUTION: 'The answer to the check was not right. Please try again.',
  REPLAYED: 'This check was already used. Please try a new one.',
};

const fail = (reason: BotCheckFailure): BotCheckResult => ({ ok: false, reason, message: MESSAGES[reason] });

// Next bundles route handlers separately; one memory of used challenges per process, not per bundle.
const globalForBotCheck = globalThis as unknown as { __botCheckReplayGuard?: ReplayGuard };
const defaultGuard = (globalForBotCheck.__botCheckReplayGuard ??= createReplayGuard());

/**
 * Checks the widget's payload: our signature, the solution, the expiry, and that it was not redeemed before. On
 * success, returns a proof for the `botCheck` cookie. Needs no request: route handlers and tests call it alike.
 */
export async function verifyBotSolution(
  rawPayload: unknown,
  { guard = defaultGuard, nowMs = Date.now() }: { guard?: ReplayGuard; nowMs?: number } = {},
): Promise<BotCheckResult> {
  const payload = parseSolutionPayload(rawPayload);
  if (!payload) return fail('MALFORMED');
  const { challenge, solution } = payload;
  const { expiresAt } = challenge.parameters;
  // Only our own kind of challenge, always with an expiry; the signature check below makes this hold for real.
  if (challenge.parameters.algorithm !== CHALLENGE_ALGORITHM || expiresAt === undefined) return fail('INVALID_SIGNATURE');
  if (expiresAt * 1000 < nowMs) return fail('EXPIRED');

  let result;
  try {
    result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: await challengeSigningSecret() });
  } catch {
    return fail('MALFORMED');
  }
  if (result.expired) return fail('EXPIRED');
  if (result.invalidSignature) return fail('INVALID_SIGNATURE');
  if (!result.verified) return fail('INVALID_SOLUTION');

  if (!guard.claim(challenge.signature.toLowerCase(), expiresAt * 1000, nowMs)) return fail('REPLAYED');
  const proof = await issueBotCheckProof(nowMs);
  return { ok: true, proof: proof.value, expiresAt: proof.expiresAt };
}
