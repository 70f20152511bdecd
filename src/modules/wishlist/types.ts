import type { ProductSummary } from '@/modules/catalog';

/** A wishlist line as the API answers it: the product as sold on the asked site, and when it was added. */
export interface WishlistEntry {
  product: ProductSummary;
  addedAt: string;
}

/** Every wishlist call answers the skus (spec §3 wishlist state) and, for the list call, the products. */
export interface WishlistAnswer {
  wishlist: string[];
  items?: WishlistEntry[];
}
