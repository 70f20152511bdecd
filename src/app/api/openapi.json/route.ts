// The proxy does not run before this route (its path ends in a file extension): the caller check is registered here.
import '@/app/_compose/caller-check';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { env } from '@/lib/env';
import { openApiDocument, type ApiRouteFile } from '@/modules/ops/index.server';
import * as accountV1Addresses from '@/app/api/account/v1/addresses/route';
import * as accountV1AddressesId from '@/app/api/account/v1/addresses/[id]/route';
import * as accountV1EmailChangeConfirm from '@/app/api/account/v1/email-change/confirm/route';
import * as accountV1Password from '@/app/api/account/v1/password/route';
import * as accountV1PasswordReset from '@/app/api/account/v1/password-reset/route';
import * as accountV1PasswordResetConfirm from '@/app/api/account/v1/password-reset/confirm/route';
import * as accountV1Profile from '@/app/api/account/v1/profile/route';
import * as accountV1Register from '@/app/api/account/v1/register/route';
import * as adminV1CatalogImportsId from '@/app/api/admin/v1/catalog-imports/[id]/route';
import * as adminV1CatalogUploads from '@/app/api/admin/v1/catalog-uploads/route';
import * as adminV1Coupons from '@/app/api/admin/v1/coupons/route';
import * as adminV1CouponsCode from '@/app/api/admin/v1/coupons/[code]/route';
import * as adminV1FeaturedOrganizations from '@/app/api/admin/v1/featured-organizations/route';
import * as adminV1FeaturedOrganizationsSite from '@/app/api/admin/v1/featured-organizations/[site]/route';
import * as adminV1GiftCardsId from '@/app/api/admin/v1/gift-cards/[id]/route';
import * as adminV1GiftCardsIdStatus from '@/app/api/admin/v1/gift-cards/[id]/status/route';
import * as adminV1GiftCardsLookup from '@/app/api/admin/v1/gift-cards/lookup/route';
import * as adminV1Lists from '@/app/api/admin/v1/lists/route';
import * as adminV1ListsId from '@/app/api/admin/v1/lists/[id]/route';
import * as adminV1ListsIdItems from '@/app/api/admin/v1/lists/[id]/items/route';
import * as adminV1ListsIdItemsSku from '@/app/api/admin/v1/lists/[id]/items/[sku]/route';
import * as adminV1ListsOrder from '@/app/api/admin/v1/lists/order/route';
import * as adminV1Orders from '@/app/api/admin/v1/orders/route';
import * as adminV1OrdersNumber from '@/app/api/admin/v1/orders/[number]/route';
import * as adminV1OrdersNumberDelivered from '@/app/api/admin/v1/orders/[number]/delivered/route';
import * as adminV1OrdersNumberRefunds from '@/app/api/admin/v1/orders/[number]/refunds/route';
import * as adminV1OrdersNumberShipments from '@/app/api/admin/v1/orders/[number]/shipments/route';
import * as adminV1OrganizationApplications from '@/app/api/admin/v1/organization-applications/route';
import * as adminV1OrganizationApplicationsIdApprove from '@/app/api/admin/v1/organization-applications/[id]/approve/route';
import * as adminV1OrganizationApplicationsIdRefuse from '@/app/api/admin/v1/organization-applications/[id]/refuse/route';
import * as adminV1Organizations from '@/app/api/admin/v1/organizations/route';
import * as adminV1OrganizationsSlug from '@/app/api/admin/v1/organizations/[slug]/route';
import * as adminV1OrganizationsSlugRewardRates from '@/app/api/admin/v1/organizations/[slug]/reward-rates/route';
import * as adminV1OrganizationsSlugStatus from '@/app/api/admin/v1/organizations/[slug]/status/route';
import * as adminV1Products from '@/app/api/admin/v1/products/route';
import * as adminV1ProductsSku from '@/app/api/admin/v1/products/[sku]/route';
import * as adminV1Promotions from '@/app/api/admin/v1/promotions/route';
import * as adminV1PromotionsId from '@/app/api/admin/v1/promotions/[id]/route';
import * as adminV1SupportRequestsIdClose from '@/app/api/admin/v1/support-requests/[id]/close/route';
import * as adminV1SupportRequestsIdReplies from '@/app/api/admin/v1/support-requests/[id]/replies/route';
import * as adminV1UsersScopes from '@/app/api/admin/v1/users/scopes/route';
import * as authNextauth from '@/app/api/auth/[...nextauth]/route';
import * as bookfairFavorite from '@/app/api/bookfair/favorite/route';
import * as bookfairFavoriteAddId from '@/app/api/bookfair/favorite/add/[id]/route';
import * as bookfairFavoriteDeleteId from '@/app/api/bookfair/favorite/delete/[id]/route';
import * as bookfairOrganizationOrg from '@/app/api/bookfair/organization/[org]/route';
import * as bookfairV1Applications from '@/app/api/bookfair/v1/applications/route';
import * as bookfairV1OrganizationsSlugInvitationsId from '@/app/api/bookfair/v1/organizations/[slug]/invitations/[id]/route';
import * as bookfairV1OrganizationsSlugMembership from '@/app/api/bookfair/v1/organizations/[slug]/membership/route';
import * as bookfairV1OrganizationsSlugOrganizersEmail from '@/app/api/bookfair/v1/organizations/[slug]/organizers/[email]/route';
import * as bookfairV1InvitationsAccept from '@/app/api/bookfair/v1/invitations/accept/route';
import * as bookfairV1Organizations from '@/app/api/bookfair/v1/organizations/route';
import * as bookfairV1OrganizationsSlug from '@/app/api/bookfair/v1/organizations/[slug]/route';
import * as bookfairV1OrganizationsSlugFairs from '@/app/api/bookfair/v1/organizations/[slug]/fairs/route';
import * as bookfairV1OrganizationsSlugFairsId from '@/app/api/bookfair/v1/organizations/[slug]/fairs/[id]/route';
import * as bookfairV1OrganizationsSlugFairsIdClose from '@/app/api/bookfair/v1/organizations/[slug]/fairs/[id]/close/route';
import * as bookfairV1OrganizationsSlugFairsIdFlyerPdf from '@/app/api/bookfair/v1/organizations/[slug]/fairs/[id]/flyer.pdf/route';
import * as bookfairV1OrganizationsSlugFairsIdSchedule from '@/app/api/bookfair/v1/organizations/[slug]/fairs/[id]/schedule/route';
import * as bookfairV1OrganizationsSlugInvitations from '@/app/api/bookfair/v1/organizations/[slug]/invitations/route';
import * as bookfairV1OrganizationsSlugReportsCsv from '@/app/api/bookfair/v1/organizations/[slug]/reports.csv/route';
import * as bookfairV1OrganizationsSlugReportsXlsx from '@/app/api/bookfair/v1/organizations/[slug]/reports.xlsx/route';
import * as botProtectionChallenge from '@/app/api/bot-protection/challenge/route';
import * as botProtectionVerify from '@/app/api/bot-protection/verify/route';
import * as cartV1 from '@/app/api/cart/v1/route';
import * as cartV1Coupon from '@/app/api/cart/v1/coupon/route';
import * as cartV1GiftCards from '@/app/api/cart/v1/gift-cards/route';
import * as cartV1GiftCardsId from '@/app/api/cart/v1/gift-cards/[id]/route';
import * as cartV1Items from '@/app/api/cart/v1/items/route';
import * as cartV1ItemsSku from '@/app/api/cart/v1/items/[sku]/route';
import * as cartV1MoveToSite from '@/app/api/cart/v1/move-to-site/route';
import * as docs from '@/app/api/docs/route';
import * as docsScalarJs from '@/app/api/docs/scalar.js/route';
import * as checkoutV1Orders from '@/app/api/checkout/v1/orders/route';
import * as checkoutV1OrdersByKeyKey from '@/app/api/checkout/v1/orders/by-key/[key]/route';
import * as checkoutV1Quote from '@/app/api/checkout/v1/quote/route';
import * as events from '@/app/api/events/route';
import * as geolocationV1Country from '@/app/api/geolocation/v1/country/route';
import * as giftcardsV1Balance from '@/app/api/giftcards/v1/balance/route';
import * as health from '@/app/api/health/route';
import * as ready from '@/app/api/ready/route';
import * as newsletterV1Subscriptions from '@/app/api/newsletter/v1/subscriptions/route';
import * as opsOrdersNumberRefunds from '@/app/api/ops/orders/[number]/refunds/route';
import * as opsOrdersNumberStatus from '@/app/api/ops/orders/[number]/status/route';
import * as opsSupportRequestsIdReplies from '@/app/api/ops/support-requests/[id]/replies/route';
import * as ordersV1 from '@/app/api/orders/v1/route';
import * as ordersV1Number from '@/app/api/orders/v1/[number]/route';
import * as ordersV1Lookup from '@/app/api/orders/v1/lookup/route';
import * as paymentsStripeWebhook from '@/app/api/payments/stripe/webhook/route';
import * as searchV1Products from '@/app/api/search/v1/products/route';
import * as supportV1Requests from '@/app/api/support/v1/requests/route';
import * as supportV1RequestsId from '@/app/api/support/v1/requests/[id]/route';
import * as supportV1RequestsIdClose from '@/app/api/support/v1/requests/[id]/close/route';
import * as supportV1RequestsIdMessages from '@/app/api/support/v1/requests/[id]/messages/route';
import * as wishlist from '@/app/api/wishlist/route';
import * as wishlistAdditem from '@/app/api/wishlist/additem/route';
import * as wishlistRemoveMultiple from '@/app/api/wishlist/removeMultiple/route';

type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** Every route file under src/app/api; `route.test.ts` walks the folders and fails on one missing here. */
const routeFiles = (): ApiRouteFile[] => [
  { folder: 'account/v1/addresses', exports: accountV1Addresses },
  { folder: 'account/v1/addresses/[id]', exports: accountV1AddressesId },
  { folder: 'account/v1/email-change/confirm', exports: accountV1EmailChangeConfirm },
  { folder: 'account/v1/password', exports: accountV1Password },
  { folder: 'account/v1/password-reset', exports: accountV1PasswordReset },
  { folder: 'account/v1/password-reset/confirm', exports: accountV1PasswordResetConfirm },
  { folder: 'account/v1/profile', exports: accountV1Profile },
  { folder: 'account/v1/register', exports: accountV1Register },
  { folder: 'admin/v1/catalog-imports/[id]', exports: adminV1CatalogImportsId },
  { folder: 'admin/v1/catalog-uploads', exports: adminV1CatalogUploads },
  { folder: 'admin/v1/coupons', exports: adminV1Coupons },
  { folder: 'admin/v1/coupons/[code]', exports: adminV1CouponsCode },
  { folder: 'admin/v1/featured-organizations', exports: adminV1FeaturedOrganizations },
  { folder: 'admin/v1/featured-organizations/[site]', exports: adminV1FeaturedOrganizationsSite },
  { folder: 'admin/v1/gift-cards/[id]', exports: adminV1GiftCardsId },
  { folder: 'admin/v1/gift-cards/[id]/status', exports: adminV1GiftCardsIdStatus },
  { folder: 'admin/v1/gift-cards/lookup', exports: adminV1GiftCardsLookup },
  { folder: 'admin/v1/lists', exports: adminV1Lists },
  { folder: 'admin/v1/lists/[id]', exports: adminV1ListsId },
  { folder: 'admin/v1/lists/[id]/items', exports: adminV1ListsIdItems },
  { folder: 'admin/v1/lists/[id]/items/[sku]', exports: adminV1ListsIdItemsSku },
  { folder: 'admin/v1/lists/order', exports: adminV1ListsOrder },
  { folder: 'admin/v1/orders', exports: adminV1Orders },
  { folder: 'admin/v1/orders/[number]', exports: adminV1OrdersNumber },
  { folder: 'admin/v1/orders/[number]/delivered', exports: adminV1OrdersNumberDelivered },
  { folder: 'admin/v1/orders/[number]/refunds', exports: adminV1OrdersNumberRefunds },
  { folder: 'admin/v1/orders/[number]/shipments', exports: adminV1OrdersNumberShipments },
  { folder: 'admin/v1/organization-applications', exports: adminV1OrganizationApplications },
  { folder: 'admin/v1/organization-applications/[id]/approve', exports: adminV1OrganizationApplicationsIdApprove },
  { folder: 'admin/v1/organization-applications/[id]/refuse', exports: adminV1OrganizationApplicationsIdRefuse },
  { folder: 'admin/v1/organizations', exports: adminV1Organizations },
  { folder: 'admin/v1/organizations/[slug]', exports: adminV1OrganizationsSlug },
  { folder: 'admin/v1/organizations/[slug]/reward-rates', exports: adminV1OrganizationsSlugRewardRates },
  { folder: 'admin/v1/organizations/[slug]/status', exports: adminV1OrganizationsSlugStatus },
  { folder: 'admin/v1/products', exports: adminV1Products },
  { folder: 'admin/v1/products/[sku]', exports: adminV1ProductsSku },
  { folder: 'admin/v1/promotions', exports: adminV1Promotions },
  { folder: 'admin/v1/promotions/[id]', exports: adminV1PromotionsId },
  { folder: 'admin/v1/support-requests/[id]/close', exports: adminV1SupportRequestsIdClose },
  { folder: 'admin/v1/support-requests/[id]/replies', exports: adminV1SupportRequestsIdReplies },
  { folder: 'admin/v1/users/scopes', exports: adminV1UsersScopes },
  { folder: 'auth/[...nextauth]', exports: authNextauth },
  { folder: 'bookfair/favorite', exports: bookfairFavorite },
  { folder: 'bookfair/favorite/add/[id]', exports: bookfairFavoriteAddId },
  { folder: 'bookfair/favorite/delete/[id]', exports: bookfairFavoriteDeleteId },
  { folder: 'bookfair/organization/[org]', exports: bookfairOrganizationOrg },
  { folder: 'bookfair/v1/applications', exports: bookfairV1Applications },
  { folder: 'bookfair/v1/organizations/[slug]/invitations/[id]', exports: bookfairV1OrganizationsSlugInvitationsId },
  { folder: 'bookfair/v1/organizations/[slug]/membership', exports: bookfairV1OrganizationsSlugMembership },
  { folder: 'bookfair/v1/organizations/[slug]/organizers/[email]', exports: bookfairV1OrganizationsSlugOrganizersEmail },
  { folder: 'bookfair/v1/invitations/accept', exports: bookfairV1InvitationsAccept },
  { folder: 'bookfair/v1/organizations', exports: bookfairV1Organizations },
  { folder: 'bookfair/v1/organizations/[slug]', exports: bookfairV1OrganizationsSlug },
  { folder: 'bookfair/v1/organizations/[slug]/fairs', exports: bookfairV1OrganizationsSlugFairs },
  { folder: 'bookfair/v1/organizations/[slug]/fairs/[id]', exports: bookfairV1OrganizationsSlugFairsId },
  { folder: 'bookfair/v1/organizations/[slug]/fairs/[id]/close', exports: bookfairV1OrganizationsSlugFairsIdClose },
  { folder: 'bookfair/v1/organizations/[slug]/fairs/[id]/flyer.pdf', exports: bookfairV1OrganizationsSlugFairsIdFlyerPdf },
  { folder: 'bookfair/v1/organizations/[slug]/fairs/[id]/schedule', exports: bookfairV1OrganizationsSlugFairsIdSchedule },
  { folder: 'bookfair/v1/organizations/[slug]/invitations', exports: bookfairV1OrganizationsSlugInvitations },
  { folder: 'bookfair/v1/organizations/[slug]/reports.csv', exports: bookfairV1OrganizationsSlugReportsCsv },
  { folder: 'bookfair/v1/organizations/[slug]/reports.xlsx', exports: bookfairV1OrganizationsSlugReportsXlsx },
  { folder: 'bot-protection/challenge', exports: botProtectionChallenge },
  { folder: 'bot-protection/verify', exports: botProtectionVerify },
  { folder: 'cart/v1', exports: cartV1 },
  { folder: 'cart/v1/coupon', exports: cartV1Coupon },
  { folder: 'cart/v1/gift-cards', exports: cartV1GiftCards },
  { folder: 'cart/v1/gift-cards/[id]', exports: cartV1GiftCardsId },
  { folder: 'cart/v1/items', exports: cartV1Items },
  { folder: 'cart/v1/items/[sku]', exports: cartV1ItemsSku },
  { folder: 'cart/v1/move-to-site', exports: cartV1MoveToSite },
  { folder: 'checkout/v1/orders', exports: checkoutV1Orders },
  { folder: 'checkout/v1/orders/by-key/[key]', exports: checkoutV1OrdersByKeyKey },
  { folder: 'checkout/v1/quote', exports: checkoutV1Quote },
  { folder: 'docs', exports: docs },
  { folder: 'docs/scalar.js', exports: docsScalarJs },
  { folder: 'events', exports: events },
  { folder: 'geolocation/v1/country', exports: geolocationV1Country },
  { folder: 'giftcards/v1/balance', exports: giftcardsV1Balance },
  { folder: 'health', exports: health },
  { folder: 'newsletter/v1/subscriptions', exports: newsletterV1Subscriptions },
  { folder: 'ops/orders/[number]/refunds', exports: opsOrdersNumberRefunds },
  { folder: 'ops/orders/[number]/status', exports: opsOrdersNumberStatus },
  { folder: 'ops/support-requests/[id]/replies', exports: opsSupportRequestsIdReplies },
  { folder: 'orders/v1', exports: ordersV1 },
  { folder: 'orders/v1/[number]', exports: ordersV1Number },
  { folder: 'orders/v1/lookup', exports: ordersV1Lookup },
  { folder: 'payments/stripe/webhook', exports: paymentsStripeWebhook },
  { folder: 'ready', exports: ready },
  { folder: 'search/v1/products', exports: searchV1Products },
  { folder: 'support/v1/requests', exports: supportV1Requests },
  { folder: 'support/v1/requests/[id]', exports: supportV1RequestsId },
  { folder: 'support/v1/requests/[id]/close', exports: supportV1RequestsIdClose },
  { folder: 'support/v1/requests/[id]/messages', exports: supportV1RequestsIdMessages },
  { folder: 'wishlist', exports: wishlist },
  { folder: 'wishlist/additem', exports: wishlistAdditem },
  { folder: 'wishlist/removeMultiple', exports: wishlistRemoveMultiple },
  { folder: 'openapi.json', exports: { GET } },
];

// The document changes only with a deployment, so it is built once per server address.
const documents = new Map<string, OpenApiDocument>();

export const GET = apiRoute(
  {
    summary: 'This OpenAPI 3.1 document, generated from the schemas every route declares',
    tags: ['docs'],
    response: { 200: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }) },
  },
  async () => {
    const serverUrl = env().PUBLIC_URL;
    const document = documents.get(serverUrl) ?? openApiDocument(routeFiles(), serverUrl);
    documents.set(serverUrl, document);
    return NextResponse.json(document, { headers: { 'cache-control': 'public, max-age=3600' } });
  },
);
