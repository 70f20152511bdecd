import { describe, expect, it } from 'vitest';
import { allowGuestSession, clearSignInFailures, consumeBotCheck, recordFailedSignIn, SIGN_IN_FAILURES_ALLOWED, signInThrottle } from './throttle.server';

// The limiters live for the process, so each test speaks from addresses and accounts of its own.
const fail = async (times: number, ip: string, account: string | null) => {
  for (let attempt = 0; attempt < times; attempt += 1) await recordFailedSignIn(ip, account);
};

describe('sign-in throttle', () => {
  it('blocks an address after 10 failed sign-ins, for the rest of a 15-minute window', async () => {
    expect(SIGN_IN_FAILURES_ALLOWED).toBe(10);
    await fail(9, '203.0.113.1', null);
    expect(await signInThrottle('203.0.113.1', null)).toEqual({ blocked: false, retryAfterSeconds: 0 });
    await fail(1, '203.0.113.1', null);
    const blocked = await signInThrottle('203.0.113.1', null);
    expect(blocked.blocked).toBe(true);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(890);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it('does not block another address or another account', async () => {
    await fail(10, '203.0.113.2', 'pat@throttle.test');
    expect((await signInThrottle('203.0.113.2', null)).blocked).toBe(true);
    expect(await signInThrottle('203.0.113.3', 'sam@throttle.test')).toEqual({ blocked: false, retryAfterSeconds: 0 });
  });

  it('blocks an account after 10 failures, from whichever addresses they came', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) await recordFailedSignIn(`203.0.113.${100 + attempt}`, 'lee@throttle.test');
    expect((await signInThrottle('203.0.113.99', 'lee@throttle.test')).blocked).toBe(true);
    expect((await signInThrottle('203.0.113.99', null)).blocked).toBe(false);
    expect((await signInThrottle('203.0.113.100', 'other@throttle.test')).blocked).toBe(false);
  });

  it('starts the count again after a success or a passed bot check, for the address and the account', async () => {
    await fail(10, '203.0.113.4', 'kim@throttle.test');
    await clearSignInFailures('203.0.113.4', 'kim@throttle.test');
    expect(await signInThrottle('203.0.113.4', 'kim@throttle.test')).toEqual({ blocked: false, retryAfterSeconds: 0 });
    await fail(9, '203.0.113.4', 'kim@throttle.test');
    expect((await signInThrottle('203.0.113.4', 'kim@throttle.test')).blocked).toBe(false);
  });

  it('clears only the address when the account is unknown', async () => {
    await fail(10, '203.0.113.5', 'ash@throttle.test');
    await clearSignInFailures('203.0.113.5', null);
    expect((await signInThrottle('203.0.113.5', null)).blocked).toBe(false);
    expect((await signInThrottle('203.0.113.6', 'ash@throttle.test')).blocked).toBe(true);
  });
});

describe('guest sessions', () => {
  it('allows 600 new guests an hour per address, then refuses, and counts each address on its own', async () => {
    const allowed = [];
    for (let guest = 0; guest < 601; guest += 1) allowed.push(await allowGuestSession('198.51.100.7'));
    expect(allowed.filter(Boolean)).toHaveLength(600);
    expect(allowed.at(-1)).toBe(false);
    expect(await allowGuestSession('198.51.100.8')).toBe(true);
  });
});

describe('consumeBotCheck', () => {
  it('unblocks once per passed check, and forgets it after an hour', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    expect(consumeBotCheck('proof-a', now)).toBe(true);
    expect(consumeBotCheck('proof-a', now + 1000)).toBe(false);
    expect(consumeBotCheck('proof-b', now + 1000)).toBe(true);
    expect(consumeBotCheck('proof-a', now + 60 * 60 * 1000)).toBe(false);
    expect(consumeBotCheck('proof-a', now + 60 * 60 * 1000 + 1)).toBe(true);
  });
});
