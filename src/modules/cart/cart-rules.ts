/**
 * Spec §4 cart rules as the browser applies them optimistically, so the cart answers a click at once; the server's
 * answer then replaces the result (DESIGN §5: the server decides every price). Pure, and free of Redux, so a page can
 * use them without loading the store. Money stays decimal as in the JSON contract and is summed in whole cents.
 */
import { centsToDecimal, decimalToCents } from '@/lib/money';
import type { CartCurrency, CartDiscount, CartItem } from './types';
import { capQuantity, floorSubtotal } from '@/modules/catalog';

/** The two lists a cart holds; a sku is on at most one of them. */
export interface CartLines {
  items: CartItem[];
  /** Sorted by createdAt, oldest first. */
  savedForLaterItems: CartItem[];
}

/** What an add-to-cart button knows of a product: an item without its cart fields, sale prices possibly missing. */
export type CartProduct = Omit<CartItem, 'quantity' | 'finalPrice' | 'savedForLater' | 'createdAt' | 'sale_price_usd' | 'sale_price_cad'> & {
  sale_price_usd: number | null;
  sale_price_cad: number | null;
};

/** The price charged per unit: the sale price, falling back to the regular price. */
export function unitPrice(product: CartProduct, currency: CartCurrency): number {
  return currency === 'cad' ? (product.sale_price_cad ?? product.regular_price_cad) : (product.sale_price_usd ?? product.regular_price_usd);
}

/**
 * A quantity for the cart: whole, at least 1, at most max_purchase_qty. Null when nothing can be bought (a maximum
 * below 1, as for an item out of stock) or the wanted quantity is not a number: the change is then refused.
 */
export function cartQuantity(wanted: number, maxPurchaseQty: number): number | null {
  if (!Number.isFinite(wanted) || capQuantity(1, maxPurchaseQty) < 1) return null;
  return Math.max(1, capQuantity(wanted, maxPurchaseQty));
}

function createdAtTime(item: CartItem): number {
  const time = Date.parse(item.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

export function byCreatedAt(a: CartItem, b: CartItem): number {
  return createdAtTime(a) - createdAtTime(b);
}

/** Puts an item back in the cart where the server lists it (by createdAt), leaving the others in their order. */
function insertByCreatedAt(items: CartItem[], item: CartItem): CartItem[] {
  const index = items.findIndex((other) => createdAtTime(other) > createdAtTime(item));
  return index === -1 ? [...items, item] : [...items.slice(0, index), item, ...items.slice(index)];
}

/**
 * Adds `quantity` units. A sku already in the cart has its quantity raised, capped at max_purchase_qty; a sku saved for
 * later comes back into the cart the same way (as the server does); a new sku is appended. Nothing changes for a
 * product that cannot be bought or for fewer than one unit.
 */
export function addToCart(lines: CartLines, product: CartProduct, quantity: number, currency: CartCurrency, createdAt: string): CartLines {
  const units = Math.floor(quantity);
  if (!(units >= 1)) return lines;
  const inCart = lines.items.find((item) => item.sku === product.sku);
  const saved = lines.savedForLaterItems.find((item) => item.sku === product.sku);
  const quantityInCart = cartQuantity((inCart?.quantity ?? saved?.quantity ?? 0) + units, product.max_purchase_qty);
  if (quantityInCart === null) return lines;
  if (inCart) {
    return {
      ...lines,
      items: lines.items.map((item) => (item === inCart ? { ...item, quantity: quantityInCart, max_purchase_qty: product.max_purchase_qty } : item)),
    };
  }
  if (saved) {
    return {
      items: insertByCreatedAt(lines.items, { ...saved, quantity: quantityInCart, max_purchase_qty: product.max_purchase_qty, savedForLater: false }),
      savedForLaterItems: lines.savedForLaterItems.filter((item) => item !== saved),
    };
  }
  const item: CartItem = {
    ...product,
    sale_price_usd: product.sale_price_usd ?? product.regular_price_usd,
    sale_price_cad: product.sale_price_cad ?? product.regular_price_cad,
    finalPrice: unitPrice(product, currency),
    quantity: quantityInCart,
    savedForLater: false,
    createdAt,
  };
  return { ...lines, items: [...lines.items, item] };
}

/** Sets an item's quantity (in the cart or on the saved list), capped at max_purchase_qty and at least 1. */
export function changeQuantity(lines: CartLines, sku: string, quantity: number): CartLines {
  const withQuantity = (item: CartItem): CartItem => {
    if (item.sku !== sku) return item;
    const allowed = cartQuantity(quantity, item.max_purchase_qty);
    return allowed === null ? item : { ...item, quantity: allowed };
  };
  return { items: lines.items.map(withQuantity), savedForLaterItems: lines.savedForLaterItems.map(withQuantity) };
}

export function removeFromCart(lines: CartLines, sku: string): CartLines {
  return { items: lines.items.filter((item) => item.sku !== sku), savedForLaterItems: lines.savedForLaterItems.filter((item) => item.sku !== sku) };
}

/** Moves an item from the cart to the saved list (kept sorted by createdAt, oldest first) or back. */
export function toggleSavedForLater(lines: CartLines, sku: string): CartLines {
  const inCart = lines.items.find((item) => item.sku === sku);
  if (inCart) {
    return {
      items: lines.items.filter((item) => item !== inCart),
      savedForLaterItems: [...lines.savedForLaterItems, { ...inCart, savedForLater: true }].sort(byCreatedAt),
    };
  }
  const saved = lines.savedForLaterItems.find((item) => item.sku === sku);
  if (!saved) return lines;
  return {
    items: insertByCreatedAt(lines.items, { ...saved, savedForLater: false }),
    savedForLaterItems: lines.savedForLaterItems.filter((item) => item !== saved),
  };
}

/** Σ(quantity × finalPrice) − coupon − promotions, floored at 0, over the items in the cart (not the saved list). */
export function cartSubtotal(items: readonly CartItem[], discounts: readonly CartDiscount[]): number {
  const itemsCents = items.reduce((sum, item) => sum + item.quantity * decimalToCents(item.finalPrice), 0);
  const discountCents = discounts.reduce((sum, discount) => sum + decimalToCents(discount.value), 0);
  return centsToDecimal(floorSubtotal(itemsCents - discountCents));
}

/** Units in the cart; saved-for-later items do not count. */
export function cartUnitCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
