import { expect, test, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const CHALLENGE = '/api/bot-protection/challenge';
const VERIFY = '/api/bot-protection/verify';

/** Ticks the widget's box: from the keyboard, as a visitor without a mouse would, or with a click in its middle. */
async function passCheck(page: Page, using: 'keyboard' | 'mouse') {
  const checkbox = page.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(page.getByRole('status')).toContainText('Tick the box');
  if (using === 'mouse') {
    await checkbox.click();
  } else {
    await checkbox.focus();
    await page.keyboard.press('Space');
  }
}

test.describe('bot protection', () => {
  test('passing the check sets the botCheck cookie and returns to the page the visitor came from', async ({ page, context }) => {
    await page.goto('/bot-protection?returnUrl=/help/shipping');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please confirm you are a person');
    await expect(page.getByText('Too many attempts, or unusual traffic — please confirm you are a person.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'botCheck')).toBeUndefined();

    await passCheck(page, 'keyboard');
    await page.waitForURL((url) => url.pathname === '/help/shipping', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping');
    const cookie = (await context.cookies()).find((c) => c.name === 'botCheck');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('a return address on another site leads to the site home page instead', async ({ page }) => {
    await page.goto(`/bot-protection?returnUrl=${encodeURIComponent('https://evil.example')}`);
    await passCheck(page, 'mouse');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    expect(new URL(page.url()).host).not.toBe('evil.example');

    await page.goto(`/ca/bot-protection?returnUrl=${encodeURIComponent('//evil.example/x')}`);
    await passCheck(page, 'keyboard');
    await page.waitForURL((url) => url.pathname === '/ca', { timeout: 15_000 });
  });

  test('the widget is loaded on the challenge page only', async ({ page }) => {
    await page.goto('/help/shipping');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping');
    expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined && !('$altcha' in globalThis))).toBe(true);
  });

  test('the verify endpoint refuses garbage and a replayed solution with 400 JSON', async ({ request }) => {
    const challengeResponse = await request.get(CHALLENGE);
    expect(challengeResponse.status()).toBe(200);
    expect(challengeResponse.headers()['cache-control']).toBe('no-store');
    const challenge = (await challengeResponse.json()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);

    for (const data of [{ payload: 'garbage' }, { payload: '' }, { nothing: true }, 'not json at all', [1, 2]]) {
      const response = await request.post(VERIFY, { data, headers: { 'content-type': 'application/json' } });
      expect(response.status()).toBe(400);
      expect(response.headers()['content-type']).toContain('application/json');
      const body = await response.json();
      expect(body).toMatchObject({ Error: expect.any(String), message: expect.any(String) });
    }
    const garbage = await request.post(VERIFY, { data: { payload: 'garbage' } });
    expect(await garbage.json()).toMatchObject({ Error: 'CHALLENGE_FAILED' });

    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

    const first = await request.post(VERIFY, { data: { payload } });
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    expect(first.headers()['set-cookie']).toMatch(/^botCheck=.+HttpOnly/i);

    const replay = await request.post(VERIFY, { data: { payload } });
    expect(replay.status()).toBe(400);
    expect(await replay.json()).toEqual({ Error: 'CHALLENGE_FAILED', message: 'This check was already used. Please try a new one.' });
  });
});
