/**
 * Analytics (spec §7): safe anywhere, cheap on every page. The helpers load the tracker on first use; the server's
 * validation and storage are in `index.server.ts`.
 */
export {
  track,
  trackAddToCart,
  trackAddToWishlist,
  trackApplyCoupon,
  trackPageview,
  trackRefund,
  trackRemoveFromCart,
  trackSaveForLater,
  trackSignUp,
} from './client';
export {
  ANALYTICS_EVENT_NAMES,
  EVENT_LIMITS,
  EVENTS_PER_MINUTE,
  MAX_EVENTS_PER_BATCH,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsItem,
  type AnalyticsProduct,
  type EventNamed,
  type ItemEvent,
  type ItemEventName,
  type PageviewEvent,
} from './events';
export { isBrowsePath } from './browse';
export { cartItemForAnalytics, productForAnalytics } from './products';
