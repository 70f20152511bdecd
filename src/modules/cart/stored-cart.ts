/**
 * The version of the cart the browser keeps (spec §9): a stored state holding any other cart version is discarded
 * whole (spec §4). No imports, so the header's cart badge can read it without loading Redux.
 */
export const CART_STATE_VERSION = 1;

/** Whether a stored copy of the cart can be taken back into the store. */
export function acceptsStoredCart(stored: unknown): boolean {
  return typeof stored === 'object' && stored !== null && (stored as { _version?: unknown })._version === CART_STATE_VERSION;
}
