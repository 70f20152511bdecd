import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setVisitorAudience } from '@/modules/consent';
import { pageviewEvent, signUpEvent } from './events';
import { track } from './track';

/** The page as the tracker sees it: window.dataLayer, the cookie jar, sendBeacon. */
const page = {
  window: { location: { protocol: 'https:' }, dataLayer: [] as unknown[], addEventListener: () => undefined },
  document: { cookie: '', visibilityState: 'visible', addEventListener: () => undefined },
  navigator: { sendBeacon: vi.fn(() => true) },
};
const events = () =>
  page.window.dataLayer.filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry).map((entry) => (entry as { event: string }).event);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  for (const [name, value] of Object.entries(page)) vi.stubGlobal(name, value);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("the page's tracker and the visitor's policy cookies", () => {
  it("drops events until the visitor's own cookies say accepted for version 2, and never sends them later", async () => {
    track(pageviewEvent('us', 'https://shop.test/help/shipping', 'Shipping')!);
    await settle();
    // Whose cookies apply is not known before the session: nothing is decided, nothing sent.
    expect(events()).toEqual([]);

    setVisitorAudience('guest');
    await settle();
    expect(events()).toEqual([]);

    page.document.cookie = 'policyAcceptedByGuest=1; policyVersionGuest=1';
    track(signUpEvent('us', '/account/create', 'email'));
    await settle();
    expect(events()).toEqual([]);

    page.document.cookie = 'policyAcceptedByGuest=0; policyVersionGuest=2';
    track(signUpEvent('us', '/account/create', 'email'));
    await settle();
    expect(events()).toEqual([]);

    page.document.cookie = 'policyAcceptedByGuest=1; policyVersionGuest=2';
    track(signUpEvent('us', '/account/create', 'email'));
    await settle();
    expect(events()).toEqual(['sign_up']);

    // A customer answers for the account: the guest's acceptance is not theirs.
    setVisitorAudience('customer');
    track(signUpEvent('us', '/account/create', 'email'));
    await settle();
    expect(events()).toEqual(['sign_up']);
  });
});
