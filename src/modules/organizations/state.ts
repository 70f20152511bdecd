/**
 * The selected organization and the favourites in the browser (spec §3 Organization and Favorites state, §4 rules),
 * persisted with the rest of the store (spec §4 Persistence).
 */
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/lib/store/actions';
import { isShopRehydration, storedSliceOf } from '@/lib/store/persistence';
import type { FavoriteOrganization, OrganizationDetails } from './organizations.server';
import { organizationAction } from './selection';
import { storePart } from '@/lib/store/store-part';

type OrganizationFields = Pick<
  OrganizationDetails,
  '_id' | 'org' | 'name' | 'activeBookfair' | 'allBookfairs' | 'cumulativeStats' | 'orgCurrency' | 'address' | 'rewardRates' | 'logo'
>;

export interface OrganizationState extends Partial<OrganizationFields> {
  /** When the organization was loaded (ms since the epoch); null when none is. */
  loadedAt: number | null;
  loading: boolean;
  hydrated: boolean;
  error: string | null;
}

export const initialOrganizationState: OrganizationState = { loadedAt: null, loading: false, hydrated: false, error: null };

const ORGANIZATION_FIELDS = [
  '_id',
  'org',
  'name',
  'activeBookfair',
  'allBookfairs',
  'cumulativeStats',
  'orgCurrency',
  'address',
  'rewardRates',
  // Beyond spec §3's fields: the header shows it beside the name (issue 19).
  'logo',
] as const satisfies readonly (keyof OrganizationFields)[];
const STORED_ORGANIZATION_FIELDS = [...ORGANIZATION_FIELDS, 'loadedAt'] as const;
type StoredOrganization = Pick<OrganizationState, (typeof STORED_ORGANIZATION_FIELDS)[number]>;

export const organizationSlice = createSlice({
  name: 'organization',
  initialState: initialOrganizationState,
  reducers: {
    organizationCleared: (state) => ({ ...initialOrganizationState, hydrated: state.hydrated }),
    organizationLoadStarted(state) {
      state.loading = true;
      state.error = null;
    },
    /** Spec §4: success copies the answer's fields and stamps loadedAt. */
    organizationLoadSucceeded: {
      reducer: (state, action: PayloadAction<{ details: OrganizationFields; loadedAt: number }>) => {
        const fields = Object.fromEntries(ORGANIZATION_FIELDS.map((field) => [field, action.payload.details[field]])) as OrganizationFields;
        return { ...state, ...fields, loadedAt: action.payload.loadedAt, loading: false, error: null };
      },
      prepare: (details: OrganizationFields, loadedAt = Date.now()) => ({ payload: { details, loadedAt } }),
    },
    /** An unknown org leaves no selection, only the message. */
    organizationLoadFailed: (state, action: PayloadAction<string>) => ({ ...initialOrganizationState, hydrated: state.hydrated, error: action.payload }),
  },
  extraReducers: (builder) => {
    builder.addMatcher(isShopRehydration, (state, action) => {
      Object.assign(state, storedSliceOf<OrganizationState, keyof StoredOrganization>(action, 'organization', STORED_ORGANIZATION_FIELDS));
      state.hydrated = true;
    });
  },
});

export const { organizationCleared, organizationLoadStarted, organizationLoadSucceeded, organizationLoadFailed } = organizationSlice.actions;

export const storedOrganization = (state: OrganizationState): StoredOrganization =>
  Object.fromEntries(STORED_ORGANIZATION_FIELDS.map((field) => [field, state[field]])) as StoredOrganization;

/**
 * Brings the organization state in line with the `org` parameter: clears, loads (through `fetchOrganization`, which
 * rejects with a readable message), or keeps what is loaded. Resolves to what it did.
 */
export function syncOrganization(orgParam: string | null, fetchOrganization: (org: string) => Promise<OrganizationFields>, now = Date.now()) {
  return async (dispatch: Dispatch, getState: () => { organization: OrganizationState }): Promise<'clear' | 'load' | 'keep'> => {
    const action = organizationAction(getState().organization, orgParam, now);
    if (action === 'clear') dispatch(organizationCleared());
    if (action !== 'load') return action;
    dispatch(organizationLoadStarted());
    try {
      dispatch(organizationLoadSucceeded(await fetchOrganization(orgParam!), now));
    } catch (error) {
      dispatch(organizationLoadFailed(error instanceof Error ? error.message : 'The organization could not be loaded.'));
    }
    return action;
  };
}

export interface FavoritesState {
  orgs: FavoriteOrganization[];
  loading: boolean;
  hydrated: boolean;
  error: string | null;
}

export const initialFavoritesState: FavoritesState = { orgs: [], loading: false, hydrated: false, error: null };

/** Spec §4: favourites load only with a session that exists, is not a guest's and has not expired. */
export function favoritesMayLoad(session: { user?: { role?: string }; expires?: string } | null, now: number): boolean {
  if (!session?.user || session.user.role === 'guest') return false;
  return !session.expires || Date.parse(session.expires) > now;
}

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {
    favoritesRequestStarted(state) {
      state.loading = true;
      state.error = null;
    },
    /** Spec §4: success replaces the list. */
    favoritesRequestSucceeded(state, action: PayloadAction<FavoriteOrganization[]>) {
      state.orgs = action.payload;
      state.loading = false;
      state.error = null;
    },
    favoritesRequestFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    favoritesCleared: (state) => ({ ...initialFavoritesState, hydrated: state.hydrated }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state) => ({ ...initialFavoritesState, hydrated: state.hydrated }))
      .addMatcher(isShopRehydration, (state, action) => {
        Object.assign(state, storedSliceOf<FavoritesState, 'orgs'>(action, 'favorites', ['orgs']));
        state.hydrated = true;
      });
  },
});

export const { favoritesRequestStarted, favoritesRequestSucceeded, favoritesRequestFailed, favoritesCleared } = favoritesSlice.actions;

export const storedFavorites = ({ orgs }: FavoritesState): Pick<FavoritesState, 'orgs'> => ({ orgs });

export const organizationStorePart = storePart(organizationSlice, { stored: storedOrganization });
export const favoritesStorePart = storePart(favoritesSlice, { stored: storedFavorites });
