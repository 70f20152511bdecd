import type { Reducer } from '@reduxjs/toolkit';
import type { StoredPart } from './persistence';

/**
 * A slice a module gives the store, under its name, with what of it is kept in local storage. Type imports only, so a
 * module's `state.ts` declaring its part does not bring the store (or redux-persist) with it.
 */
export interface StorePart {
  name: string;
  reducer: Reducer;
  storage: StoredPart<unknown>;
}

export function storePart<State>(slice: { reducerPath: string; reducer: Reducer<State> }, storage: StoredPart<State>): StorePart {
  return { name: slice.reducerPath, reducer: slice.reducer, storage };
}
