'use client';

import { ShoppingCart } from '@/ui/icons';
import { useCartCount } from './cart-count';
import { sitePath, type SiteId } from '@/modules/regions';

/** The header's cart link with the number of items (spec §3 cartCount), read without loading the store. */
export function CartBadge({ site }: { site: SiteId }) {
  const count = useCartCount();
  return (
    <a
      href={sitePath(site, '/cart')}
      aria-label={count === 0 ? 'Cart, empty' : `Cart, ${count} item${count === 1 ? '' : 's'}`}
      className="relative inline-flex items-center rounded-full p-2 hover:bg-black/5"
    >
      <ShoppingCart aria-hidden className="h-6 w-6" />
      {count > 0 && (
        <span
          data-testid="cart-count"
          data-value={count}
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
