import { describe, expect, it } from 'vitest';
import { subscriptionRequestSchema } from './request-schema';
import { accountNewsletterChanges, newsletterPromptAllowed } from './rules';

describe('subscriptionRequestSchema', () => {
  it('lowercases and trims the email and needs the site', () => {
    expect(subscriptionRequestSchema.parse({ email: '  Ada.Lovelace@Example.COM ', site: 'ca' })).toEqual({ email: 'ada.lovelace@example.com', site: 'ca' });
    expect(subscriptionRequestSchema.safeParse({ email: 'ada@example.com' }).success).toBe(false);
    expect(subscriptionRequestSchema.safeParse({ email: 'ada@example.com', site: 'uk' }).success).toBe(false);
    expect(subscriptionRequestSchema.safeParse({ email: 'not an email', site: 'us' }).success).toBe(false);
    expect(subscriptionRequestSchema.safeParse({ email: `${'a'.repeat(250)}@example.com`, site: 'us' }).success).toBe(false);
  });
});

describe('newsletterPromptAllowed', () => {
  const none = () => undefined;
  it('shows on shopping pages of a guest who has neither closed nor subscribed', () => {
    for (const path of ['/', '/browse', '/product/owl-moon/9780399214578', '/help/shipping', '/cart', '/accountability'])
      expect(newsletterPromptAllowed(path, none), path).toBe(true);
  });

  it("never on checkout, account, sign-in or the newsletter's own pages", () => {
    for (const path of [
      '/checkout',
      '/checkout/confirmation',
      '/account',
      '/account/create',
      '/login',
      '/order-status',
      '/newsletter/confirm',
      '/bot-protection',
    ]) {
      expect(newsletterPromptAllowed(path, none), path).toBe(false);
    }
  });

  it('not while newsletterClosedByGuest or newsletterAcceptedByGuest is set', () => {
    expect(newsletterPromptAllowed('/', (name) => (name === 'newsletterClosedByGuest' ? '1' : undefined))).toBe(false);
    expect(newsletterPromptAllowed('/', (name) => (name === 'newsletterAcceptedByGuest' ? '1' : undefined))).toBe(false);
  });
});

describe('accountNewsletterChanges', () => {
  const on = (email: string) => ({ email, newsletter: true });
  const off = (email: string) => ({ email, newsletter: false });

  it('subscribes a new account that ticked the box, and not one that did not', () => {
    expect(accountNewsletterChanges(null, on('a@x.test'))).toEqual({ subscribe: 'a@x.test', unsubscribe: null });
    expect(accountNewsletterChanges(null, off('a@x.test'))).toEqual({ subscribe: null, unsubscribe: null });
  });

  it('follows the box in account details: on subscribes, off unsubscribes, unchanged does nothing', () => {
    expect(accountNewsletterChanges(off('a@x.test'), on('a@x.test'))).toEqual({ subscribe: 'a@x.test', unsubscribe: null });
    expect(accountNewsletterChanges(on('a@x.test'), off('a@x.test'))).toEqual({ subscribe: null, unsubscribe: 'a@x.test' });
    expect(accountNewsletterChanges(on('a@x.test'), on('a@x.test'))).toEqual({ subscribe: null, unsubscribe: null });
    expect(accountNewsletterChanges(off('a@x.test'), off('b@x.test'))).toEqual({ subscribe: null, unsubscribe: null });
  });

  it('moves the subscription with a new email while the box stays ticked', () => {
    expect(accountNewsletterChanges(on('a@x.test'), on('b@x.test'))).toEqual({ subscribe: 'b@x.test', unsubscribe: 'a@x.test' });
    expect(accountNewsletterChanges(on('a@x.test'), off('b@x.test'))).toEqual({ subscribe: null, unsubscribe: 'a@x.test' });
  });
});
