import { expect, test } from '@playwright/test';
import { testIp } from './fixtures/accounts';

/**
 * Issue 18, finding 7, on the real server: every refusal of the JSON APIs and of next-auth is a JSON {Error, message},
 * never an empty body, an HTML page or a text/plain "[object Object]", and malformed input is a 4xx, never a 500.
 */
test.describe('API refusals are {Error, message}', () => {
  test('a method a route does not take is a JSON 405 with Allow; an unknown API address a JSON 404', async ({ request }) => {
    const wrongMethod = await request.delete('/api/health');
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    expect(await wrongMethod.json()).toEqual({ Error: 'METHOD_NOT_ALLOWED', message: 'This address answers GET, HEAD, OPTIONS only.' });
    const nowhere = await request.post('/api/no-such-api/v1/thing', { data: {} });
    expect(nowhere.status()).toBe(404);
    expect(await nowhere.json()).toEqual({ Error: 'NOT_FOUND', message: 'There is no API at this address.' });
    expect((await request.get('/api/health')).status()).toBe(200);
  });

  test('a NUL byte or a lone surrogate in a body is a 400 naming the field', async ({ request }) => {
    for (const code of ['ABCD\u0000EFGH', 'ABCD\ud800EFGH']) {
      const answer = await request.post('/api/giftcards/v1/balance', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': testIp() },
        data: `{"code":${JSON.stringify(code).replace(/[\u0000\ud800]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}}`,
      });
      expect(answer.status()).toBe(400);
      expect(await answer.json()).toMatchObject({ Error: 'INVALID_TEXT', message: expect.stringMatching(/^code /) });
    }
    const form = await request.post('/api/giftcards/v1/balance', { form: { code: 'x' } });
    expect(form.status()).toBe(415);
    expect(await form.json()).toMatchObject({ Error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  test('next-auth: a session update without its token, a malformed callbackUrl or callback cookie are JSON 400s', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const update = await request.post('/api/auth/session', { data: {} });
    expect(update.status()).toBe(400);
    expect(update.headers()['content-type']).toContain('application/json');
    expect(await update.json()).toMatchObject({ Error: 'CSRF_TOKEN_MISSING' });

    const badParam = await request.get(`/api/auth/csrf?callbackUrl=${encodeURIComponent('http://[::1')}`);
    expect(badParam.status()).toBe(400);
    expect(await badParam.json()).toMatchObject({ Error: 'INVALID_CALLBACK_URL' });

    const badCookie = await request.get('/api/auth/session', { headers: { cookie: `next-auth.callback-url=${encodeURIComponent('http://[::1')}` } });
    expect(badCookie.status()).toBe(400);
    expect(await badCookie.json()).toMatchObject({ Error: 'INVALID_CALLBACK_COOKIE' });
    expect(badCookie.headers()['set-cookie']).toContain('next-auth.callback-url=;');

    const offSite = await request.get(`/api/auth/signin?callbackUrl=${encodeURIComponent('//evil.example/x')}`, { maxRedirects: 0 });
    expect(offSite.status()).toBeLessThan(500);
    const location = offSite.headers()['location'];
    if (location) expect(new URL(location, 'http://127.0.0.1').hostname).not.toBe('evil.example');
    await request.dispose();
  });
});
