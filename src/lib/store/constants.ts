/**
 * Where and how the browser keeps the shop's state (spec §4 Persistence, §9). Plain constants, no imports, so the
 * header's cart badge can read local storage without loading Redux.
 */

/** redux-persist's key; it stores everything as one JSON object under `persist:` + this key. */
export const PERSIST_KEY = 'nextjs';
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;

/** Spec §9 persistence timeout: the store starts empty if local storage has not answered by then. */
export const PERSIST_TIMEOUT_MS = 5000;
