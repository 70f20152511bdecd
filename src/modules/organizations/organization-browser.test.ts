import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { provideStore } from '@/lib/store/load';
import { createMemoryStorage } from '@/lib/store/memory-storage';
import { createAppStore, type AppStore } from '@/lib/store/store';
import { setFavorite } from './organization-browser';
import type { FavoriteOrganization } from './organizations.server';
import { favoritesRequestSucceeded, favoritesStorePart, type FavoritesState } from './state';

const json = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/http')>()), createBrowserHttpClient: () => ({ json }) }));

let store: AppStore;
beforeAll(async () => {
  store = await createAppStore([favoritesStorePart], { storage: createMemoryStorage(), storageEvents: new EventTarget() });
  provideStore(async () => store);
});

const favorites = () => (store.getState() as { favorites: FavoritesState }).favorites;
const school = (id: number): FavoriteOrganization => ({ _id: id, org: `school-${id}`, name: `School ${id}`, city: 'Duluth', region: 'MN', site: 'us' });

describe('adding and removing a favourite (spec §7, §8)', () => {
  it('keeps the list the server answers, by the add and delete calls', async () => {
    json.mockResolvedValueOnce([school(1), school(2)]);
    await setFavorite(2, true);
    expect(json).toHaveBeenLastCalledWith('/api/bookfair/favorite/add/2', expect.objectContaining({ method: 'GET', auth: true }));
    expect(favorites()).toMatchObject({ orgs: [school(1), school(2)], loading: false, error: null });
    json.mockResolvedValueOnce([school(2)]);
    await setFavorite(1, false);
    expect(json).toHaveBeenLastCalledWith('/api/bookfair/favorite/delete/1', expect.objectContaining({ method: 'DELETE', auth: true }));
    expect(favorites()).toMatchObject({ orgs: [school(2)], error: null });
  });

  it('keeps a failed add in the favorites state, the list untouched, and passes it on', async () => {
    store.dispatch(favoritesRequestSucceeded([school(2)]));
    const failure = new HttpError(409, 'FAVORITES_LIMIT', 'You can keep 50 favourites.');
    json.mockRejectedValueOnce(failure);
    await expect(setFavorite(3, true)).rejects.toBe(failure);
    expect(favorites()).toMatchObject({ orgs: [school(2)], loading: false, error: 'You can keep 50 favourites.' });
  });

  it('keeps a failed removal too, with a readable message when the failure has none', async () => {
    json.mockRejectedValueOnce(new Error(''));
    await expect(setFavorite(2, false)).rejects.toThrow();
    expect(favorites()).toMatchObject({ orgs: [school(2)], error: 'The favourite could not be removed.' });
    json.mockRejectedValueOnce(new Error(''));
    await expect(setFavorite(2, true)).rejects.toThrow();
    expect(favorites().error).toBe('The favourite could not be added.');
  });
});
