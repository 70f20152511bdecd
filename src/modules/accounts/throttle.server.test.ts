import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMITS,
  allowGuestSession,
  allowResetEmail,
  clearSignInFailures,
  consumeBotCheck,
  SIGN_IN_FAILURES_ALLOWED,
  signInSucceeded,
  takePasswordResetRequest,
  takeRegistration,
  takeSignInAttempt,
  unlockAccount,
} from './throttle.server';

const attempts = async (times: number, ip: string, account: string | null) => {
  const states = [];
  for (let attempt = 0; attempt < times; attempt += 1) states.push(await takeSignInAttempt(ip, account));
  return states;
};

describe('sign-in throttle', () => {
  it('lets an address try 10 times in 15 minutes, then blocks it for the rest of the window', async () => {
    expect(SIGN_IN_FAILURES_ALLOWED).toBe(10);
    expect(ACCOUNT_LIMITS.signInByIp).toEqual({ name: 'sign-in-ip', points: 10, windowSeconds: 900 });
    expect(ACCOUNT_LIMITS.signInByAccount).toEqual({ name: 'sign-in-account', points: 10, windowSeconds: 900 });
    expect(await attempts(10, '203.0.113.1', null)).toEqual(Array(10).fill({ blocked: false, retryAfterSeconds: 0 }));
    const [blocked] = await attempts(1, '203.0.113.1', null);
    expect(blocked!.blocked).toBe(true);
    expect(blocked!.retryAfterSeconds).toBeGreaterThan(890);
    expect(blocked!.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it('does not block another address or another account', async () => {
    await attempts(11, '203.0.113.2', 'pat@throttle.test');
    expect((await takeSignInAttempt('203.0.113.2', null)).blocked).toBe(true);
    expect(await takeSignInAttempt('203.0.113.3', 'sam@throttle.test')).toEqual({ blocked: false, retryAfterSeconds: 0 });
  });

  it('blocks an account after 10 attempts, from whichever addresses they came', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await takeSignInAttempt(`203.0.113.${100 + attempt}`, 'lee@throttle.test')).blocked).toBe(false);
    const blocked = await takeSignInAttempt('203.0.113.99', 'lee@throttle.test');
    expect(blocked.blocked).toBe(true);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(890);
    expect((await takeSignInAttempt('203.0.113.98', null)).blocked).toBe(false);
    expect((await takeSignInAttempt('203.0.113.97', 'other@throttle.test')).blocked).toBe(false);
  });

  it('a success gives the address its attempt back and starts the account again; others keep counting', async () => {
    await attempts(9, '203.0.113.4', 'kim@throttle.test');
    await signInSucceeded('203.0.113.4', 'kim@throttle.test');
    // The address has 8 failures now: two more attempts are let in, the third is not.
    expect((await attempts(2, '203.0.113.4', null)).map((state) => state.blocked)).toEqual([false, false]);
    expect((await takeSignInAttempt('203.0.113.4', null)).blocked).toBe(true);
    // The account starts from zero: ten more from other addresses before it blocks.
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await takeSignInAttempt(`198.51.100.${attempt}`, 'kim@throttle.test')).blocked).toBe(false);
    expect((await takeSignInAttempt('198.51.100.99', 'kim@throttle.test')).blocked).toBe(true);
  });

  it('a success with an unknown account gives the address its attempt back only', async () => {
    await attempts(10, '203.0.113.5', 'ash@throttle.test');
    await signInSucceeded('203.0.113.5', null);
    expect((await takeSignInAttempt('203.0.113.5', null)).blocked).toBe(false);
    expect((await takeSignInAttempt('203.0.113.6', 'ash@throttle.test')).blocked).toBe(true);
  });

  it('a passed bot check starts the count again for the address and the account', async () => {
    await attempts(11, '203.0.113.7', 'bo@throttle.test');
    await clearSignInFailures('203.0.113.7', 'bo@throttle.test');
    expect(await attempts(10, '203.0.113.7', 'bo@throttle.test')).toEqual(Array(10).fill({ blocked: false, retryAfterSeconds: 0 }));
    expect((await takeSignInAttempt('203.0.113.7', null)).blocked).toBe(true);
  });

  it('clears only the address when the account is unknown', async () => {
    await attempts(11, '203.0.113.8', 'cy@throttle.test');
    await clearSignInFailures('203.0.113.8', null);
    expect((await takeSignInAttempt('203.0.113.8', null)).blocked).toBe(false);
    expect((await takeSignInAttempt('203.0.113.9', 'cy@throttle.test')).blocked).toBe(true);
  });

  it('a password reset unlocks the account, not the address that guessed', async () => {
    await attempts(11, '203.0.113.10', 'owner@throttle.test');
    await unlockAccount('owner@throttle.test');
    expect((await takeSignInAttempt('198.51.100.10', 'owner@throttle.test')).blocked).toBe(false);
    expect((await takeSignInAttempt('203.0.113.10', null)).blocked).toBe(true);
  });
});

describe('guest sessions', () => {
  it('allows 600 new guests an hour per address, then refuses, and counts each address on its own', async () => {
    expect(ACCOUNT_LIMITS.guestSessionsByIp).toEqual({ name: 'guest-session-ip', points: 600, windowSeconds: 3600 });
    const allowed = [];
    for (let guest = 0; guest < 601; guest += 1) allowed.push(await allowGuestSession('198.51.100.7'));
    expect(allowed.filter(Boolean)).toHaveLength(600);
    expect(allowed.at(-1)).toBe(false);
    expect(await allowGuestSession('198.51.100.8')).toBe(true);
  });
});

describe('consumeBotCheck', () => {
  it('unblocks once per passed check, remembered for an hour', async () => {
    expect(ACCOUNT_LIMITS.botCheckUses).toEqual({ name: 'bot-check-proof', points: 1, windowSeconds: 3600 });
    expect(await consumeBotCheck('proof-a')).toBe(true);
    expect(await consumeBotCheck('proof-a')).toBe(false);
    expect(await consumeBotCheck('proof-b')).toBe(true);
  });
});

describe('password reset and registration limits', () => {
  it('allow 3 reset requests an hour per email and 10 per address, answering the wait past either', async () => {
    expect(ACCOUNT_LIMITS.passwordResetsByEmail).toEqual({ name: 'password-reset-email', points: 3, windowSeconds: 3600 });
    expect(ACCOUNT_LIMITS.passwordResetsByIp).toEqual({ name: 'password-reset-ip', points: 10, windowSeconds: 3600 });
    const waits = [];
    for (let request = 0; request < 4; request += 1) waits.push(await takePasswordResetRequest(`192.0.2.${request}`, 'one@reset.test'));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThan(3590);
    expect(waits[3]).toBeLessThanOrEqual(3600);
    const fromOne = [];
    for (let request = 0; request < 11; request += 1) fromOne.push(await takePasswordResetRequest('192.0.2.50', `n${request}@reset.test`));
    expect(fromOne.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(fromOne[10]).toBeGreaterThan(3590);
  });

  it('send at most 3 reset emails an hour to one account', async () => {
    expect(ACCOUNT_LIMITS.passwordResetsByAccount).toEqual({ name: 'password-reset-account', points: 3, windowSeconds: 3600 });
    const allowed = [];
    for (let email = 0; email < 4; email += 1) allowed.push(await allowResetEmail('account-1'));
    expect(allowed).toEqual([true, true, true, false]);
    expect(await allowResetEmail('account-2')).toBe(true);
  });

  it('allow 20 registrations an hour per address', async () => {
    expect(ACCOUNT_LIMITS.registrationsByIp).toEqual({ name: 'registration-ip', points: 20, windowSeconds: 3600 });
    const waits = [];
    for (let registration = 0; registration < 21; registration += 1) waits.push(await takeRegistration('192.0.2.80'));
    expect(waits.slice(0, 20)).toEqual(Array(20).fill(0));
    expect(waits[20]).toBeGreaterThan(3590);
    expect(await takeRegistration('192.0.2.81')).toBe(0);
  });
});
