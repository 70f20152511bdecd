/**
 * What each API route file answers to, for the proxy (issue 18): Next answers a method a route file does not export
 * with an empty 405 and an unknown API address with its HTML 404 page; the proxy answers both as `{Error, message}`.
 * The list below is generated: `UPDATE_ROUTE_METHODS=1 npx vitest run --project unit src/app/api/route-methods.test.ts`
 * rewrites it, and that test fails while it is out of date.
 */

/** Route folders under src/app/api and the methods their route.ts exports. */
export const API_ROUTE_METHODS: Record<string, readonly string[]> = {
  // generated
  'account/v1/addresses': ['GET', 'POST'],
  'account/v1/addresses/[id]': ['DELETE'],
  'account/v1/email-change/confirm': ['POST'],
  'account/v1/password': ['POST'],
  'account/v1/password-reset': ['POST'],
  'account/v1/password-reset/confirm': ['POST'],
  'account/v1/profile': ['GET', 'PUT'],
  'account/v1/register': ['POST'],
  'admin/v1/catalog-imports/[id]': ['GET'],
  'admin/v1/catalog-uploads': ['POST'],
  'admin/v1/coupons': ['GET', 'POST'],
  'admin/v1/coupons/[code]': ['PUT'],
  'admin/v1/featured-organizations': ['GET'],
  'admin/v1/featured-organizations/[site]': ['PUT'],
  'admin/v1/gift-cards/[id]': ['GET'],
  'admin/v1/gift-cards/[id]/status': ['PUT'],
  'admin/v1/gift-cards/lookup': ['POST'],
  'admin/v1/lists': ['GET', 'POST'],
  'admin/v1/lists/[id]': ['GET', 'PUT'],
  'admin/v1/lists/[id]/items': ['PUT', 'POST'],
  'admin/v1/lists/[id]/items/[sku]': ['DELETE'],
  'admin/v1/lists/order': ['PUT'],
  'admin/v1/orders': ['GET'],
  'admin/v1/orders/[number]': ['GET'],
  'admin/v1/orders/[number]/delivered': ['POST'],
  'admin/v1/orders/[number]/refunds': ['POST'],
  'admin/v1/orders/[number]/shipments': ['POST'],
  'admin/v1/organization-applications': ['GET'],
  'admin/v1/organization-applications/[id]/approve': ['POST'],
  'admin/v1/organization-applications/[id]/refuse': ['POST'],
  'admin/v1/organizations': ['GET', 'POST'],
  'admin/v1/organizations/[slug]': ['GET', 'PATCH'],
  'admin/v1/organizations/[slug]/reward-rates': ['PUT'],
  'admin/v1/organizations/[slug]/status': ['PUT'],
  'admin/v1/products': ['GET'],
  'admin/v1/products/[sku]': ['GET', 'PUT'],
  'admin/v1/promotions': ['GET', 'POST'],
  'admin/v1/promotions/[id]': ['PUT'],
  'admin/v1/support-requests/[id]/close': ['POST'],
  'admin/v1/support-requests/[id]/replies': ['POST'],
  'admin/v1/users/scopes': ['POST'],
  'auth/[...nextauth]': ['GET', 'POST'],
  'bookfair/favorite': ['GET'],
  'bookfair/favorite/add/[id]': ['GET'],
  'bookfair/favorite/delete/[id]': ['DELETE'],
  'bookfair/organization/[org]': ['GET'],
  'bookfair/v1/applications': ['POST'],
  'bookfair/v1/invitations/accept': ['POST'],
  'bookfair/v1/organizations': ['GET'],
  'bookfair/v1/organizations/[slug]': ['GET', 'PUT'],
  'bookfair/v1/organizations/[slug]/fairs': ['GET', 'POST'],
  'bookfair/v1/organizations/[slug]/fairs/[id]': ['PUT'],
  'bookfair/v1/organizations/[slug]/fairs/[id]/close': ['POST'],
  'bookfair/v1/organizations/[slug]/fairs/[id]/flyer.pdf': ['GET'],
  'bookfair/v1/organizations/[slug]/fairs/[id]/schedule': ['POST'],
  'bookfair/v1/organizations/[slug]/invitations': ['POST'],
  'bookfair/v1/organizations/[slug]/invitations/[id]': ['DELETE'],
  'bookfair/v1/organizations/[slug]/membership': ['DELETE'],
  'bookfair/v1/organizations/[slug]/organizers/[email]': ['DELETE'],
  'bookfair/v1/organizations/[slug]/reports.csv': ['GET'],
  'bookfair/v1/organizations/[slug]/reports.xlsx': ['GET'],
  'bot-protection/challenge': ['GET'],
  'bot-protection/verify': ['POST'],
  'cart/v1': ['GET'],
  'cart/v1/coupon': ['POST', 'DELETE'],
  'cart/v1/gift-cards': ['POST'],
  'cart/v1/gift-cards/[id]': ['DELETE'],
  'cart/v1/items': ['POST'],
  'cart/v1/items/[sku]': ['DELETE', 'PATCH'],
  'cart/v1/move-to-site': ['POST'],
  'checkout/v1/orders': ['POST'],
  'checkout/v1/orders/by-key/[key]': ['GET'],
  'checkout/v1/quote': ['POST'],
  docs: ['GET'],
  'docs/scalar.js': ['GET'],
  events: ['POST'],
  'geolocation/v1/country': ['GET'],
  'giftcards/v1/balance': ['POST'],
  health: ['GET'],
  'newsletter/v1/subscriptions': ['POST'],
  'openapi.json': ['GET'],
  'ops/orders/[number]/refunds': ['POST'],
  'ops/orders/[number]/status': ['POST'],
  'ops/support-requests/[id]/replies': ['POST'],
  'orders/v1': ['GET'],
  'orders/v1/[number]': ['GET'],
  'orders/v1/lookup': ['POST'],
  'payments/stripe/webhook': ['POST'],
  ready: ['GET'],
  'search/v1/products': ['GET'],
  'support/v1/requests': ['GET', 'POST'],
  'support/v1/requests/[id]': ['GET'],
  'support/v1/requests/[id]/close': ['POST'],
  'support/v1/requests/[id]/messages': ['POST'],
  wishlist: ['GET'],
  'wishlist/additem': ['POST'],
  'wishlist/removeMultiple': ['POST'],
};

interface RoutePattern {
  folder: string;
  pattern: RegExp;
  /** Static segments win over dynamic ones, and a catch-all comes last (as Next picks routes). */
  rank: number;
  methods: readonly string[];
}

function patternOf(folder: string, methods: readonly string[]): RoutePattern {
  let rank = 0;
  const source = folder
    .split('/')
    .map((segment) => {
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) {
        rank += 1000;
        return '.+';
      }
      if (/^\[[^\]]+\]$/.test(segment)) {
        rank += 1;
        return '[^/]+';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { folder, pattern: new RegExp(`^/api/${source}/?$`), rank, methods };
}

const PATTERNS = Object.entries(API_ROUTE_METHODS)
  .map(([folder, methods]) => patternOf(folder, methods))
  .sort((a, b) => a.rank - b.rank);

/**
 * The methods the API address answers to (HEAD with GET, and OPTIONS, as Next implements them), or null when no route
 * file serves the address.
 */
export function allowedMethods(pathname: string): string[] | null {
  const route = PATTERNS.find((candidate) => candidate.pattern.test(pathname));
  if (!route) return null;
  const methods = new Set([...route.methods, 'OPTIONS']);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
