/**
 * The cart as the JSON API answers it (spec §3 Cart state and Cart item). Money here is decimal in the cart's
 * currency, converted from cents at the JSON edge only (DESIGN §5); per-currency prices keep the spec's field names.
 */
import type { Currency } from '@/lib/money';

export type CartCurrency = Lowercase<Currency>;

export interface CartItem {
  sku: string;
  title: string;
  /** The product page, on the cart's site. */
  url: string;
  quantity: number;
  max_purchase_qty: number;
  list_price_usd: number;
  regular_price_usd: number;
  sale_price_usd: number;
  list_price_cad: number;
  regular_price_cad: number;
  sale_price_cad: number;
  /** The price charged per unit in the cart's currency (the sale price, else the regular price). */
  finalPrice: number;
  savedForLater: boolean;
  createdAt: string;
  author: string | null;
  binding: string;
  taxCode: string;
  largeImageUrl: string;
  inStock: boolean;
}

export interface CartDiscount {
  type: 'coupon' | 'promotion';
  /** Decimal amount taken off, in the cart's currency. */
  value: number;
  label: string;
}

export interface Cart {
  customerId: string;
  currency: CartCurrency;
  /** Σ quantity × finalPrice − coupon − promotions, never below 0. */
  subtotal: number;
  couponTotalSaved: number;
  discounts: CartDiscount[];
  items: CartItem[];
}

/** An eCard waiting in the cart: bought at checkout, then emailed to its recipient. */
export interface CartGiftCard {
  id: number;
  /** Decimal, in the cart's currency. */
  amount: number;
  style: string;
  giftFrom: string;
  giftToName: string;
  giftToEmail: string;
  giftMessage: string;
}

/** What every cart call answers. */
export interface CartAnswer {
  cart: Cart;
  /** Sorted by createdAt, oldest first (spec §4). */
  savedForLaterItems: CartItem[];
  /** eCards to buy; not part of `cart.subtotal` (no discounts, no shipping). */
  giftCards: CartGiftCard[];
  /** Units in the cart plus its eCards, saved-for-later items excluded. */
  cartCount: number;
  coupon: { code: string | null; error: string | null };
  /** Notices about the last change, e.g. a quantity capped at the maximum. */
  messages: string[];
  /** Free shipping from the site's threshold (spec §9). */
  freeShipping: { threshold: number; remaining: number };
}
