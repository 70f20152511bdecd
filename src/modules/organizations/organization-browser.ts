/**
 * The browser side of the selected organization and the favourites (spec §4, §7): fills the store's organization and
 * favorites slices from the organization and favourites calls. Imported on demand, so neither Redux nor this code
 * weighs on a page's first load (DESIGN §7).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Session } from 'next-auth';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { loadStore } from '@/lib/store/load';
import type { AppStore } from '@/lib/store/store';
import type { FavoriteOrganization, OrganizationDetails } from './organizations.server';
import { favoritesCleared, favoritesMayLoad, favoritesRequestFailed, favoritesRequestStarted, favoritesRequestSucceeded, syncOrganization } from './state';

const http = createBrowserHttpClient();

const failureMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function organizationOf(body: unknown): OrganizationDetails {
  if (!isRecord(body) || typeof body.org !== 'string' || typeof body.name !== 'string' || typeof body._id !== 'number')
    throw new Error('The organization could not be read.');
  return body as unknown as OrganizationDetails;
}

function favoritesOf(body: unknown): FavoriteOrganization[] {
  if (!isRecord(body) || !Array.isArray(body.orgs) || !body.orgs.every((org) => isRecord(org) && typeof org._id === 'number' && typeof org.org === 'string')) {
    throw new Error('The favourites could not be read.');
  }
  return body.orgs as FavoriteOrganization[];
}

/**
 * Brings the organization state in line with the page's `org` (spec §4). Resolves to whether the organization is
 * unknown (a 4xx): the HTTP client has shown the shopper why, and the caller drops the parameter.
 */
export async function syncSelectedOrganization(org: string | null): Promise<{ unknown: boolean }> {
  const store = await loadStore();
  let unknown = false;
  await store.dispatch(
    syncOrganization(org, async (slug) => {
      try {
        return await http.json(`/api/bookfair/organization/${encodeURIComponent(slug)}`, { parse: organizationOf });
      } catch (error) {
        unknown = error instanceof HttpError && (error.status === 404 || error.status === 400);
        throw error;
      }
    }),
  );
  return { unknown };
}

/** Spec §4/§7: the favourites load quietly, and only with a live customer session; otherwise the list is empty. */
export async function loadFavorites(session: Session | null): Promise<void> {
  const store = await loadStore();
  if (!favoritesMayLoad(session, Date.now())) {
    store.dispatch(favoritesCleared());
    return;
  }
  store.dispatch(favoritesRequestStarted());
  try {
    store.dispatch(favoritesRequestSucceeded(await http.json('/api/bookfair/favorite', { auth: true, quiet: true, parse: favoritesOf })));
  } catch (error) {
    store.dispatch(favoritesRequestFailed(failureMessage(error, 'Your favourites could not be loaded.')));
  }
}

/**
 * Adds or removes a favourite (spec §7) and keeps the list the server answers; a failure is kept in the favorites state
 * (spec §8) and rejects, after the client has told the shopper why.
 */
export async function setFavorite(id: number, favorite: boolean): Promise<void> {
  const store = await loadStore();
  store.dispatch(favoritesRequestStarted());
  try {
    const orgs = await http.json(favorite ? `/api/bookfair/favorite/add/${id}` : `/api/bookfair/favorite/delete/${id}`, {
      method: favorite ? 'GET' : 'DELETE',
      auth: true,
      parse: favoritesOf,
    });
    store.dispatch(favoritesRequestSucceeded(orgs));
  } catch (error) {
    store.dispatch(favoritesRequestFailed(failureMessage(error, favorite ? 'The favourite could not be added.' : 'The favourite could not be removed.')));
    throw error;
  }
}

const NO_FAVORITES: FavoriteOrganization[] = [];
const noSubscription = () => () => undefined;

/** The favourites in the store, for components that do not sit under the store's Provider. */
export function useStoredFavorites(): FavoriteOrganization[] {
  const [store, setStore] = useState<AppStore | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadStore().then((loaded) => mounted && setStore(loaded));
    return () => {
      mounted = false;
    };
  }, []);
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => (store ? store.getState().favorites.orgs : NO_FAVORITES),
    () => NO_FAVORITES,
  );
}
