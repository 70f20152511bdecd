/**
 * How the shop's state is kept in local storage (spec §4 Persistence, DESIGN §2): redux-persist under the key
 * `nextjs`, each slice deciding what of it is stored and how a stored copy merges back into it.
 */
import { getStoredState, REHYDRATE, type PersistConfig, type PersistedState, type RehydrateAction, type Transform, type WebStorage } from 'redux-persist';
import { announcePersistedStateWritten } from './persisted-snapshot';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from './constants';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * redux-persist wants a promise-based storage. Ours wraps a Web Storage given at run time (redux-persist's own
 * `storage` module reaches for `window` when imported, which fails during server rendering) and tells the header's
 * cart badge about each write, since the browser's `storage` event never reaches the tab that wrote.
 */
export function asyncStorage(storage: Storage, adopted: AdoptedWrite = { value: null }): WebStorage {
  return {
    getItem: async (key) => storage.getItem(key),
    setItem: async (key, value) => {
      // The first write after taking another tab's state is that state again: writing it back could only overwrite a
      // newer write of theirs (an echo that undoes their last change), so it is left out.
      const echo = value === adopted.value;
      adopted.value = null;
      if (echo) return;
      storage.setItem(key, value);
      announcePersistedStateWritten();
    },
    removeItem: async (key) => storage.removeItem(key),
  };
}

/** The stored value this tab last took from another tab's write (cross-tab.ts), until its next write. */
export interface AdoptedWrite {
  value: string | null;
}

/**
 * What a slice keeps in local storage: `stored` picks the part of its state that is written; `acceptsStored`, where a
 * slice has one, says whether a stored copy can be taken back. One refusal discards the whole stored state (spec §4:
 * a cart of another version empties the store).
 */
export interface StoredPart<State> {
  // Method signatures: a part of one slice's state is given to the store among parts of other states.
  stored(state: State): unknown;
  acceptsStored?(stored: unknown): boolean;
}

/** For each slice, how it is stored. */
export type StoredParts<RootState> = { [Slice in keyof RootState]: StoredPart<RootState[Slice]> };

/** The stored state as it is, or nothing when a slice refuses its stored copy. */
export function acceptedState<RootState>(storedParts: StoredParts<RootState>, state: PersistedState): PersistedState {
  const stored: unknown = state;
  if (!isRecord(stored)) return undefined;
  const parts = Object.entries(storedParts) as Array<[string, StoredPart<unknown>]>;
  return parts.every(([sliceName, part]) => part.acceptsStored?.(stored[sliceName]) ?? true) ? state : undefined;
}

export function persistConfig<RootState>(storage: WebStorage, storedParts: StoredParts<RootState>): PersistConfig<RootState> {
  // Applied to each slice on its way to storage; `_persist`, redux-persist's own record, passes through as it is.
  const storedPart: Transform<unknown, unknown> = {
    in: (sliceState, sliceName) => {
      // Called for every key redux-persist holds, `_persist` included, with the slice state untyped.
      const part = (storedParts as Record<PropertyKey, StoredPart<unknown> | undefined>)[sliceName];
      return part ? part.stored(sliceState) : sliceState;
    },
    out: (stored) => stored,
  };
  return {
    key: PERSIST_KEY,
    storage,
    timeout: PERSIST_TIMEOUT_MS,
    whitelist: Object.keys(storedParts),
    transforms: [storedPart],
    migrate: async (state) => acceptedState(storedParts, state),
    // Each slice merges its stored part itself (see storedSliceOf), so the merge also runs rules such as "rehydration
    // clears any coupon error" and keeps transient fields (loading counters) that redux-persist would overwrite.
    stateReconciler: false,
  };
}

/** What is in storage now, as a REHYDRATE payload: the same reading and acceptance as at start-up. */
export async function readPersistedState<RootState>(config: PersistConfig<RootState>): Promise<PersistedState> {
  return config.migrate!((await getStoredState(config)) as PersistedState, -1);
}

/** A rehydration of the shop's state, at start-up or from another tab; each slice merges its stored part on it. */
export function isShopRehydration(action: { type: string }): action is RehydrateAction {
  return action.type === REHYDRATE && (action as RehydrateAction).key === PERSIST_KEY;
}

/**
 * The stored fields `keys` of one slice in a rehydration; empty when nothing was stored. The stored copy was written
 * by this code and checked by version, so its shape is trusted.
 */
export function storedSliceOf<State, Key extends keyof State>(action: RehydrateAction, sliceName: string, keys: readonly Key[]): Partial<Pick<State, Key>> {
  const stored = isRecord(action.payload) ? action.payload[sliceName] : undefined;
  if (!isRecord(stored)) return {};
  const fields: Partial<Pick<State, Key>> = {};
  for (const key of keys) {
    if (Object.hasOwn(stored, key)) fields[key] = stored[key as string] as State[Key];
  }
  return fields;
}
