import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { createBotChallenge, verifyBotSolution } from './challenge.server';
import { botCheckCookieOptions, hasPassedBotCheck, issueBotCheckProof } from './proof.server';
import { createReplayGuard } from './replay-guard';
import { BOT_CHECK_COOKIE, BOT_CHECK_PROOF_SECONDS, CHALLENGE_ALGORITHM, CHALLENGE_MAX_COUNTER, CHALLENGE_TTL_SECONDS } from './rules';

// What the widget does in the browser: solve the challenge, then send base64(JSON {challenge, solution}).
async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
}
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('createBotChallenge', () => {
  it('issues a signed SHA-256 challenge that expires in ten minutes, within the configured difficulty', async () => {
    const now = Date.now();
    const challenge = await createBotChallenge({ nowMs: now });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: CHALLENGE_ALGORITHM, cost: 1, keyLength: 32 });
    expect(challenge.parameters.expiresAt).toBe(Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS);
    const { solution } = await solve(challenge);
    expect(solution.counter).toBeLessThanOrEqual(CHALLENGE_MAX_COUNTER);
  });
});

describe('verifyBotSolution', () => {
  it('redeems a solved challenge once for a proof that hasPassedBotCheck accepts', async () => {
    const guard = createReplayGuard();
    const payload = encode(await solve(await createBotChallenge({ maxCounter: 500 })));
    const result = await verifyBotSolution(payload, { guard });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await hasPassedBotCheck(result.proof)).toBe(true);
    expect(result.expiresAt.getTime()).toBeGreaterThan(Date.now() + (BOT_CHECK_PROOF_SECONDS - 5) * 1000);

    expect(await verifyBotSolution(payload, { guard })).toMatchObject({ ok: false, reason: 'REPLAYED' });
  });

  it('refuses garbage, wrong answers, tampered and foreign challenges', async () => {
    const guard = createReplayGuard();
    const solved = await solve(await createBotChallenge({ maxCounter: 500 }));

    for (const garbage of [undefined, '', 'garbage', encode({ hello: 'world' }), encode({ challenge: null, solution: null, test: true })]) {
      expect(await verifyBotSolution(garbage, { guard })).toMatchObject({ ok: false, reason: 'MALFORMED' });
    }

    const wrongCounter = { ...solved, solution: { ...solved.solution, counter: solved.solution.counter + 1 } };
    expect(await verifyBotSolution(encode(wrongCounter), { guard })).toMatchObject({ ok: false, reason: 'INVALID_SOLUTION' });
    const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } };
    expect(await verifyBotSolution(encode(wrongKey), { guard })).toMatchObject({ ok: false, reason: 'INVALID_SOLUTION' });

    // An easier challenge of the attacker's making, under our signature.
    const easier = { ...solved, challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, keyPrefix: '0' } } };
    expect(await verifyBotSolution(encode(easier), { guard })).toMatchObject({ ok: false, reason: 'INVALID_SIGNATURE' });

    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      hmacSignatureSecret: 'someone-else',
    });
    expect(await verifyBotSolution(encode(await solve(foreign)), { guard })).toMatchObject({ ok: false, reason: 'INVALID_SIGNATURE' });

    // Another algorithm (here a costly one) is refused before any key is derived.
    const costly = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1_000_000, deriveKey, hmacSignatureSecret: 'someone-else' });
    expect(await verifyBotSolution(encode({ challenge: costly, solution: solved.solution }), { guard })).toMatchObject({
      ok: false,
      reason: 'INVALID_SIGNATURE',
    });

    // None of these used the real challenge up: it still redeems.
    expect(await verifyBotSolution(encode(solved), { guard })).toMatchObject({ ok: true });
  });

  it('refuses a challenge past its expiry', async () => {
    const guard = createReplayGuard();
    const payload = encode(await solve(await createBotChallenge({ maxCounter: 500 })));
    const later = Date.now() + (CHALLENGE_TTL_SECONDS + 1) * 1000;
    expect(await verifyBotSolution(payload, { guard, nowMs: later })).toMatchObject({ ok: false, reason: 'EXPIRED' });

    const issuedLongAgo = encode(await solve(await createBotChallenge({ maxCounter: 500, nowMs: Date.now() - (CHALLENGE_TTL_SECONDS + 1) * 1000 })));
    expect(await verifyBotSolution(issuedLongAgo, { guard })).toMatchObject({ ok: false, reason: 'EXPIRED' });
  });
});

describe('hasPassedBotCheck', () => {
  it('accepts a fresh proof only, until it expires', async () => {
    const now = Date.now();
    const { value } = await issueBotCheckProof(now);
    expect(await hasPassedBotCheck(value, now + 1000)).toBe(true);
    expect(await hasPassedBotCheck(value, now + (BOT_CHECK_PROOF_SECONDS + 60) * 1000)).toBe(false);
    expect(await hasPassedBotCheck(undefined)).toBe(false);
    expect(await hasPassedBotCheck('')).toBe(false);
    expect(await hasPassedBotCheck('not.a.token')).toBe(false);
    expect(await hasPassedBotCheck(`${value.slice(0, -2)}xx`)).toBe(false);
  });

  it('uses an httpOnly, SameSite=Lax cookie for the proof', () => {
    expect(botCheckCookieOptions()).toMatchObject({ name: BOT_CHECK_COOKIE, httpOnly: true, sameSite: 'lax', path: '/', maxAge: BOT_CHECK_PROOF_SECONDS });
  });
});
