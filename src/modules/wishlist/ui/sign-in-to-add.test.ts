import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ACTION_LIFETIME_MS } from '@/lib/store/auth-action';
import { provideStore } from '@/lib/store/load';
import { createMemoryStorage } from '@/lib/store/memory-storage';
import { PERSIST_STORAGE_KEY } from '@/lib/store/constants';
import { persistedSliceFrom } from '@/lib/store/persisted-snapshot';
import { createAppStore, type AppStore } from '@/lib/store/store';
import { customerStorePart, type CustomerState } from '@/modules/customer/state';
import { keepAddForSignIn, takeKeptAdd } from './sign-in-to-add';

const storage = createMemoryStorage();
let store: AppStore;
beforeAll(async () => {
  store = await createAppStore([customerStorePart], { storage, storageEvents: new EventTarget() });
  provideStore(async () => store);
});

const authAction = () => (store.getState() as { customer: CustomerState }).customer.authAction;
const page = '/product/owls/9780000000001';

describe('adding to the wishlist across signing in (spec §3 authAction)', () => {
  it('keeps the add in storage before the guest leaves for the sign-in page', async () => {
    await keepAddForSignIn('9780000000001', page, 5_000);
    expect(authAction()).toEqual({ kind: 'add-to-wishlist', sku: '9780000000001', path: page, at: 5_000 });
    expect(persistedSliceFrom(storage.getItem(PERSIST_STORAGE_KEY), 'customer')?.authAction).toEqual(authAction());
  });

  it('resumes it once, for that product on that page', async () => {
    await keepAddForSignIn('9780000000001', page, 5_000);
    expect(await takeKeptAdd('9780000000002', page, 6_000)).toBe(false);
    expect(await takeKeptAdd('9780000000001', '/product/cats/9780000000001', 6_000)).toBe(false);
    expect(authAction()).not.toBeNull();
    expect(await takeKeptAdd('9780000000001', page, 6_000)).toBe(true);
    expect(authAction()).toBeNull();
    expect(await takeKeptAdd('9780000000001', page, 6_000)).toBe(false);
  });

  it('resumes nothing once the add is too old', async () => {
    await keepAddForSignIn('9780000000001', page, 5_000);
    expect(await takeKeptAdd('9780000000001', page, 5_000 + AUTH_ACTION_LIFETIME_MS + 1)).toBe(false);
  });
});
