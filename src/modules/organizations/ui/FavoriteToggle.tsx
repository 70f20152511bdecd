'use client';

import { useState } from 'react';
import { setFavorite as saveFavorite } from '../organization-browser';

/** Adds or removes one organization from the signed-in customer's favourites (spec §7 calls), keeping the store's list current. */
export function FavoriteToggle({ id, name, initial }: { id: number; name: string; initial: boolean }) {
  const [favorite, setFavorite] = useState(initial);
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    setPending(true);
    try {
      await saveFavorite(id, !favorite);
      setFavorite(!favorite);
    } catch {
      // The HTTP client has told the shopper what went wrong.
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-pressed={favorite}
      aria-label={favorite ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
      className="rounded-full border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand/5 disabled:opacity-60"
    >
      {favorite ? '★ Favourite' : '☆ Add to favourites'}
    </button>
  );
}
