/**
 * Adding to the wishlist across signing in (spec §3 authAction): a guest's "add" is kept in the customer state before
 * the sign-in page, and resumed, once, when they come back to the same page signed in. Through the store's shared
 * actions, so this module imports no customer code. Imported on demand, with the store.
 */
import { authActionFinished, signInAsked } from '@/lib/store/actions';
import { resumableAuthAction } from '@/lib/store/auth-action';
import { loadStore } from '@/lib/store/load';

/** Keeps the add the guest set out to do on `path`, written to storage before the page is left. */
export async function keepAddForSignIn(sku: string, path: string, now = Date.now()): Promise<void> {
  const store = await loadStore();
  store.dispatch(signInAsked({ kind: 'add-to-wishlist', sku, path, at: now }));
  await store.persistor.flush();
}

/** Whether a kept add of `sku` on `path` is waiting; when it is, it is taken (so it runs once) and the caller adds. */
export async function takeKeptAdd(sku: string, path: string, now = Date.now()): Promise<boolean> {
  const store = await loadStore();
  const kept = resumableAuthAction((store.getState() as { customer?: { authAction?: unknown } }).customer?.authAction, 'add-to-wishlist', path, now);
  if (kept?.sku !== sku) return false;
  store.dispatch(authActionFinished());
  return true;
}
