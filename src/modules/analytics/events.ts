import type { Currency } from '@/lib/money';
import { SITES, type SiteId } from '@/modules/regions';
import { isBrowsePath } from './browse';

export { isBrowsePath };

/**
 * Analytics events (spec §7, last paragraph): what the shop sends, to `window.dataLayer` in GA4's ecommerce shape
 * and first-party to POST /api/events. Pure and tiny: the browser tracker imports it; the server's zod schemas
 * (`event-schema.ts`) are a separate file, so client bundles never carry zod.
 */
export const ANALYTICS_EVENT_NAMES = [
  'pageview',
  'add_to_wishlist',
  'save_for_later',
  'add_to_cart',
  'remove_from_cart',
  'sign_up',
  'apply_coupon',
  'refund',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Events about products, each with `ecommerce: {currency, value, items}`. */
export const ITEM_EVENT_NAMES = ['add_to_wishlist', 'save_for_later', 'add_to_cart', 'remove_from_cart'] as const;
export type ItemEventName = (typeof ITEM_EVENT_NAMES)[number];

/** One batch of POST /api/events holds at most this many events; the tracker sends no more at once. */
export const MAX_EVENTS_PER_BATCH = 20;
/** Events each IP address may record per minute (POST /api/events answers 429 beyond). */
export const EVENTS_PER_MINUTE = 120;

/** The currency of events on each site: prices in events are the actual price in it (spec §7). */

/** A product line of an event, GA4 item fields. `price` is decimal in the site's currency (the actual price). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_category?: string;
}

export interface EcommerceData {
  currency: Currency;
  /** Σ price × quantity of the items, decimal, to the cent. For refund: the amount refunded. */
  value: number;
  items: AnalyticsItem[];
}

export interface RefundData extends EcommerceData {
  /** The order the refund belongs to. */
  transaction_id: string;
}

interface EventBase {
  site: SiteId;
  /** The browser's path when the event happened (`/help/shipping`, `/ca/cart`), without query or fragment. */
  path: string;
}

/** What the tracker queues and POST /api/events records, one per event. */
export type AnalyticsEvent =
  | (EventBase & { name: 'pageview'; page_location: string; page_title?: string })
  | (EventBase & { name: ItemEventName; ecommerce: EcommerceData })
  | (EventBase & { name: 'sign_up'; method: string })
  | (EventBase & { name: 'apply_coupon'; coupon: string })
  | (EventBase & { name: 'refund'; ecommerce: RefundData });

/** The event of one name (or of several). */
export type EventNamed<N extends AnalyticsEventName> = Extract<AnalyticsEvent, { name: N }>;
export type PageviewEvent = EventNamed<'pageview'>;
export type ItemEvent = EventNamed<ItemEventName>;

/** A product as the call sites know it: `price` decimal in the site's currency (the actual price). */
export interface AnalyticsProduct {
  sku: string;
  title: string;
  price: number;
  category?: string;
}

/** Limits of POST /api/events (event-schema.ts): the builders keep within them, so one odd value never costs a batch. */
export const EVENT_LIMITS = { path: 512, location: 2048, title: 300, category: 80, method: 40, coupon: 40, transaction: 64 } as const;
const clip = (value: string, max: number) => value.trim().slice(0, max);

/** Rounds a decimal amount to the cent (integer cents in between, DESIGN §5). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Query parameters never sent to analytics: one-time tokens (password reset links) and personal data. */
const PRIVATE_PARAMETER = /token|password|secret|email|(?:^|[_-])(?:key|code)$/i;

/** The page's URL without its fragment and without private query parameters; null for anything that is not http(s). */
export function redactLocation(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  for (const name of [...url.searchParams.keys()]) if (PRIVATE_PARAMETER.test(name)) url.searchParams.delete(name);
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.toString();
}

/** The pageview of a page, or null on browse pages (which send none) and for non-web URLs. */
export function pageviewEvent(site: SiteId, href: string, title?: string): PageviewEvent | null {
  const redacted = redactLocation(href);
  if (redacted === null) return null;
  const url = new URL(redacted);
  if (isBrowsePath(url.pathname) || url.pathname.length > EVENT_LIMITS.path) return null;
  const location = redacted.length <= EVENT_LIMITS.location ? redacted : `${url.origin}${url.pathname}`;
  const pageTitle = title === undefined ? '' : clip(title, EVENT_LIMITS.title);
  return { name: 'pageview', site, path: url.pathname, page_location: location, ...(pageTitle ? { page_title: pageTitle } : {}) };
}

/** A GA4 item from a product and a quantity; the price rounded to the cent. */
export function analyticsItem(product: AnalyticsProduct, quantity: number): AnalyticsItem {
  return {
    item_id: product.sku,
    item_name: clip(product.title, EVENT_LIMITS.title),
    price: toCents(product.price) / 100,
    quantity,
    ...(product.category?.trim() ? { item_category: clip(product.category, EVENT_LIMITS.category) } : {}),
  };
}

/** `value` of items: Σ price × quantity, summed in cents. */
export function itemsValue(items: AnalyticsItem[]): number {
  return items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0) / 100;
}

/** The path of an event: a path, never longer than POST /api/events takes. */
function eventPath(path: string): string {
  return path.startsWith('/') ? path.slice(0, EVENT_LIMITS.path) : '/';
}

export function itemsEvent(name: ItemEventName, site: SiteId, path: string, items: AnalyticsItem[]): ItemEvent {
  return { name, site, path: eventPath(path), ecommerce: { currency: SITES[site].currency, value: itemsValue(items), items } };
}

export function signUpEvent(site: SiteId, path: string, method: string): EventNamed<'sign_up'> {
  return { name: 'sign_up', site, path: eventPath(path), method: clip(method, EVENT_LIMITS.method) };
}

export function applyCouponEvent(site: SiteId, path: string, coupon: string): EventNamed<'apply_coupon'> {
  return { name: 'apply_coupon', site, path: eventPath(path), coupon: clip(coupon, EVENT_LIMITS.coupon).toUpperCase() };
}

/** A refund of an order: `value` is the amount refunded (decimal, site currency); items when only some are refunded. */
export function refundEvent(site: SiteId, path: string, transactionId: string, value: number, items: AnalyticsItem[] = []): EventNamed<'refund'> {
  return {
    name: 'refund',
    site,
    path: eventPath(path),
    ecommerce: { currency: SITES[site].currency, transaction_id: clip(transactionId, EVENT_LIMITS.transaction), value: toCents(value) / 100, items },
  };
}

/** What is pushed to `window.dataLayer`: GA4's recommended shape (`event` plus its parameters). */
export type DataLayerEntry = { event: AnalyticsEventName } & Record<string, unknown>;

/** The GA4 dataLayer object of an event. */
export function toDataLayer(event: AnalyticsEvent): DataLayerEntry {
  switch (event.name) {
    case 'pageview':
      return { event: 'pageview', page_location: event.page_location, page_path: event.path, ...(event.page_title ? { page_title: event.page_title } : {}) };
    case 'sign_up':
      return { event: 'sign_up', method: event.method };
    case 'apply_coupon':
      return { event: 'apply_coupon', coupon: event.coupon };
    default:
      return { event: event.name, ecommerce: event.ecommerce };
  }
}

/** Whether the event carries an `ecommerce` object (GA4: clear the previous one first with `{ecommerce: null}`). */
export function hasEcommerce(event: AnalyticsEvent): event is Extract<AnalyticsEvent, { ecommerce: unknown }> {
  return 'ecommerce' in event;
}
