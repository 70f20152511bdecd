import { beforeAll, describe, expect, it, vi } from 'vitest';
import { provideStore } from '@/lib/store/load';
import { createMemoryStorage } from '@/lib/store/memory-storage';
import { createAppStore, type AppStore } from '@/lib/store/store';
import { HttpError } from '@/lib/http';
import { setWishlist, wishlistStorePart, type WishlistState } from '../state';
import { addToWishlist } from './add-to-wishlist';
import { wishlistApi } from './wishlist-api';

vi.mock('./wishlist-api', () => ({ wishlistApi: { addItem: vi.fn() } }));

let store: AppStore;
beforeAll(async () => {
  store = await createAppStore([wishlistStorePart], { storage: createMemoryStorage(), storageEvents: new EventTarget() });
  provideStore(async () => store);
});

const wishlist = () => (store.getState() as { wishlist: WishlistState }).wishlist;

describe('adding to the wishlist (spec §7 additem, §8)', () => {
  it('keeps the list the server answers', async () => {
    vi.mocked(wishlistApi.addItem).mockResolvedValueOnce({ wishlist: ['A', 'B'] });
    await addToWishlist('B');
    expect(wishlistApi.addItem).toHaveBeenCalledWith('B');
    expect(wishlist()).toMatchObject({ wishlist: ['A', 'B'], loading: false, error: null });
  });

  it('keeps a failure in the wishlist state, the list untouched, and passes it on', async () => {
    store.dispatch(setWishlist(['A']));
    const failure = new HttpError(503, 'SERVICE_UNAVAILABLE', 'The wishlist is resting.');
    vi.mocked(wishlistApi.addItem).mockRejectedValueOnce(failure);
    await expect(addToWishlist('C')).rejects.toBe(failure);
    expect(wishlist()).toMatchObject({ wishlist: ['A'], loading: false, error: 'The wishlist is resting.' });
  });

  it('says something readable when the failure has no message, and clears it on the next success', async () => {
    vi.mocked(wishlistApi.addItem).mockRejectedValueOnce(new Error(''));
    await expect(addToWishlist('C')).rejects.toThrow();
    expect(wishlist().error).toBe('The item could not be added to your wishlist.');
    vi.mocked(wishlistApi.addItem).mockResolvedValueOnce({ wishlist: ['A', 'C'] });
    await addToWishlist('C');
    expect(wishlist()).toMatchObject({ wishlist: ['A', 'C'], error: null });
  });
});
