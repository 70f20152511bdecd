import { NextRequest } from 'next/server';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase, useAsProcessDatabase } from '../../../../../tests/support/databases';

vi.mock('@/modules/email/index.server', () => ({ sendMail: async () => undefined }));

const resetRoute = await import('./password-reset/route');
const registerRoute = await import('./register/route');

const post = (handler: typeof resetRoute.POST, path: string, body: unknown, ip: string) =>
  handler(
    new NextRequest(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );

/** Issue 18, finding 8: no limit on reset emails (30 to one address in a row) or registrations. */
describeEachDatabase('reset and registration limits on the routes', (database) => {
  useAsProcessDatabase(database);

  it('a 4th reset request for one email in an hour is 429 with Retry-After, the same for an account and for nobody', async () => {
    const known = `limited-${database().kind}@example.com`;
    expect(
      (
        await post(
          registerRoute.POST,
          '/api/account/v1/register',
          { email: known, password: 'Limited2026a', firstName: 'Li', lastName: 'Mit', site: 'us' },
          '192.0.2.1',
        )
      ).status,
    ).toBe(201);
    const answers: Record<string, Array<{ status: number; body: unknown; retryAfter: string | null }>> = {};
    for (const email of [known, `nobody-${database().kind}@example.com`]) {
      answers[email] = [];
      for (let request = 0; request < 4; request += 1) {
        const response = await post(resetRoute.POST, '/api/account/v1/password-reset', { email, site: 'us' }, `192.0.2.${10 + request}`);
        answers[email]!.push({ status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') });
      }
    }
    const [ofKnown, ofNobody] = Object.values(answers);
    expect(ofKnown!.map((answer) => answer.status)).toEqual([202, 202, 202, 429]);
    expect(ofKnown!.at(-1)!.body).toEqual({ Error: 'TOO_MANY_RESET_REQUESTS', message: expect.stringContaining('Too many password reset requests') });
    expect(Number(ofKnown!.at(-1)!.retryAfter)).toBeGreaterThan(3500);
    expect(ofNobody!.map(({ status, body }) => ({ status, body }))).toEqual(ofKnown!.map(({ status, body }) => ({ status, body })));
  });

  it('the 21st registration from one address in an hour is 429 with Retry-After', async () => {
    const statuses = [];
    for (let account = 0; account < 21; account += 1) {
      const response = await post(
        registerRoute.POST,
        '/api/account/v1/register',
        { email: `many-${account}-${database().kind}@example.com`, password: 'Limited2026a', firstName: 'Ma', lastName: 'Ny', site: 'us' },
        '192.0.2.99',
      );
      statuses.push(response.status);
      if (account === 20) {
        expect(await response.json()).toEqual({ Error: 'TOO_MANY_REGISTRATIONS', message: expect.any(String) });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3500);
      }
    }
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
  });
});
