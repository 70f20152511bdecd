import { describe, expect, it } from 'vitest';
import { AUTH_ACTION_LIFETIME_MS, resumableAuthAction } from './auth-action';

const asked = { kind: 'add-to-wishlist', sku: '9780000000001', path: '/product/owls/9780000000001', at: 1_000_000 } as const;

describe('resumableAuthAction (spec §3 authAction)', () => {
  it('resumes the action of its kind on its page while it is recent', () => {
    expect(resumableAuthAction(asked, 'add-to-wishlist', asked.path, asked.at)).toEqual(asked);
    expect(resumableAuthAction(asked, 'add-to-wishlist', asked.path, asked.at + AUTH_ACTION_LIFETIME_MS)).toEqual(asked);
  });

  it('not once it is old, or dated in the future', () => {
    expect(resumableAuthAction(asked, 'add-to-wishlist', asked.path, asked.at + AUTH_ACTION_LIFETIME_MS + 1)).toBeNull();
    expect(resumableAuthAction(asked, 'add-to-wishlist', asked.path, asked.at - 1)).toBeNull();
  });

  it('not on another page, nor when nothing or something unreadable is kept', () => {
    expect(resumableAuthAction(asked, 'add-to-wishlist', '/product/cats/9780000000002', asked.at)).toBeNull();
    for (const kept of [null, undefined, 'add-to-wishlist', [asked], { ...asked, kind: 'other' }, { ...asked, sku: 42 }, { ...asked, at: '1' }]) {
      expect(resumableAuthAction(kept, 'add-to-wishlist', asked.path, asked.at)).toBeNull();
    }
  });
});
