import { beforeEach, expect, it, vi } from 'vitest';
import { setRateLimitStore, sqlCounterStore } from '@/modules/rate-limits/index.server';
import { describeEachDatabase } from '../../../tests/support/databases';
import { registrationSchema } from './forms';

const sent = vi.hoisted(() => [] as Array<{ to: string; text: string }>);
vi.mock('@/modules/email/index.server', () => ({
  sendMail: async (message: { to: string; text: string }) => {
    sent.push(message);
  },
}));

const { requestPasswordReset, resetPassword } = await import('./password-reset.server');
const { registerCustomer, verifyCredentials } = await import('./users.server');
const { takePasswordResetRequest, takeSignInAttempt } = await import('./throttle.server');

const tokenMailedTo = (email: string) => /token=([A-Za-z0-9_-]+)/.exec(sent.filter((mail) => mail.to === email).at(-1)?.text ?? '')?.[1];

/** Issue 18, finding 5: a locked account locked its owner out for 15 minutes, reset link or not. */
describeEachDatabase('a password reset opens a locked account', (database) => {
  beforeEach(() => setRateLimitStore(sqlCounterStore(async () => database().db)));

  it('the reset is asked while the account is locked, and completing it lets the owner sign in at once', async () => {
    const email = `locked-${database().kind}@example.com`;
    await registerCustomer(registrationSchema.parse({ email, password: 'Original2026a', firstName: 'Lou', lastName: 'Locked' }), database().db);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await takeSignInAttempt(`198.51.100.${attempt}`, email)).blocked).toBe(false);
    expect((await takeSignInAttempt('198.51.100.50', email)).blocked).toBe(true);

    // The reset request is limited on its own counters, not by the sign-in lock.
    expect(await takePasswordResetRequest('198.51.100.60', email)).toBe(0);
    await requestPasswordReset(email, 'us', database().db);
    const token = tokenMailedTo(email);
    expect(token).toBeDefined();
    await resetPassword(token!, 'Reopened2026b', database().db);

    expect(await takeSignInAttempt('198.51.100.61', email)).toEqual({ blocked: false, retryAfterSeconds: 0 });
    expect(await verifyCredentials(email, 'Reopened2026b', database().db)).toMatchObject({ email });
  });

  it('sends at most 3 reset emails an hour to one account, answering the same', async () => {
    const email = `often-${database().kind}@example.com`;
    await registerCustomer(registrationSchema.parse({ email, password: 'Original2026a', firstName: 'Ode', lastName: 'Often' }), database().db);
    for (let request = 0; request < 5; request += 1) await expect(requestPasswordReset(email, 'us', database().db)).resolves.toBeUndefined();
    expect(sent.filter((mail) => mail.to === email)).toHaveLength(3);
  });
});
