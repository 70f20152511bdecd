import { persistedSliceFrom } from '@/lib/store/persisted-snapshot';

/**
 * The version of the cart the browser keeps (spec §9): a stored state holding any other cart version is discarded
 * whole (spec §4). Nothing here loads Redux, so the header's cart badge can read the stored cart without it.
 */
export const CART_STATE_VERSION = 1;

/** Whether a stored copy of the cart can be taken back into the store. */
export function acceptsStoredCart(stored: unknown): boolean {
  return typeof stored === 'object' && stored !== null && (stored as { _version?: unknown })._version === CART_STATE_VERSION;
}

/** The cart count in a serialized `persist:nextjs` value, 0 when there is none. A cart of another version counts as empty, as the store discards it (spec §4). */
export function cartCountFrom(serialized: string | null): number {
  const cart = persistedSliceFrom(serialized, 'cart');
  if (!cart || cart._version !== CART_STATE_VERSION) return 0;
  const { cartCount } = cart;
  return typeof cartCount === 'number' && Number.isSafeInteger(cartCount) && cartCount > 0 ? cartCount : 0;
}
