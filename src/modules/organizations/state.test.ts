import { configureStore } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { loggedOut } from '@/lib/store/actions';
import { PERSIST_KEY } from '@/lib/store/constants';
import {
  favoritesMayLoad,
  favoritesRequestFailed,
  favoritesRequestStarted,
  favoritesRequestSucceeded,
  favoritesSlice,
  initialOrganizationState,
  organizationSlice,
  storedOrganization,
  syncOrganization,
} from './state';
import { ORGANIZATION_CACHE_MS, organizationAction } from './selection';

const details = {
  _id: 7,
  org: 'maple-grove-elementary',
  name: 'Maple Grove Elementary PTA',
  activeBookfair: null,
  allBookfairs: [],
  cumulativeStats: { orders: 3, rewards: 4.5, baseRewards: 3, bookfairRewards: 1.5 },
  orgCurrency: 'USD' as const,
  address: { line1: '1 School Rd', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' as const },
  rewardRates: { base: 0.05, bookfair: 0.05 },
  logo: '/logos/maple-grove.png',
};
const favorite = { _id: 7, org: 'maple-grove-elementary', name: 'Maple Grove Elementary PTA', city: 'Springfield', region: 'IL', site: 'us' as const };

const storeWith = () => configureStore({ reducer: { organization: organizationSlice.reducer, favorites: favoritesSlice.reducer } });

describe('organization state (spec §3, §4)', () => {
  it('clears for none or no org, loads for another org or one older than 30 minutes, else keeps', () => {
    const loaded = { org: 'maple-grove-elementary', loadedAt: 1_000_000 };
    expect(organizationAction(loaded, null, 1_000_001)).toBe('clear');
    expect(organizationAction(loaded, 'none', 1_000_001)).toBe('clear');
    expect(organizationAction(loaded, 'other-school', 1_000_001)).toBe('load');
    expect(organizationAction(loaded, 'maple-grove-elementary', 1_000_000 + ORGANIZATION_CACHE_MS)).toBe('keep');
    expect(organizationAction(loaded, 'maple-grove-elementary', 1_000_001 + ORGANIZATION_CACHE_MS)).toBe('load');
    expect(organizationAction({ loadedAt: null }, 'maple-grove-elementary', 0)).toBe('load');
  });

  it("copies the answer's fields and stamps loadedAt; an unknown org leaves no selection, only its message", async () => {
    const store = storeWith();
    expect(await store.dispatch(syncOrganization('maple-grove-elementary', async () => details, 5_000))).toBe('load');
    expect(store.getState().organization).toMatchObject({ ...details, loadedAt: 5_000, loading: false, error: null });
    expect(
      await store.dispatch(
        syncOrganization(
          'maple-grove-elementary',
          async () => {
            throw new Error('must not load');
          },
          6_000,
        ),
      ),
    ).toBe('keep');
    await store.dispatch(
      syncOrganization(
        'no-such-school',
        async () => {
          throw new Error('We could not find the organization "no-such-school".');
        },
        7_000,
      ),
    );
    expect(store.getState().organization).toEqual({ ...initialOrganizationState, error: 'We could not find the organization "no-such-school".' });
    await store.dispatch(syncOrganization('maple-grove-elementary', async () => details, 8_000));
    await store.dispatch(syncOrganization('none', async () => details, 9_000));
    expect(store.getState().organization).toEqual(initialOrganizationState);
  });

  it("stores the organization's fields and loadedAt, never loading or the error", () => {
    const state = organizationSlice.reducer(undefined, organizationSlice.actions.organizationLoadSucceeded(details, 42));
    expect(storedOrganization({ ...state, loading: true, error: 'x' })).toEqual({ ...details, loadedAt: 42 });
    const rehydrated = organizationSlice.reducer(undefined, { type: REHYDRATE, key: PERSIST_KEY, payload: { organization: { ...details, loadedAt: 42 } } });
    expect(rehydrated).toMatchObject({ org: details.org, loadedAt: 42, hydrated: true, loading: false });
  });
});

describe('favorites state (spec §3, §4)', () => {
  it('replaces the list on success, keeps the error on failure, and empties on logout', () => {
    let state = favoritesSlice.reducer(undefined, favoritesRequestStarted());
    expect(state.loading).toBe(true);
    state = favoritesSlice.reducer(state, favoritesRequestSucceeded([favorite]));
    expect(state).toMatchObject({ orgs: [favorite], loading: false, error: null });
    state = favoritesSlice.reducer(state, favoritesRequestFailed('Down'));
    expect(state).toMatchObject({ orgs: [favorite], error: 'Down' });
    expect(favoritesSlice.reducer(state, loggedOut()).orgs).toEqual([]);
  });

  it('load only for a live, non-guest session', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(favoritesMayLoad(null, now)).toBe(false);
    expect(favoritesMayLoad({ user: { role: 'guest' }, expires: '2027-01-01T00:00:00Z' }, now)).toBe(false);
    expect(favoritesMayLoad({ user: { role: 'customer' }, expires: '2026-11-21T11:59:59Z' }, now)).toBe(false);
    expect(favoritesMayLoad({ user: { role: 'customer' }, expires: '2026-12-21T00:00:00Z' }, now)).toBe(true);
  });
});
