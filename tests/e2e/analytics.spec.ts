import { expect, test, type Page } from '@playwright/test';
import { testIp } from './fixtures/accounts';
import { hydrated } from './fixtures/hydration';
import { ANALYTICS_READY_WAIT_MS } from './fixtures/timers';

type DataLayerEntry = { event?: string; page_path?: string; page_location?: string; [key: string]: unknown };

const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((entry) => typeof entry === 'object' && entry !== null));
const pageviews = async (page: Page) => (await dataLayer(page)).filter((entry) => entry.event === 'pageview');

function waitForPageviews(page: Page, count: number) {
  return page.waitForFunction(
    (expected) =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry?.event === 'pageview').length >= expected,
    count,
    { timeout: 15_000 },
  );
}

const pageview = (site: 'us' | 'ca', path: string) => ({ name: 'pageview', site, path, page_location: `http://127.0.0.1${path}` });

test.describe("analytics (spec §7), with the visitor's consent", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // Accepted for the current policy version (spec §3, §9), as the cookie banner records it; the newsletter offer closed.
    await context.addCookies(
      Object.entries({ policyAcceptedByGuest: '1', policyVersionGuest: '2', newsletterClosedByGuest: '1' }).map(([name, value]) => ({
        name,
        value,
        url: baseURL!,
      })),
    );
  });

  test('a help page pushes a pageview to dataLayer and records it first-party', async ({ page }) => {
    await page.goto('/help/shipping');
    await waitForPageviews(page, 1);
    const [first] = await pageviews(page);
    expect(first).toMatchObject({ event: 'pageview', page_path: '/help/shipping' });
    expect(new URL(first!.page_location!).pathname).toBe('/help/shipping');

    // The queue goes out when the page is left: a beacon (text/plain JSON) to POST /api/events, which validates it: 204.
    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/events') && response.request().method() === 'POST');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const response = await recorded;
    expect(response.status()).toBe(204);
    const headers = await response.request().allHeaders();
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(headers['sec-fetch-site']).toBe('same-origin');
  });

  test('a client-side route change sends another pageview, on the Canada site too', async ({ page }) => {
    await page.goto('/ca/help/shipping');
    await waitForPageviews(page, 1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/ca\/help\/about-us$/);
    await waitForPageviews(page, 2);
    expect((await pageviews(page)).map((entry) => entry.page_path)).toEqual(['/ca/help/shipping', '/ca/help/about-us']);
  });

  test('browse pages send no pageview', async ({ page }) => {
    for (const site of ['', '/ca']) {
      await page.goto(`${site}/browse`);
      await hydrated(page);
      // Left by a client-side route change, the page keeps its tracker and its dataLayer: a pageview the browse page had
      // sent would come before the next page's, in the same push after the tracker's readiness wait.
      await page.evaluate(() => Object.assign(window, { e2eBrowseDocument: true }));
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(new RegExp(`${site}/help/about-us$`));
      await waitForPageviews(page, 1);
      expect((await pageviews(page)).map((entry) => entry.page_path)).toEqual([`${site}/help/about-us`]);
      expect(await page.evaluate(() => 'e2eBrowseDocument' in window), `${site}/browse was left by a client-side route change`).toBe(true);
    }
  });

  test('POST /api/events refuses garbage with 400 and records a valid batch with 204', async ({ request }) => {
    const headers = { 'x-forwarded-for': testIp() };
    for (const data of ['garbage', '{"events":"nope"}', JSON.stringify({ events: [{ name: 'purchase', site: 'us', path: '/' }] })]) {
      const response = await request.post('/api/events', { headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' }, data });
      expect(response.status(), data).toBe(400);
      const body = (await response.json()) as { Error: string; message: string };
      expect(['INVALID_JSON', 'VALIDATION_FAILED']).toContain(body.Error);
      expect(body.message.length).toBeGreaterThan(0);
    }
    const valid = {
      events: [
        pageview('us', '/help/shipping'),
        {
          name: 'add_to_cart',
          site: 'ca',
          path: '/ca/cart',
          ecommerce: { currency: 'CAD', value: 20.98, items: [{ item_id: '9780064400558', item_name: "Charlotte's Web", price: 10.49, quantity: 2 }] },
        },
        { name: 'sign_up', site: 'us', path: '/account/create', method: 'email' },
      ],
    };
    const asBeacon = await request.post('/api/events', { headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify(valid) });
    expect(asBeacon.status()).toBe(204);
    const asJson = await request.post('/api/events', { headers, data: valid });
    expect(asJson.status()).toBe(204);
  });

  test('one IP address sending 200 events in a minute gets 429 with Retry-After', async ({ request }) => {
    const headers = { 'x-forwarded-for': testIp() };
    const batch = { events: Array.from({ length: 20 }, () => pageview('us', '/help/shipping')) };
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let sent = 0; sent < 200; sent += 20) {
      const response = await request.post('/api/events', { headers, data: batch });
      statuses.push(response.status());
      if (response.status() === 429) {
        retryAfter = response.headers()['retry-after'];
        expect(((await response.json()) as { Error: string }).Error).toBe('TOO_MANY_EVENTS');
      }
    }
    expect(statuses.slice(0, 6)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Another address is unaffected.
    expect((await request.post('/api/events', { headers: { 'x-forwarded-for': testIp() }, data: batch })).status()).toBe(204);
  });
});

test.describe('analytics without consent', () => {
  /**
   * Every request to /api/events the page makes; the events in its dataLayer; and the calls to /api/events the page
   * made through navigator.sendBeacon or fetch (how the tracker sends), noted as they are made.
   */
  async function watch(page: Page) {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') requests.push(request.method());
    });
    await page.addInitScript(() => {
      const calls: string[] = [];
      const toEvents = (url: unknown) => new URL(String(url), location.href).pathname === '/api/events';
      const beacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (toEvents(url)) calls.push('beacon');
        return beacon(url, data);
      };
      const fetchFirst = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (toEvents(input instanceof Request ? input.url : input)) calls.push('fetch');
        return fetchFirst(input, init);
      };
      Object.assign(window, { e2eEventCalls: calls });
    });
    return {
      requests,
      events: async () => (await dataLayer(page)).filter((entry) => typeof entry.event === 'string'),
    };
  }

  /**
   * Gives the tracker every chance to send: three times its readiness wait from when the page is hydrated (the
   * pageview is tracked in an effect), then a page hide, on which it sends its queue at once. Answers the calls to
   * /api/events the page made, up to and including that page hide.
   */
  async function leavePage(page: Page): Promise<string[]> {
    await hydrated(page);
    await page.waitForTimeout(3 * ANALYTICS_READY_WAIT_MS);
    return page.evaluate(() => {
      window.dispatchEvent(new Event('pagehide'));
      return (window as unknown as { e2eEventCalls: string[] }).e2eEventCalls;
    });
  }

  test('withheld (no answer yet) or declined: no POST /api/events and no dataLayer events, across a client-side navigation too', async ({
    page,
    context,
    baseURL,
  }) => {
    // Three waits of three times the tracker's readiness wait.
    test.setTimeout(90_000);
    const watched = await watch(page);
    await page.goto('/help/shipping');
    // The banner shows once the session is known: from then on the tracker knows whose cookies to read.
    const banner = page.getByRole('region', { name: 'Cookies on Bookfair Shop' });
    await expect(banner).toBeVisible();
    expect(await leavePage(page)).toEqual([]);
    expect(watched.requests).toEqual([]);
    expect(await watched.events()).toEqual([]);

    await banner.getByRole('button', { name: 'Essential only' }).click();
    expect((await context.cookies(baseURL!)).find((cookie) => cookie.name === 'policyAcceptedByGuest')?.value).toBe('0');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/help\/about-us$/);
    expect(await leavePage(page)).toEqual([]);
    expect(await watched.events()).toEqual([]);
    await page.reload();
    expect(await leavePage(page)).toEqual([]);
    expect(watched.requests).toEqual([]);
    expect(await watched.events()).toEqual([]);
  });
});
