import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RESET_MINUTES, PASSWORD_RULES_TEXT, REGIONS } from '@/modules/accounts';
import { BOT_CHECK_COOKIE, BOT_CHECK_PROOF_SECONDS, CHALLENGE_TTL_SECONDS, MAX_PAYLOAD_LENGTH } from '@/modules/bot-protection';
import { centsToDecimal } from '@/lib/money';
import {
  ADMIN_ORDERS_LIMIT,
  ADMIN_ORGANIZATION_LIMIT,
  ADMIN_SEARCH_LIMIT,
  COUPON_CODE_PATTERN,
  COUPON_DESCRIPTION_MAX_LENGTH,
  GIFT_CARD_STATUSES,
  GRANTABLE_SCOPES,
  LIST_KINDS,
  LIST_SLUG_PATTERN,
  MAX_IMPORT_BYTES,
  MAX_LIST_DESCRIPTION,
  MAX_LIST_ITEMS,
  MAX_LIST_SLUG,
  MAX_LIST_TITLE,
  MAX_LISTS,
  MAX_REWARD_BP,
  MAX_STOCK,
  MAX_TAGS,
  MAX_USAGE_LIMIT,
  MONEY_PATTERN,
  ORDER_NOTE_MAX,
  ORDER_QUERY_MAX,
  ORGANIZATION_STATUSES,
  PROMOTION_FORMAT_MAX_LENGTH,
  PROMOTION_LABEL_MAX_LENGTH,
  REFUND_LINES_MAX,
  REFUND_REASON_MAX,
} from '@/modules/admin';
import { EVENT_LIMITS, EVENTS_PER_MINUTE, MAX_EVENTS_PER_BATCH, type AnalyticsEventName } from '@/modules/analytics';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_DESIGNS, GIFT_CARD_MAX, GIFT_CARD_MIN, GIFT_CARDS_PER_CART, GIFT_MESSAGE_MAX } from '@/modules/giftcards/rules';
import { CONFIRMATION_DAYS, RESEND_AFTER_MINUTES, SUBSCRIPTIONS_PER_HOUR } from '@/modules/newsletter';
import { ORDER_STATUS_LABELS } from '@/modules/orders';
import { FAVORITES_LIMIT, FIND_A_FAIR_LIMIT } from '@/modules/organizations/favorites';
import {
  DESCRIPTION_MAX,
  FAIR_MAX_DAYS,
  FAIR_NAME_MAX,
  FAIR_NAME_MIN,
  GOAL_MAX,
  INVITATION_DAYS,
  LOGO_URL_MAX,
  ONLINE_WINDOW_SLACK_DAYS,
  ORGANIZATION_NAME_MAX,
} from '@/modules/organizations/manager';
import { PERIOD_PATTERN } from '@/modules/organizations/report';
import { SKU_PATTERN } from '@/modules/catalog';
import { SITES } from '@/modules/regions';
import {
  AUTHOR_NAME_MAX_LENGTH,
  DEFAULT_STAFF_NAME,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  ORDER_NUMBER_PATTERN,
  REPLY_MAX_LENGTH,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_TOPICS,
} from '@/modules/support';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
/** The `{Error, message}` body with the codes a route gives with one status. */
const errorWith = (codes: string[]) => ({ allOf: [ref('Error'), { properties: { Error: { enum: codes } } }] });
const failure = (description: string, codes: string[]) => ({ description, content: json(errorWith(codes)) });
/** The 400 of every route whose body `apiRoute` parses with zod; `codes` are the route's own on top. */
const badBody = (description: string, ...codes: string[]) =>
  failure(`A body that is not JSON, or a field that breaks the rules (named in message)${description ? `; ${description}` : ''}`, [
    'INVALID_JSON',
    'VALIDATION_FAILED',
    ...codes,
  ]);
const signInRequired = { $ref: '#/components/responses/SignInRequired' };
const bearer = [{ bearerAuth: [] }];
const noStore = { 'Cache-Control': { description: 'no-store', schema: { type: 'string' } } };

// /api/auth/* (next-auth v4, spec §7): its forms may come form-encoded (what next-auth's client sends) or as a JSON object.
const authForm = (schema: object) => ({ required: true, content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } } });
const authUrl = (description: string) => ({ description, content: json(ref('AuthUrl')) });
const authRedirect = {
  description: 'Without json=true: the same answer as a redirect',
  headers: { Location: { description: 'The url the JSON answer would carry', schema: { type: 'string', format: 'uri' } } },
};
const authBodyRefusals = {
  '413': { $ref: '#/components/responses/AuthBodyTooLarge' },
  '415': { $ref: '#/components/responses/AuthUnsupportedMediaType' },
};
const invalidAuthBody = failure('A JSON body that is not an object', ['INVALID_BODY']);
const sessionCookieOptional = [{}, { sessionCookie: [] }];
const providerParameter = (description: string) => ({
  name: 'provider',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: ['credentials', 'guestAccount'] },
  description,
});

// /api/cart/v1 (spec §3–§5): every call answers the whole cart, priced by the server from the catalogue.
const cartSite = {
  name: 'site',
  in: 'query',
  required: true,
  schema: { type: 'string', enum: ['us', 'ca'] },
  description: "Whose cart: each session has one cart per site, in the site's currency (us: usd, ca: cad)",
};
const productCode = { type: 'string', pattern: SKU_PATTERN, description: "The product's sku, trimmed" };
const cartSku = { name: 'sku', in: 'path', required: true, schema: productCode };
const cartQuantity = { type: 'integer', minimum: 1, maximum: 99 };
const savedForLater = { type: 'boolean', description: 'true moves the item to the saved-for-later list, false back into the cart' };
const cartAnswer = (description: string) => ({ description, headers: noStore, content: json(ref('CartAnswer')) });
const noPrices = 'Prices sent by the client are ignored: the server prices the cart from the catalogue.';
const unknownSite = 'a missing site or one other than us or ca (INVALID_QUERY)';
const sessionRequired = { $ref: '#/components/responses/SessionRequired' };
const eCardId = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: "The eCard's id in the cart (giftCards[].id)" };

// /api/checkout/v1, /api/orders/v1, /api/giftcards/v1 (spec §8–§9): priced on the server; money is decimal in the order's currency.
const checkoutSite = { type: 'string', enum: ['us', 'ca'], description: 'Whose cart: us pays in USD, ca in CAD' };
const giftCardCodes = {
  type: 'array',
  maxItems: 5,
  items: { type: 'string', minLength: 1, maxLength: 40, description: 'As typed: any case, with or without dashes' },
  default: [],
  description: 'Gift cards to pay with, in this order; a card entered twice counts once',
};
const organizationSlug = {
  type: ['string', 'null'],
  pattern: '^[a-z0-9-]{1,80}$',
  default: null,
  description: 'The short name (slug) of the school or organization the order supports, on this site; it may offer shipping to its book fair',
};
const shippingAddressInput = {
  anyOf: [ref('ShippingAddressInput'), { type: 'null' }],
  default: null,
  description: 'Needed when the cart holds products; ignored for eCards only',
};
const orderStatus = { type: 'string', enum: Object.keys(ORDER_STATUS_LABELS) };
const orderNumber = {
  name: 'number',
  in: 'path',
  required: true,
  schema: { type: 'string', example: 'BF-7K2M-Q9XD' },
  description: 'The order number; any case, spaces and a missing BF- are accepted',
};
/** What a typed gift card code or an order lookup costs: codes and numbers are secrets, so guesses are limited. */
const guessLimit = 'checks of gift card codes and order lookups from one IP address share a limit of 20 an hour';
const replayHeaders = {
  ...noStore,
  'Idempotent-Replayed': {
    description: 'true when this is the stored answer of an earlier request with the same Idempotency-Key and body: nothing was placed or charged again',
    schema: { type: 'string', enum: ['true'] },
  },
};
const replayable = (response: { description: string; content?: object }) => ({ ...response, headers: replayHeaders });
const orderAnswer = (description: string) => ({
  description,
  headers: noStore,
  content: json({ type: 'object', required: ['order'], properties: { order: ref('Order') } }),
});
const money = (description: string) => ({ type: 'number', minimum: 0, description });
const decimalLines = (description: string) => ({
  type: 'array',
  description,
  items: { type: 'object', required: ['label', 'value'], properties: { label: { type: 'string' }, value: { type: 'number', minimum: 0 } } },
});

// /api/bookfair (spec §7): organizations and favourites.
const favoriteId = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: "The organization's _id" };

// /api/bookfair/v1 organizer tools (issue 7): the organizer scope, then membership: another organization is a 404.
const managedSlug = {
  name: 'slug',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 },
  description: 'The slug of an organization the caller organizes',
};
const fairIdParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: "The fair's _id" };
const organizerOnly = failure('A signed-in customer without the organizer scope', ['ORGANIZER_ONLY']);
const notOrganized = failure("No organization of this slug that the caller organizes: unknown and other organizations' slugs answer alike", [
  'ORGANIZATION_NOT_FOUND',
]);
const notOrganizedOrNoFair = failure('No organization of this slug that the caller organizes, or no fair of this id in it', [
  'ORGANIZATION_NOT_FOUND',
  'FAIR_NOT_FOUND',
]);
const badManagedPath = failure('A slug or id that cannot be one (INVALID_PARAMS)', ['INVALID_PARAMS']);
const fairDate = (description: string) => ({ type: 'string', format: 'date', description });
const fairBody = {
  required: true,
  content: json({
    type: 'object',
    required: ['name', 'startDate', 'endDate', 'goal'],
    properties: {
      name: { type: 'string', minLength: FAIR_NAME_MIN, maxLength: FAIR_NAME_MAX },
      startDate: fairDate('The first day (UTC)'),
      endDate: fairDate(`The last day, included; on or after startDate, at most ${FAIR_MAX_DAYS} days in all`),
      onlineStartDate: fairDate(`First day of online shopping; default startDate; from ${ONLINE_WINDOW_SLACK_DAYS} days before the fair to its last day`),
      onlineEndDate: fairDate(
        `Last day of online shopping, included; default endDate; from the fair's first day to ${ONLINE_WINDOW_SLACK_DAYS} days after its last`,
      ),
      goal: {
        type: 'number',
        minimum: 0,
        maximum: GOAL_MAX,
        description: "Sales goal, decimal in the organization's currency (at most two decimals); 0 for none",
      },
      shipToSchool: { type: 'boolean', default: true, description: 'Whether orders can ship to the organization while the fair runs' },
    },
  }),
};
const fairAnswer = (description: string) => ({
  description,
  headers: noStore,
  content: json({ type: 'object', required: ['fair'], properties: { fair: ref('ManagedFair') } }),
});
// /api/bookfair/v1/organizations/{slug}/…: organizer files, the spec's binary download (§7), for organizations the caller runs.
const reportQuery = [
  {
    name: 'period',
    in: 'query',
    schema: { type: 'string', pattern: PERIOD_PATTERN, default: '30d' },
    description: "The last 30 or 90 UTC days including today, or fair-{id}: one of the organization's fairs, over its online window",
  },
  {
    name: 'by',
    in: 'query',
    schema: { type: 'string', enum: ['day', 'week'], default: 'day' },
    description: 'Rows per UTC day or per ISO week (from Monday, UTC)',
  },
];
const attachmentHeaders = {
  'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } },
  ...noStore,
};
const organizerFile = (description: string, mediaType: string, schema: object) => ({
  description,
  headers: attachmentHeaders,
  content: { [mediaType]: { schema } },
});
const organizerRefusals = (subject: string, notFound: string[]) => ({
  '401': signInRequired,
  '403': failure('A signed-in customer who is not an organizer', ['ORGANIZER_ONLY']),
  '404': failure(`Not an organization the caller runs (the same answer whether it exists or not)${subject}`, notFound),
});

// /api/events (spec §7): analytics events as the tracker sends them.
const analyticsMoney = (description: string) => ({
  type: 'number',
  minimum: 0,
  maximum: 1_000_000,
  description: `${description}; decimal in the site currency, at most 2 decimals`,
});
const analyticsCurrency = { type: 'string', enum: ['USD', 'CAD'], description: 'USD on us, CAD on ca' };
const analyticsEvent = (names: AnalyticsEventName[], properties: Record<string, object>, required: string[]) => ({
  type: 'object',
  required: ['name', 'site', 'path', ...required],
  properties: {
    name: names.length === 1 ? { const: names[0] } : { type: 'string', enum: names },
    site: { type: 'string', enum: ['us', 'ca'] },
    path: { type: 'string', maxLength: EVENT_LIMITS.path, pattern: '^/[^?#\\s]*$', example: '/help/shipping' },
    ...properties,
  },
});

// /api/support/v1 and /api/ops/support-requests: a customer's support requests, and staff replies to them.
const supportRequestId = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  description: "The request's id",
};
const supportRequestAnswer = (description: string) => ({
  description,
  headers: noStore,
  content: json({ type: 'object', required: ['request'], properties: { request: ref('SupportRequestDetail') } }),
});
const supportRequestNotFound = failure("No request with this id, or another customer's", ['SUPPORT_REQUEST_NOT_FOUND']);

// /api/admin/v1/coupons and /promotions: bodies as the back office's zod schemas (admin/coupon-rules) read them.
const moneyText = { type: 'string', pattern: MONEY_PATTERN, description: 'Decimal, like 5.00; empty for none' };
const utcTime = (description: string) => ({ type: 'string', description: `ISO 8601 with offset, or empty: ${description}` });
const couponBody = (withCode: boolean) => ({
  type: 'object',
  required: [
    ...(withCode ? ['code'] : []),
    'description',
    'kind',
    'percentOff',
    'amountOffUsd',
    'amountOffCad',
    'minSubtotalUsd',
    'minSubtotalCad',
    'startsAt',
    'endsAt',
    'usageLimit',
    'active',
  ],
  properties: {
    ...(withCode ? { code: { type: 'string', pattern: COUPON_CODE_PATTERN } } : {}),
    description: { type: 'string', minLength: 1, maxLength: COUPON_DESCRIPTION_MAX_LENGTH },
    kind: { type: 'string', enum: ['percent', 'amount'] },
    percentOff: { type: 'string', pattern: '^\\d{0,3}$', description: '1 to 100 for percent coupons; empty for amount coupons' },
    amountOffUsd: moneyText,
    amountOffCad: moneyText,
    minSubtotalUsd: moneyText,
    minSubtotalCad: moneyText,
    startsAt: utcTime('empty for from now'),
    endsAt: utcTime('empty for no end'),
    usageLimit: { type: ['integer', 'null'], minimum: 1, maximum: MAX_USAGE_LIMIT, description: 'Orders that may use it in all; null for no limit' },
    active: { type: 'boolean' },
  },
});
const promotionBody = {
  type: 'object',
  required: ['label', 'format', 'minQuantity', 'percentOff', 'startsAt', 'endsAt', 'active'],
  properties: {
    label: { type: 'string', minLength: 1, maxLength: PROMOTION_LABEL_MAX_LENGTH },
    format: { type: 'string', minLength: 1, maxLength: PROMOTION_FORMAT_MAX_LENGTH, description: 'A product format of the catalogue, like Paperback' },
    minQuantity: { type: 'integer', minimum: 1, maximum: 99 },
    percentOff: { type: 'integer', minimum: 1, maximum: 100 },
    startsAt: utcTime('empty for from now'),
    endsAt: utcTime('empty for no end'),
    active: { type: 'boolean' },
  },
};
const replyMessage = { type: 'string', minLength: 1, maxLength: REPLY_MAX_LENGTH, description: 'Trimmed' };
const operatorRequired = { $ref: '#/components/responses/OperatorRequired' };
const operatorApiDisabled = { $ref: '#/components/responses/OperatorApiDisabled' };
const operator = [{ operatorAuth: [] }];

/** The OpenAPI 3.1 description of every JSON API (DESIGN §6). Each capability adds its paths here. */
export function openApiDocument(serverUrl: string) {
  const errorBody = {
    type: 'object',
    required: ['Error', 'message'],
    properties: { Error: { type: 'string', description: 'Machine-readable code' }, message: { type: 'string', description: 'Text a shopper can read' } },
  };
  const name = (label: string) => ({ type: 'string', minLength: 1, maxLength: 80, description: `The ${label}, trimmed; no control characters, < or >` });
  const email = { type: 'string', format: 'email', maxLength: 254, description: 'Trimmed and lower-cased' };
  const password = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description: PASSWORD_RULES_TEXT };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bookfair Shop API',
      version: '0.1.0',
      description:
        'JSON APIs of the book-fair shop. Money in JSON is decimal in the site currency; internally cents. Errors answer `{Error, message}` with the status; ' +
        'anything unexpected is a 500 INTERNAL_ERROR whose message carries a reference, also sent as the x-request-id header. ' +
        'Account and cart APIs take `Authorization: Bearer <session.accessToken>` (from GET /api/auth/session), never cookies.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "The accessToken of the session (GET /api/auth/session): valid 15 minutes, a new one with every session read. A missing, invalid or expired token is 401 UNAUTHORIZED; routes for customers refuse a guest session's token with 401 SIGN_IN_REQUIRED.",
        },
        operatorAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            "The server's OPERATOR_TOKEN, for the shop's staff. A missing or wrong token is 401 UNAUTHORIZED; a server without OPERATOR_TOKEN answers 503 OPERATOR_API_DISABLED.",
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'next-auth.session-token',
          description:
            'The next-auth session (an encrypted JWT) set by POST /api/auth/callback/{provider}; named __Secure-next-auth.session-token when the shop is served over HTTPS.',
        },
      },
      responses: {
        SignInRequired: failure('No valid access token (UNAUTHORIZED), or the token of a guest session (SIGN_IN_REQUIRED)', [
          'UNAUTHORIZED',
          'SIGN_IN_REQUIRED',
        ]),
        OperatorRequired: failure('No operator token, or a wrong one', ['UNAUTHORIZED']),
        OperatorApiDisabled: failure('The server has no OPERATOR_TOKEN: the operator routes are off', ['OPERATOR_API_DISABLED']),
        SessionRequired: failure("No valid access token; any session's will do, a guest's included", ['UNAUTHORIZED']),
        AuthBodyTooLarge: failure('A body over 16 KiB', ['BODY_TOO_LARGE']),
        AuthUnsupportedMediaType: failure('A body that is neither application/x-www-form-urlencoded nor application/json', ['UNSUPPORTED_MEDIA_TYPE']),
      },
      schemas: {
        FairSummary: {
          type: 'object',
          required: ['_id', 'name', 'startsAt', 'endsAt', 'onlineStartsAt', 'onlineEndsAt', 'goal', 'shipToSchool', 'status'],
          properties: {
            _id: { type: 'integer' },
            name: { type: 'string' },
            startsAt: { type: 'string', format: 'date-time' },
            endsAt: { type: 'string', format: 'date-time' },
            onlineStartsAt: { type: 'string', format: 'date-time', description: 'The online shopping window: orders in it earn the bookfair rate' },
            onlineEndsAt: { type: 'string', format: 'date-time' },
            goal: { type: 'number', description: "Sales goal, decimal in the organization's currency; 0 for none" },
            shipToSchool: { type: 'boolean' },
            status: { type: 'string', enum: ['scheduled', 'closed'] },
          },
        },
        OrganizationDetails: {
          type: 'object',
          required: [
            '_id',
            'org',
            'name',
            'activeBookfair',
            'allBookfairs',
            'cumulativeStats',
            'orgCurrency',
            'address',
            'rewardRates',
            'logo',
            'description',
            'site',
          ],
          properties: {
            _id: { type: 'integer' },
            org: { type: 'string', description: 'The slug' },
            name: { type: 'string' },
            activeBookfair: { oneOf: [ref('FairSummary'), { type: 'null' }] },
            allBookfairs: { type: 'array', items: ref('FairSummary') },
            cumulativeStats: {
              type: 'object',
              required: ['orders', 'rewards', 'baseRewards', 'bookfairRewards'],
              properties: { orders: { type: 'integer' }, rewards: { type: 'number' }, baseRewards: { type: 'number' }, bookfairRewards: { type: 'number' } },
              description: 'Orders that earned rewards, and the rewards net of refunds, decimal in orgCurrency',
            },
            orgCurrency: { type: 'string', enum: ['USD', 'CAD'] },
            address: {
              type: 'object',
              required: ['line1', 'city', 'region', 'postalCode', 'country'],
              properties: {
                line1: { type: 'string' },
                city: { type: 'string' },
                region: { type: 'string' },
                postalCode: { type: 'string' },
                country: { type: 'string', enum: ['US', 'CA'] },
              },
            },
            rewardRates: {
              type: 'object',
              required: ['base', 'bookfair'],
              properties: { base: { type: 'number' }, bookfair: { type: 'number' } },
              description: 'Fractions of the eligible subtotal, e.g. 0.05',
            },
            logo: { type: 'string' },
            description: { type: 'string' },
            site: { type: 'string', enum: ['us', 'ca'] },
          },
        },
        ManagedOrganization: {
          type: 'object',
          required: ['organization', 'organizers', 'invitations', 'rewards'],
          properties: {
            organization: {
              type: 'object',
              required: ['org', 'name', 'site', 'currency', 'address', 'logo', 'description', 'status'],
              properties: {
                org: { type: 'string' },
                name: { type: 'string' },
                site: { type: 'string', enum: ['us', 'ca'] },
                currency: { type: 'string', enum: ['USD', 'CAD'] },
                address: {
                  type: 'object',
                  required: ['line1', 'city', 'region', 'postalCode', 'country'],
                  properties: {
                    line1: { type: 'string' },
                    city: { type: 'string' },
                    region: { type: 'string' },
                    postalCode: { type: 'string' },
                    country: { type: 'string', enum: ['US', 'CA'] },
                  },
                },
                logo: { type: 'string', description: 'An https:// address, or empty' },
                description: { type: 'string' },
                status: { type: 'string', enum: ['pending', 'active', 'suspended'] },
              },
            },
            organizers: {
              type: 'array',
              items: {
                type: 'object',
                required: ['name', 'email', 'since'],
                properties: { name: { type: 'string' }, email: { type: 'string' }, since: { type: 'string', format: 'date-time' } },
              },
            },
            invitations: {
              type: 'array',
              description: 'Invitations not yet accepted and not expired, newest first',
              items: {
                type: 'object',
                required: ['email', 'expiresAt'],
                properties: { email: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
              },
            },
            rewards: {
              type: 'object',
              required: ['base', 'bookfair', 'total', 'orders'],
              description: "The rewards balance net of refunds, decimal in the organization's currency, and the orders that earned it",
              properties: { base: { type: 'number' }, bookfair: { type: 'number' }, total: { type: 'number' }, orders: { type: 'integer' } },
            },
          },
        },
        ManagedFair: {
          type: 'object',
          required: [
            '_id',
            'name',
            'status',
            'phase',
            'startDate',
            'endDate',
            'onlineStartDate',
            'onlineEndDate',
            'shipToSchool',
            'goal',
            'sales',
            'progressPercent',
          ],
          properties: {
            _id: { type: 'integer' },
            name: { type: 'string' },
            status: { type: 'string', enum: ['draft', 'scheduled', 'closed'] },
            phase: { type: 'string', enum: ['upcoming', 'active', 'past'], description: "Where the fair's dates stand now, whatever its status" },
            startDate: { type: 'string', format: 'date' },
            endDate: { type: 'string', format: 'date', description: 'The last day, included' },
            onlineStartDate: { type: 'string', format: 'date' },
            onlineEndDate: { type: 'string', format: 'date', description: 'The last day of online shopping, included' },
            shipToSchool: { type: 'boolean' },
            goal: { type: 'number', description: "Decimal in the organization's currency; 0 for none" },
            sales: {
              type: 'number',
              description:
                "Sales so far: Σ (items − discount − refunded, at least 0) of the organization's paid, shipped, delivered and partially refunded orders placed inside the online window; decimal in the organization's currency",
            },
            progressPercent: { type: 'integer', minimum: 0, maximum: 100, description: 'Whole percent of the goal reached; 0 without a goal' },
          },
        },
        AdminCoupon: {
          type: 'object',
          required: [
            'code',
            'description',
            'kind',
            'percentOff',
            'amountOffUsd',
            'amountOffCad',
            'minSubtotalUsd',
            'minSubtotalCad',
            'startsAt',
            'endsAt',
            'usageLimit',
            'usedCount',
            'active',
          ],
          properties: {
            code: { type: 'string' },
            description: { type: 'string' },
            kind: { type: 'string', enum: ['percent', 'amount'] },
            percentOff: { type: ['integer', 'null'] },
            amountOffUsd: { type: ['integer', 'null'], description: 'Cents' },
            amountOffCad: { type: ['integer', 'null'], description: 'Cents' },
            minSubtotalUsd: { type: 'integer', description: 'Cents' },
            minSubtotalCad: { type: 'integer', description: 'Cents' },
            startsAt: { type: ['string', 'null'], format: 'date-time' },
            endsAt: { type: ['string', 'null'], format: 'date-time' },
            usageLimit: { type: ['integer', 'null'] },
            usedCount: { type: 'integer' },
            active: { type: 'boolean' },
          },
        },
        AdminPromotion: {
          type: 'object',
          required: ['id', 'label', 'format', 'minQuantity', 'percentOff', 'startsAt', 'endsAt', 'active'],
          properties: {
            id: { type: 'integer' },
            label: { type: 'string' },
            format: { type: 'string' },
            minQuantity: { type: 'integer' },
            percentOff: { type: 'integer' },
            startsAt: { type: ['string', 'null'], format: 'date-time' },
            endsAt: { type: ['string', 'null'], format: 'date-time' },
            active: { type: 'boolean' },
          },
        },
        CatalogImportJob: {
          type: 'object',
          required: ['id', 'fileName', 'format', 'dryRun', 'size', 'startedBy', 'startedAt', 'status', 'progress', 'report', 'error'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            fileName: { type: 'string' },
            format: { type: 'string', enum: ['onix', 'csv'] },
            dryRun: { type: 'boolean' },
            size: { type: 'integer', description: 'Bytes of the file' },
            startedBy: { type: 'string', description: "The staff member's email" },
            startedAt: { type: 'string', format: 'date-time' },
            status: { type: 'string', enum: ['uploading', 'running', 'done', 'failed'] },
            progress: {
              type: 'object',
              description: 'Records so far, and bytesRead of size for a percentage',
              properties: {
                read: { type: 'integer' },
                created: { type: 'integer' },
                updated: { type: 'integer' },
                unchanged: { type: 'integer' },
                rejected: { type: 'integer' },
                bytesRead: { type: 'integer' },
              },
            },
            report: {
              type: ['object', 'null'],
              description: 'Once done: the counts, the first 200 rejections with where and why, subject codes without a category, problems of the file',
              properties: {
                read: { type: 'integer' },
                created: { type: 'integer' },
                updated: { type: 'integer' },
                unchanged: { type: 'integer' },
                rejected: { type: 'integer' },
                durationMs: { type: 'integer' },
                rejections: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { record: { type: 'integer' }, line: { type: 'integer' }, id: { type: ['string', 'null'] }, reason: { type: 'string' } },
                  },
                },
              },
            },
            error: { type: ['string', 'null'], description: 'Why a failed import stopped' },
          },
        },
        AdminOrganizationSummary: {
          type: 'object',
          required: ['slug', 'name', 'site', 'city', 'region', 'postalCode', 'status', 'baseRewardBp', 'bookfairRewardBp', 'featured'],
          properties: {
            slug: { type: 'string' },
            name: { type: 'string' },
            site: { type: 'string', enum: ['us', 'ca'] },
            city: { type: 'string' },
            region: { type: 'string' },
            postalCode: { type: 'string' },
            status: { type: 'string', enum: [...ORGANIZATION_STATUSES] },
            baseRewardBp: { type: 'integer', minimum: 0, maximum: MAX_REWARD_BP, description: 'Basis points of the eligible subtotal (500 = 5%)' },
            bookfairRewardBp: { type: 'integer', minimum: 0, maximum: MAX_REWARD_BP, description: 'Basis points earned on top during a fair' },
            featured: { type: 'boolean', description: 'The organization its site features on the home and help pages now' },
          },
        },
        AdminOrganization: {
          allOf: [
            ref('AdminOrganizationSummary'),
            {
              type: 'object',
              required: ['addressLine1', 'description', 'logoUrl', 'createdAt', 'members', 'fairs', 'rewards'],
              properties: {
                addressLine1: { type: 'string' },
                description: { type: 'string' },
                logoUrl: { type: 'string' },
                createdAt: { type: 'string', format: 'date-time' },
                members: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['email', 'name', 'role', 'since'],
                    properties: {
                      email: { type: 'string' },
                      name: { type: 'string' },
                      role: { type: 'string' },
                      since: { type: 'string', format: 'date-time' },
                    },
                  },
                },
                fairs: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['id', 'name', 'startsAt', 'endsAt', 'status'],
                    properties: {
                      id: { type: 'integer' },
                      name: { type: 'string' },
                      startsAt: { type: 'string', format: 'date-time' },
                      endsAt: { type: 'string', format: 'date-time' },
                      status: { type: 'string' },
                    },
                  },
                },
                rewards: {
                  type: 'object',
                  description: "Rewards so far, net of refunds, in cents of the organization's currency",
                  required: ['baseCents', 'bookfairCents', 'totalCents', 'orders', 'currency'],
                  properties: {
                    baseCents: { type: 'integer' },
                    bookfairCents: { type: 'integer' },
                    totalCents: { type: 'integer' },
                    orders: { type: 'integer' },
                    currency: { type: 'string', enum: ['USD', 'CAD'] },
                  },
                },
              },
            },
          ],
        },
        AdminProduct: {
          type: 'object',
          required: ['sku', 'title', 'format', 'productType', 'sites', 'usd', 'cad', 'stock', 'maxPurchaseQty', 'tags', 'updatedAt'],
          properties: {
            sku: { type: 'string' },
            title: { type: 'string' },
            format: { type: 'string' },
            productType: { type: 'string', enum: ['book', 'toy', 'gift'] },
            sites: { type: 'array', items: { type: 'string', enum: ['us', 'ca'] } },
            usd: {
              type: 'object',
              description: 'Cents',
              properties: { list: { type: 'integer' }, regular: { type: 'integer' }, sale: { type: ['integer', 'null'] }, actual: { type: 'integer' } },
            },
            cad: {
              type: 'object',
              description: 'Cents',
              properties: { list: { type: 'integer' }, regular: { type: 'integer' }, sale: { type: ['integer', 'null'] }, actual: { type: 'integer' } },
            },
            stock: { type: 'integer' },
            maxPurchaseQty: { type: 'integer' },
            tags: { type: 'array', items: { type: 'string' } },
            updatedAt: { type: 'string', format: 'date-time' },
          },
        },
        AdminOrderSummary: {
          type: 'object',
          description: "A row of the back office's orders list; money in cents",
          required: ['number', 'site', 'currency', 'status', 'email', 'placedAt', 'totalCents', 'refundedCents', 'itemCount'],
          properties: {
            number: { type: 'string' },
            site: { type: 'string', enum: ['us', 'ca'] },
            currency: { type: 'string', enum: ['USD', 'CAD'] },
            status: orderStatus,
            email: { type: 'string' },
            placedAt: { type: 'string', format: 'date-time' },
            totalCents: { type: 'integer' },
            refundedCents: { type: 'integer' },
            itemCount: { type: 'integer' },
          },
        },
        AdminOrder: {
          type: 'object',
          description:
            "An order as staff see it; money in cents. `order` is the order with its lines (each line's unitCents, quantity, discountCents, taxCents, refundedQuantity), totals and timeline",
          required: ['order', 'customer', 'payments', 'refunds', 'history'],
          properties: {
            order: {
              type: 'object',
              required: ['number', 'site', 'currency', 'status', 'lines', 'totalCents', 'refundedCents', 'timeline'],
              properties: {
                number: { type: 'string' },
                site: { type: 'string', enum: ['us', 'ca'] },
                currency: { type: 'string', enum: ['USD', 'CAD'] },
                status: orderStatus,
                lines: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: { type: 'integer' },
                      sku: { type: 'string' },
                      title: { type: 'string' },
                      unitCents: { type: 'integer' },
                      quantity: { type: 'integer' },
                      discountCents: { type: 'integer' },
                      taxCents: { type: 'integer' },
                      refundedQuantity: { type: 'integer' },
                    },
                  },
                },
                totalCents: { type: 'integer' },
                refundedCents: { type: 'integer' },
                timeline: {
                  type: 'array',
                  items: { type: 'object', properties: { status: orderStatus, note: { type: 'string' }, at: { type: 'string', format: 'date-time' } } },
                },
              },
            },
            customer: {
              type: 'object',
              required: ['name', 'email', 'guest'],
              properties: { name: { type: 'string' }, email: { type: ['string', 'null'] }, guest: { type: 'boolean' } },
            },
            payments: {
              type: 'array',
              items: {
                type: 'object',
                required: ['kind', 'status', 'provider', 'amountCents', 'cardBrand', 'cardLast4', 'failureMessage', 'at'],
                properties: {
                  kind: { type: 'string', enum: ['charge', 'refund'] },
                  status: { type: 'string' },
                  provider: { type: 'string' },
                  amountCents: { type: 'integer' },
                  cardBrand: { type: ['string', 'null'] },
                  cardLast4: { type: ['string', 'null'] },
                  failureMessage: { type: ['string', 'null'] },
                  at: { type: 'string', format: 'date-time' },
                },
              },
            },
            refunds: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'amountCents', 'toCardCents', 'toGiftCardsCents', 'lines', 'reason', 'by', 'at'],
                properties: {
                  id: { type: 'integer' },
                  amountCents: { type: 'integer' },
                  toCardCents: { type: 'integer' },
                  toGiftCardsCents: { type: 'integer' },
                  lines: { type: 'array', items: { type: 'object', properties: { lineId: { type: 'integer' }, quantity: { type: 'integer' } } } },
                  reason: { type: 'string' },
                  by: { type: 'string' },
                  at: { type: 'string', format: 'date-time' },
                },
              },
            },
            history: { type: 'array', description: "The audit log's entries about the order, newest first", items: ref('AuditEntry') },
          },
        },
        AdminGiftCard: {
          type: 'object',
          description: 'A gift card as staff see it: never its code, only its last 4 characters; money in cents',
          required: [
            'id',
            'maskedCode',
            'currency',
            'initialCents',
            'balanceCents',
            'status',
            'recipientName',
            'recipientEmail',
            'sender',
            'orderNumber',
            'refunded',
            'createdAt',
            'transactions',
          ],
          properties: {
            id: { type: 'integer' },
            maskedCode: { type: 'string', example: '••••-••••-••••-Q9XD' },
            currency: { type: 'string', enum: ['USD', 'CAD'] },
            initialCents: { type: 'integer' },
            balanceCents: { type: 'integer' },
            status: { type: 'string', enum: [...GIFT_CARD_STATUSES] },
            recipientName: { type: 'string' },
            recipientEmail: { type: 'string' },
            sender: { type: 'string' },
            orderNumber: { type: ['string', 'null'], description: 'The order that bought it' },
            refunded: { type: 'boolean', description: 'Its eCard line was refunded: it stays disabled' },
            createdAt: { type: 'string', format: 'date-time' },
            transactions: {
              type: 'array',
              items: {
                type: 'object',
                required: ['kind', 'amountCents', 'orderNumber', 'at'],
                properties: {
                  kind: { type: 'string', enum: ['issue', 'redeem', 'restore'] },
                  amountCents: { type: 'integer' },
                  orderNumber: { type: ['string', 'null'] },
                  at: { type: 'string', format: 'date-time' },
                },
              },
            },
          },
        },
        AuditEntry: {
          type: 'object',
          required: ['id', 'actorEmail', 'action', 'entity', 'entityKey', 'before', 'after', 'at'],
          properties: {
            id: { type: 'integer' },
            actorEmail: { type: 'string' },
            action: { type: 'string' },
            entity: { type: 'string' },
            entityKey: { type: 'string' },
            before: {},
            after: {},
            at: { type: 'string', format: 'date-time' },
          },
        },
        AdminListSummary: {
          type: 'object',
          required: ['id', 'site', 'kind', 'slug', 'title', 'description', 'position', 'itemCount'],
          properties: {
            id: { type: 'integer' },
            site: { type: 'string', enum: ['us', 'ca'] },
            kind: { type: 'string', enum: [...LIST_KINDS] },
            slug: { type: 'string', description: "The list's address: /browse/cl/{slug} (curated) or /browse/bs/{slug} (bestseller) on its site" },
            title: { type: 'string' },
            description: { type: 'string' },
            position: { type: 'integer', description: "Its place among the site's lists of its kind (the home page shows the first curated ones)" },
            itemCount: { type: 'integer' },
          },
        },
        AdminList: {
          allOf: [
            ref('AdminListSummary'),
            {
              type: 'object',
              required: ['items'],
              properties: {
                items: {
                  type: 'array',
                  description: 'The products in list order',
                  items: {
                    type: 'object',
                    required: ['sku', 'title', 'format', 'position', 'soldOnSite'],
                    properties: {
                      sku: { type: 'string' },
                      title: { type: 'string' },
                      format: { type: 'string' },
                      position: { type: 'integer', minimum: 1 },
                      soldOnSite: { type: 'boolean', description: "False when the product is no longer sold on the list's site: the shop leaves it out" },
                    },
                  },
                },
              },
            },
          ],
        },
        FavoritesAnswer: {
          type: 'object',
          required: ['orgs'],
          properties: {
            orgs: {
              type: 'array',
              items: {
                type: 'object',
                required: ['_id', 'org', 'name', 'city', 'region', 'site'],
                properties: {
                  _id: { type: 'integer' },
                  org: { type: 'string' },
                  name: { type: 'string' },
                  city: { type: 'string' },
                  region: { type: 'string' },
                  site: { type: 'string', enum: ['us', 'ca'] },
                },
              },
            },
          },
        },
        WishlistAnswer: {
          type: 'object',
          required: ['wishlist'],
          properties: {
            wishlist: { type: 'array', items: { type: 'string' }, description: 'The skus, newest first (spec §3 wishlist state)' },
            items: {
              type: 'array',
              description: 'The list call only: each product as sold on the asked site, with when it was added',
              items: {
                type: 'object',
                required: ['product', 'addedAt'],
                properties: { product: { type: 'object' }, addedAt: { type: 'string', format: 'date-time' } },
              },
            },
          },
        },
        SupportRequestSummary: {
          type: 'object',
          required: ['id', 'site', 'topic', 'topicLabel', 'orderNumber', 'status', 'createdAt', 'updatedAt', 'lastMessageAt', 'messageCount', 'preview'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            site: { type: 'string', enum: ['us', 'ca'], description: 'The site it was written on' },
            topic: { type: 'string', description: `One of ${SUPPORT_TOPICS.map((topic) => topic.id).join(', ')} (a retired topic keeps its id)` },
            topicLabel: { type: 'string', example: 'Returns & refunds' },
            orderNumber: { type: ['string', 'null'], description: "The customer's order it is about, if any" },
            status: {
              type: 'string',
              enum: [...SUPPORT_REQUEST_STATUSES],
              description: 'open: waiting for staff; answered: staff replied, waiting for the customer; closed',
            },
            createdAt: { type: 'string', format: 'date-time' },
            updatedAt: { type: 'string', format: 'date-time', description: 'The last message, reply or close; lists are sorted by it, newest first' },
            lastMessageAt: { type: 'string', format: 'date-time' },
            messageCount: { type: 'integer', minimum: 1 },
            preview: { type: 'string', description: 'The start of the first message' },
          },
        },
        SupportRequestDetail: {
          allOf: [
            ref('SupportRequestSummary'),
            {
              type: 'object',
              required: ['messages'],
              properties: {
                messages: {
                  type: 'array',
                  description: 'The conversation, oldest first',
                  items: {
                    type: 'object',
                    required: ['id', 'author', 'authorName', 'body', 'createdAt'],
                    properties: {
                      id: { type: 'integer', minimum: 1 },
                      author: { type: 'string', enum: ['customer', 'staff'] },
                      authorName: { type: 'string', description: "The staff member on staff replies; empty on the customer's" },
                      body: { type: 'string' },
                      createdAt: { type: 'string', format: 'date-time' },
                    },
                  },
                },
              },
            },
          ],
        },
        Error: errorBody,
        SuggestionEntry: {
          type: 'object',
          properties: {
            text: { type: 'string' },
            offset: { type: 'integer' },
            length: { type: 'integer' },
            options: { type: 'array', items: { type: 'object', required: ['_id', 'text'], properties: { _id: { type: 'string' }, text: { type: 'string' } } } },
          },
        },
        Message: { type: 'object', required: ['message'], properties: { message: { type: 'string', description: 'Text a shopper can read' } } },
        Registration: {
          type: 'object',
          required: ['email', 'password', 'firstName', 'lastName', 'site'],
          properties: {
            email,
            password,
            firstName: name('first name'),
            lastName: name('last name'),
            newsletter: {
              type: 'boolean',
              default: false,
              description: "true starts the newsletter's double opt-in: a confirmation email to this address, for site",
            },
            guestId: {
              type: 'string',
              format: 'uuid',
              description: 'The guest session to upgrade (session.user.id of a guest), so its cart and choices stay with the account',
            },
            site: { type: 'string', enum: ['us', 'ca'], description: 'The site the account is made on: a newsletter subscription is for it' },
          },
        },
        ProfileUpdate: {
          type: 'object',
          required: ['firstName', 'lastName', 'email', 'newsletter', 'site'],
          properties: {
            firstName: name('first name'),
            lastName: name('last name'),
            email,
            newsletter: {
              type: 'boolean',
              description:
                'Turning it on starts the double opt-in (a confirmation email) for site; turning it off unsubscribes the email on both sites; a new email with it on moves the subscription',
            },
            site: { type: 'string', enum: ['us', 'ca'], description: 'The site a newly ticked newsletter subscribes on' },
          },
        },
        Account: {
          type: 'object',
          required: ['id', 'role', 'email', 'firstName', 'lastName', 'scopes', 'newsletter', 'createdAt'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            role: { const: 'customer' },
            email: { type: 'string', format: 'email' },
            firstName: { type: 'string' },
            lastName: { type: 'string' },
            scopes: { type: 'array', items: { type: 'string' }, description: 'organizer opens the organizer pages' },
            newsletter: { type: 'boolean' },
            createdAt: { type: 'string', format: 'date-time' },
          },
        },
        AddressInput: {
          type: 'object',
          description: 'region must be a region of country; postalCode a US ZIP code (10001 or 10001-1234) or a Canadian postal code (K1A 0B1)',
          required: ['fullName', 'line1', 'city', 'region', 'postalCode', 'country'],
          properties: {
            fullName: name('full name'),
            line1: { type: 'string', minLength: 1, maxLength: 120 },
            line2: { type: 'string', maxLength: 120, default: '' },
            city: { type: 'string', minLength: 1, maxLength: 80 },
            region: {
              type: 'string',
              pattern: '^[A-Za-z]{2}$',
              description: `Two-letter code, upper-cased. US: ${REGIONS.US.join(' ')}. CA: ${REGIONS.CA.join(' ')}`,
            },
            postalCode: { type: 'string', maxLength: 10, description: 'Upper-cased' },
            country: { type: 'string', enum: ['US', 'CA'] },
            phone: { type: 'string', maxLength: 30, pattern: '^[0-9+().\\s-]*$', default: '' },
            isDefault: { type: 'boolean', default: false, description: 'The first address is the default whatever this says' },
          },
        },
        Address: {
          type: 'object',
          required: ['id', 'fullName', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone', 'isDefault'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            fullName: { type: 'string' },
            line1: { type: 'string' },
            line2: { type: 'string' },
            city: { type: 'string' },
            region: { type: 'string' },
            postalCode: { type: 'string' },
            country: { type: 'string', enum: ['US', 'CA'] },
            phone: { type: 'string' },
            isDefault: { type: 'boolean', description: 'Exactly one address of a customer who has any is the default' },
          },
        },
        CartItem: {
          type: 'object',
          description: "A product in the cart or saved for later. Prices are decimals; the _usd and _cad ones are given whatever the cart's currency.",
          required: [
            'sku',
            'title',
            'url',
            'quantity',
            'max_purchase_qty',
            'list_price_usd',
            'regular_price_usd',
            'sale_price_usd',
            'list_price_cad',
            'regular_price_cad',
            'sale_price_cad',
            'finalPrice',
            'savedForLater',
            'createdAt',
            'author',
            'binding',
            'taxCode',
            'largeImageUrl',
            'inStock',
          ],
          properties: {
            sku: { type: 'string' },
            title: { type: 'string' },
            url: {
              type: 'string',
              description: "The product page on the cart's site (a path, under /ca on ca)",
              example: '/product/charlottes-web/9780064400558',
            },
            quantity: { type: 'integer', minimum: 1 },
            max_purchase_qty: {
              type: 'integer',
              minimum: 0,
              description: "The most units one order may hold: the product's limit, and no more than the stock",
            },
            list_price_usd: { type: 'number', minimum: 0 },
            regular_price_usd: { type: 'number', minimum: 0 },
            sale_price_usd: { type: 'number', minimum: 0, description: 'The regular price when there is no sale' },
            list_price_cad: { type: 'number', minimum: 0 },
            regular_price_cad: { type: 'number', minimum: 0 },
            sale_price_cad: { type: 'number', minimum: 0, description: 'The regular price when there is no sale' },
            finalPrice: { type: 'number', minimum: 0, description: "The price charged per unit, in the cart's currency" },
            savedForLater: { type: 'boolean' },
            createdAt: { type: 'string', format: 'date-time', description: 'When it was first added' },
            author: { type: ['string', 'null'], description: 'The first author' },
            binding: { type: 'string', example: 'Paperback' },
            taxCode: { type: 'string' },
            largeImageUrl: { type: 'string', description: 'The cover (GET /covers/{sku}.svg)', example: '/covers/9780064400558.svg' },
            inStock: { type: 'boolean' },
          },
        },
        CartGiftCard: {
          type: 'object',
          description: 'An eCard waiting in the cart: bought at checkout, then emailed to its recipient with its code',
          required: ['id', 'amount', 'style', 'giftFrom', 'giftToName', 'giftToEmail', 'giftMessage'],
          properties: {
            id: { type: 'integer', minimum: 1, description: 'For DELETE /api/cart/v1/gift-cards/{id}' },
            amount: { type: 'number', minimum: GIFT_CARD_MIN, maximum: GIFT_CARD_MAX, description: "Decimal, in the cart's currency" },
            style: { type: 'string', enum: GIFT_CARD_DESIGNS.map((design) => design.style) },
            giftFrom: { type: 'string' },
            giftToName: { type: 'string' },
            giftToEmail: { type: 'string', format: 'email' },
            giftMessage: { type: 'string' },
          },
        },
        ECardInput: {
          type: 'object',
          description: 'An eCard as the purchase form sends it. Strings are trimmed, emails lower-cased.',
          required: ['amount', 'style', 'giftFrom', 'giftToName', 'giftToEmail', 'confirmEmail'],
          properties: {
            amount: {
              type: 'integer',
              minimum: GIFT_CARD_MIN,
              maximum: GIFT_CARD_MAX,
              description: `Whole units of the cart's currency, no cents; the form offers ${GIFT_CARD_AMOUNTS.join(', ')} or another amount`,
            },
            style: {
              type: 'string',
              enum: GIFT_CARD_DESIGNS.map((design) => design.style),
              description: `The design: ${GIFT_CARD_DESIGNS.map((design) => `${design.style} ${design.name.toLowerCase()}`).join(', ')}`,
            },
            giftFrom: { type: 'string', minLength: 1, maxLength: 60, description: 'Who it is from' },
            giftToName: { type: 'string', minLength: 1, maxLength: 60, description: "The recipient's name" },
            giftToEmail: { type: 'string', format: 'email', description: 'Where the card and its code are emailed once the order is paid' },
            confirmEmail: { type: 'string', description: 'giftToEmail again: they must match' },
            giftMessage: { type: 'string', maxLength: GIFT_MESSAGE_MAX, default: '' },
          },
        },
        CartAnswer: {
          type: 'object',
          description:
            "The whole cart after the call, priced now from the catalogue; money is decimal in the cart's currency. Products no longer sold on the site leave the cart, with a message saying so.",
          required: ['cart', 'savedForLaterItems', 'giftCards', 'cartCount', 'coupon', 'messages', 'freeShipping'],
          properties: {
            cart: {
              type: 'object',
              required: ['customerId', 'currency', 'subtotal', 'couponTotalSaved', 'discounts', 'items'],
              properties: {
                customerId: { type: 'string', format: 'uuid', description: "The session's user id (session.user.id), a guest's or a customer's" },
                currency: { type: 'string', enum: ['usd', 'cad'] },
                subtotal: {
                  type: 'number',
                  minimum: 0,
                  description: 'Σ quantity × finalPrice of the items, less the coupon and the promotions; never below 0',
                },
                couponTotalSaved: { type: 'number', minimum: 0, description: 'What the coupon takes off; 0 without one, or when it does not apply' },
                discounts: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['type', 'value', 'label'],
                    properties: {
                      type: {
                        type: 'string',
                        enum: ['coupon', 'promotion'],
                        description: 'promotion: automatic, e.g. a percentage off enough units of one binding',
                      },
                      value: { type: 'number', minimum: 0, description: 'The amount taken off' },
                      label: { type: 'string', description: 'For a coupon, "CODE: description"' },
                    },
                  },
                },
                items: { type: 'array', items: ref('CartItem'), description: 'Oldest first; saved-for-later items excluded' },
              },
            },
            savedForLaterItems: { type: 'array', items: ref('CartItem'), description: 'Oldest first; not priced into the cart' },
            giftCards: {
              type: 'array',
              maxItems: GIFT_CARDS_PER_CART,
              items: ref('CartGiftCard'),
              description: 'eCards to buy at checkout; not in cart.subtotal (no discounts, no shipping)',
            },
            cartCount: { type: 'integer', minimum: 0, description: 'Units in the cart plus its eCards (one each), saved-for-later items excluded' },
            coupon: {
              type: 'object',
              required: ['code', 'error'],
              properties: {
                code: { type: ['string', 'null'], description: "The cart's coupon, or the code just tried (upper-cased)" },
                error: {
                  type: ['string', 'null'],
                  description:
                    'Why the code gives nothing (unknown, expired, used up, below its minimum…), for the shopper; null when it applies or there is none',
                },
              },
            },
            messages: {
              type: 'array',
              items: { type: 'string' },
              description: 'Notices about the call, e.g. a quantity lowered to the most one order may hold',
            },
            freeShipping: {
              type: 'object',
              required: ['threshold', 'remaining'],
              description: `Shipping is free from the site's threshold: ${centsToDecimal(SITES.us.freeShipAmount)} usd on us, ${centsToDecimal(SITES.ca.freeShipAmount)} cad on ca`,
              properties: {
                threshold: { type: 'number', minimum: 0 },
                remaining: { type: 'number', minimum: 0, description: 'What the subtotal lacks; 0 once reached' },
              },
            },
          },
        },
        BotChallenge: {
          type: 'object',
          description: `A signed ALTCHA (v2) proof-of-work challenge for the widget; it expires in ${CHALLENGE_TTL_SECONDS / 60} minutes`,
          required: ['parameters', 'signature'],
          properties: {
            parameters: {
              type: 'object',
              required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'expiresAt'],
              properties: {
                algorithm: { const: 'SHA-256' },
                nonce: { type: 'string', pattern: '^[0-9a-f]+$' },
                salt: { type: 'string', pattern: '^[0-9a-f]+$' },
                cost: { type: 'integer', minimum: 1 },
                keyLength: { type: 'integer', minimum: 1 },
                keyPrefix: { type: 'string', pattern: '^[0-9a-f]+$' },
                expiresAt: { type: 'integer', description: 'Unix time in seconds' },
              },
            },
            signature: { type: 'string', pattern: '^[0-9a-f]{64}$' },
          },
        },
        Session: {
          type: 'object',
          required: ['accessToken', 'user', 'access', 'expires'],
          properties: {
            accessToken: { type: 'string', description: 'The bearer token of the JSON APIs (bearerAuth)' },
            user: {
              type: 'object',
              required: ['id', 'email', 'firstName', 'lastName', 'role'],
              properties: {
                id: { type: 'string', format: 'uuid' },
                email: { type: ['string', 'null'], format: 'email', description: 'null for a guest' },
                firstName: { type: 'string' },
                lastName: { type: 'string' },
                role: { type: 'string', enum: ['guest', 'customer'] },
              },
            },
            access: {
              type: 'object',
              required: ['scopes'],
              properties: { scopes: { type: 'array', items: { type: 'string' }, description: 'organizer opens the organizer pages' } },
            },
            expires: { type: 'string', format: 'date-time' },
          },
        },
        AnalyticsItem: {
          type: 'object',
          required: ['item_id', 'item_name', 'price', 'quantity'],
          properties: {
            item_id: productCode,
            item_name: { type: 'string', minLength: 1, maxLength: EVENT_LIMITS.title },
            price: analyticsMoney('The actual price per unit'),
            quantity: { type: 'integer', minimum: 1, maximum: 999 },
            item_category: { type: 'string', minLength: 1, maxLength: EVENT_LIMITS.category },
          },
        },
        AnalyticsEvent: {
          description:
            'Every event has name, site and path (the browser path, without query); the rest depends on name. Strings are trimmed and may not hold control characters.',
          oneOf: [
            analyticsEvent(
              ['pageview'],
              {
                page_location: { type: 'string', format: 'uri', maxLength: EVENT_LIMITS.location, description: 'http(s) URL of the page' },
                page_title: { type: 'string', minLength: 1, maxLength: EVENT_LIMITS.title },
              },
              ['page_location'],
            ),
            analyticsEvent(
              ['add_to_wishlist', 'save_for_later', 'add_to_cart', 'remove_from_cart'],
              {
                ecommerce: {
                  type: 'object',
                  required: ['currency', 'value', 'items'],
                  properties: {
                    currency: analyticsCurrency,
                    value: analyticsMoney('Σ price × quantity of the items'),
                    items: { type: 'array', minItems: 1, maxItems: 50, items: ref('AnalyticsItem') },
                  },
                },
              },
              ['ecommerce'],
            ),
            analyticsEvent(['sign_up'], { method: { type: 'string', minLength: 1, maxLength: EVENT_LIMITS.method, example: 'email' } }, ['method']),
            analyticsEvent(['apply_coupon'], { coupon: { type: 'string', minLength: 1, maxLength: EVENT_LIMITS.coupon } }, ['coupon']),
            analyticsEvent(
              ['refund'],
              {
                ecommerce: {
                  type: 'object',
                  required: ['currency', 'value', 'transaction_id'],
                  properties: {
                    currency: analyticsCurrency,
                    value: analyticsMoney('The amount refunded'),
                    transaction_id: { type: 'string', minLength: 1, maxLength: EVENT_LIMITS.transaction },
                    items: { type: 'array', maxItems: 50, items: ref('AnalyticsItem'), default: [] },
                  },
                },
              },
              ['ecommerce'],
            ),
          ],
        },
        EventBatch: {
          type: 'object',
          required: ['events'],
          properties: { events: { type: 'array', minItems: 1, maxItems: MAX_EVENTS_PER_BATCH, items: ref('AnalyticsEvent') } },
        },
        NoSession: { type: 'object', maxProperties: 0, description: 'No session: none was sent, or its account is gone (the cookie is then cleared)' },
        AuthForm: {
          type: 'object',
          required: ['csrfToken'],
          properties: {
            csrfToken: { type: 'string', description: 'From GET /api/auth/csrf, sent with the csrf cookie it set' },
            callbackUrl: { type: 'string', description: "Where to go afterwards: a path or a URL of the shop (others are replaced by the shop's URL)" },
            json: { type: 'string', enum: ['true'], description: 'Answer {url} as JSON instead of redirecting' },
          },
        },
        CredentialsSignIn: {
          title: 'credentials',
          allOf: [
            ref('AuthForm'),
            {
              type: 'object',
              required: ['email', 'password'],
              properties: {
                email: { type: 'string', description: 'A wrong or unknown email gets the same answer as a wrong password' },
                password: { type: 'string', maxLength: 1024 },
                guestId: { type: 'string', description: 'The guest session being left: its cart and choices move to the account' },
              },
            },
          ],
        },
        GuestSignIn: {
          title: 'guestAccount',
          allOf: [
            ref('AuthForm'),
            {
              type: 'object',
              properties: { guestId: { type: 'string', description: 'The guest to resume (the guestId cookie); empty or unknown starts a new guest' } },
            },
          ],
        },
        AuthUrl: {
          type: 'object',
          required: ['url'],
          properties: { url: { type: 'string', format: 'uri', description: 'Where the browser goes next; an error query parameter means the call failed' } },
        },
        Provider: {
          type: 'object',
          required: ['id', 'name', 'type', 'signinUrl', 'callbackUrl'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            type: { const: 'credentials' },
            signinUrl: { type: 'string', format: 'uri' },
            callbackUrl: { type: 'string', format: 'uri' },
          },
        },
        ShippingAddressInput: {
          type: 'object',
          description:
            "The country is the site's (US on us, CA on ca). Checked at placement (400 INVALID_ADDRESS); the review takes an incomplete one and leaves the tax out until region is valid.",
          required: ['fullName', 'line1', 'city', 'region', 'postalCode'],
          properties: {
            fullName: { type: 'string', minLength: 1, maxLength: 100 },
            line1: { type: 'string', minLength: 1, maxLength: 120 },
            line2: { type: 'string', maxLength: 120, default: '' },
            city: { type: 'string', minLength: 1, maxLength: 80 },
            region: {
              type: 'string',
              pattern: '^[A-Z]{2}$',
              description: `Two-letter code of the site's country. US: ${REGIONS.US.join(' ')}. CA: ${REGIONS.CA.join(' ')}`,
            },
            postalCode: {
              type: 'string',
              maxLength: 12,
              description: "A ZIP code on us (10001 or 10001-2345), a postal code of the province on ca (K1A 0B1); stored the post office's way",
            },
            phone: { type: 'string', maxLength: 30, pattern: '^[0-9+().\\s-]*$', default: '' },
          },
        },
        CheckoutQuote: {
          type: 'object',
          description: 'The order as it would be placed now, priced by the server; money is decimal in currency',
          required: [
            'currency',
            'lines',
            'requiresAddress',
            'shippingOptions',
            'shippingMethod',
            'organization',
            'items',
            'discounts',
            'shipping',
            'taxLines',
            'tax',
            'taxPending',
            'total',
            'giftCards',
            'amountDue',
            'couponCode',
            'couponError',
            'messages',
            'payment',
          ],
          properties: {
            currency: { type: 'string', enum: ['USD', 'CAD'] },
            lines: {
              type: 'array',
              description: 'Products (saved-for-later excluded), then eCards',
              items: {
                type: 'object',
                required: ['kind', 'sku', 'title', 'quantity', 'unitPrice', 'total'],
                properties: {
                  kind: { type: 'string', enum: ['product', 'gift_card'] },
                  sku: { type: 'string', description: 'ECARD-<STYLE> for an eCard', example: 'ECARD-IMAGE1' },
                  title: { type: 'string' },
                  quantity: { type: 'integer', minimum: 1 },
                  unitPrice: { type: 'number', minimum: 0 },
                  total: { type: 'number', minimum: 0, description: 'unitPrice × quantity, before discounts' },
                },
              },
            },
            requiresAddress: { type: 'boolean', description: 'The cart holds products: placement needs a shippingAddress' },
            shippingOptions: {
              type: 'array',
              description:
                "What this order can ship by: standard (free from the site's threshold), fair (free, while the organization's book fair runs), or none for eCards only",
              items: {
                type: 'object',
                required: ['method', 'label', 'detail', 'price'],
                properties: {
                  method: { type: 'string', enum: ['standard', 'fair', 'none'] },
                  label: { type: 'string' },
                  detail: { type: 'string' },
                  price: { type: 'number', minimum: 0 },
                },
              },
            },
            shippingMethod: {
              type: 'string',
              enum: ['standard', 'fair', 'none'],
              description: 'The method priced: the one asked for, or the first option when it is not offered',
            },
            organization: {
              type: ['object', 'null'],
              required: ['slug', 'name', 'shippingFair'],
              properties: {
                slug: { type: 'string' },
                name: { type: 'string' },
                shippingFair: { type: ['string', 'null'], description: 'The book fair the order can ship to' },
              },
            },
            items: money('Σ of the lines'),
            discounts: decimalLines('The coupon and promotions, each with the amount taken off'),
            shipping: money("The shipping method's price"),
            taxLines: decimalLines('Sales tax or GST/HST/PST/QST by component'),
            tax: money('Σ of taxLines'),
            taxPending: { type: 'boolean', description: 'The address has no valid region yet: tax is 0 for now and total will grow' },
            total: money('What the order costs: items − discounts + shipping + tax; send it as expectedTotal'),
            giftCards: {
              type: 'array',
              description: 'The gift cards that pay, with what each pays',
              items: {
                type: 'object',
                required: ['maskedCode', 'value'],
                properties: { maskedCode: { type: 'string', example: '••••-••••-••••-PQRS' }, value: { type: 'number', minimum: 0 } },
              },
            },
            amountDue: money('What the card pays: total − gift cards'),
            couponCode: { type: ['string', 'null'] },
            couponError: { type: ['string', 'null'], description: "Why the cart's coupon gives nothing, for the shopper" },
            messages: { type: 'array', items: { type: 'string' }, description: 'Notices, e.g. a product no longer sold here left the cart' },
            payment: {
              type: 'object',
              required: ['provider', 'collectsCard'],
              properties: {
                provider: { type: 'string', enum: ['test', 'stripe'] },
                collectsCard: {
                  type: 'boolean',
                  description: 'true: send the card with the order (test provider); false: the payment page of the provider takes it (Stripe)',
                },
              },
            },
          },
        },
        OrderPlacement: {
          type: 'object',
          required: ['order', 'payment', 'confirmationPath'],
          properties: {
            order: {
              type: 'object',
              required: ['number', 'status', 'currency', 'total', 'amountDue'],
              properties: {
                number: { type: 'string', example: 'BF-7K2M-Q9XD' },
                status: {
                  ...orderStatus,
                  description: "paid, or pending_payment until the hosted payment page is done; a replay after a resumed attempt shows the order's status now",
                },
                currency: { type: 'string', enum: ['USD', 'CAD'] },
                total: { type: 'number', minimum: 0 },
                amountDue: { type: 'number', minimum: 0, description: 'What the card pays (0 when gift cards paid it all)' },
              },
            },
            payment: {
              type: 'object',
              required: ['status'],
              properties: {
                status: { type: 'string', enum: ['paid', 'redirect'] },
                redirectUrl: {
                  type: 'string',
                  format: 'uri',
                  description: "redirect only: the provider's payment page, which returns to the confirmation page",
                },
              },
            },
            confirmationPath: { type: 'string', description: 'The confirmation page, under /ca on ca', example: '/checkout/confirmation/BF-7K2M-Q9XD' },
          },
        },
        Order: {
          type: 'object',
          description: 'An order as its owner sees it; money is decimal in currency',
          required: [
            'number',
            'site',
            'currency',
            'status',
            'statusLabel',
            'email',
            'placedAt',
            'paidAt',
            'shippingMethod',
            'shippingAddress',
            'couponCode',
            'organization',
            'lines',
            'discounts',
            'taxLines',
            'items',
            'discount',
            'shipping',
            'tax',
            'total',
            'giftCards',
            'amountDue',
            'refunded',
            'payment',
            'timeline',
          ],
          properties: {
            number: { type: 'string', pattern: '^BF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$', example: 'BF-7K2M-Q9XD' },
            site: { type: 'string', enum: ['us', 'ca'] },
            currency: { type: 'string', enum: ['USD', 'CAD'] },
            status: orderStatus,
            statusLabel: { type: 'string', description: 'The status as a shopper reads it', example: 'Partly refunded' },
            email: { type: 'string', format: 'email', description: 'Where the receipt went' },
            placedAt: { type: 'string', format: 'date-time' },
            paidAt: { type: ['string', 'null'], format: 'date-time' },
            shippingMethod: { type: 'string', enum: ['standard', 'fair', 'none'] },
            shippingAddress: {
              type: ['object', 'null'],
              description: 'null for eCards only',
              required: ['fullName', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone'],
              properties: {
                fullName: { type: 'string' },
                line1: { type: 'string' },
                line2: { type: 'string' },
                city: { type: 'string' },
                region: { type: 'string' },
                postalCode: { type: 'string' },
                country: { type: 'string', enum: ['US', 'CA'] },
                phone: { type: 'string' },
              },
            },
            couponCode: { type: ['string', 'null'], description: 'The coupon that took money off' },
            organization: { type: ['object', 'null'], required: ['slug', 'name'], properties: { slug: { type: 'string' }, name: { type: 'string' } } },
            lines: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'kind', 'sku', 'title', 'format', 'unitPrice', 'quantity', 'discount', 'tax', 'refundedQuantity', 'eCard'],
                properties: {
                  id: { type: 'integer', minimum: 1, description: 'The lineId of a refund' },
                  kind: { type: 'string', enum: ['product', 'gift_card'] },
                  sku: { type: 'string' },
                  title: { type: 'string' },
                  format: { type: 'string', example: 'Paperback', description: 'eCard for an eCard' },
                  unitPrice: { type: 'number', minimum: 0 },
                  quantity: { type: 'integer', minimum: 1 },
                  discount: { type: 'number', minimum: 0, description: "The line's share of the discounts" },
                  tax: { type: 'number', minimum: 0 },
                  refundedQuantity: { type: 'integer', minimum: 0 },
                  eCard: {
                    type: ['object', 'null'],
                    description: 'gift_card lines: the eCard as bought',
                    required: ['style', 'giftFrom', 'giftToName', 'giftToEmail', 'giftMessage'],
                    properties: {
                      style: { type: 'string' },
                      giftFrom: { type: 'string' },
                      giftToName: { type: 'string' },
                      giftToEmail: { type: 'string', format: 'email' },
                      giftMessage: { type: 'string' },
                    },
                  },
                },
              },
            },
            discounts: {
              type: 'array',
              items: {
                type: 'object',
                required: ['type', 'label', 'value'],
                properties: { type: { type: 'string', enum: ['coupon', 'promotion'] }, label: { type: 'string' }, value: { type: 'number', minimum: 0 } },
              },
            },
            taxLines: decimalLines('Tax by component'),
            items: money('Σ unitPrice × quantity'),
            discount: money('Σ of discounts'),
            shipping: money('The shipping charged'),
            tax: money('Σ of taxLines'),
            total: money('items − discount + shipping + tax'),
            giftCards: money('What gift cards paid'),
            amountDue: money('What the card paid (or is to pay): total − giftCards'),
            refunded: money('Σ of the refunds so far'),
            payment: {
              type: ['object', 'null'],
              description: 'The card charge, succeeded or pending; null when gift cards paid it all or none went through',
              required: ['provider', 'cardBrand', 'cardLast4'],
              properties: {
                provider: { type: 'string', enum: ['test', 'stripe'] },
                cardBrand: { type: ['string', 'null'] },
                cardLast4: { type: ['string', 'null'] },
              },
            },
            timeline: {
              type: 'array',
              description: 'What happened, oldest first',
              items: {
                type: 'object',
                required: ['status', 'note', 'at'],
                properties: { status: orderStatus, note: { type: 'string' }, at: { type: 'string', format: 'date-time' } },
              },
            },
          },
        },
        OrderSummary: {
          type: 'object',
          required: ['number', 'site', 'currency', 'status', 'statusLabel', 'placedAt', 'total', 'itemCount'],
          properties: {
            number: { type: 'string', example: 'BF-7K2M-Q9XD' },
            site: { type: 'string', enum: ['us', 'ca'] },
            currency: { type: 'string', enum: ['USD', 'CAD'] },
            status: orderStatus,
            statusLabel: { type: 'string' },
            placedAt: { type: 'string', format: 'date-time' },
            total: { type: 'number', minimum: 0, description: 'Decimal, in currency' },
            itemCount: { type: 'integer', minimum: 0, description: 'Units bought, eCards included' },
          },
        },
      },
    },
    paths: {
      '/api/health': {
        get: {
          summary: 'Liveness and database reachability',
          responses: {
            '200': {
              description: 'The app and its database answer',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { status: { const: 'ok' }, database: { const: 'ok' }, latencyMs: { type: 'integer' } } },
                },
              },
            },
            '503': failure('The database does not answer', ['DATABASE_UNAVAILABLE']),
          },
        },
      },
      '/api/openapi.json': { get: { summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1 document' } } } },
      '/api/events': {
        post: {
          summary: 'Record analytics events (spec §7), first-party',
          description:
            `A batch of 1 to ${MAX_EVENTS_PER_BATCH} events, as the browser tracker sends them with navigator.sendBeacon (a text/plain;charset=UTF-8 body) or fetch (application/json); both are read as JSON. ` +
            'The events are the ones pushed to window.dataLayer in GA4 shape; prices are decimal in the site currency (us USD, ca CAD), the actual price. Stored in one insert; pageviews of browse URLs and private URL parameters (token, email…) are dropped. ' +
            `An Authorization: Bearer access token, when sent and valid, attributes the events to its user; without one (beacons cannot send headers) they are anonymous. At most ${EVENTS_PER_MINUTE} events per IP address per minute.`,
          requestBody: { required: true, content: { 'application/json': { schema: ref('EventBatch') }, 'text/plain': { schema: ref('EventBatch') } } },
          responses: {
            '204': { description: 'Recorded', headers: noStore },
            '400': badBody(
              `more than ${MAX_EVENTS_PER_BATCH} events, an unknown name, a currency other than the site\'s, a value that is not Σ price × quantity`,
            ),
            '403': failure("A request another site's page made (Sec-Fetch-Site: cross-site)", ['CROSS_SITE']),
            '429': {
              description: `More than ${EVENTS_PER_MINUTE} events from this IP address (the last X-Forwarded-For entry) in a minute; the whole batch is refused`,
              headers: { 'Retry-After': { description: 'Seconds until the address may send again', schema: { type: 'integer', minimum: 1 } } },
              content: json(errorWith(['TOO_MANY_EVENTS'])),
            },
          },
        },
      },
      '/api/payments/stripe/webhook': {
        post: {
          summary: 'Stripe webhook: Checkout Session outcomes',
          description:
            'Called by Stripe, not by browsers: the Stripe-Signature header (signed with STRIPE_WEBHOOK_SECRET over the raw body) is the authentication. ' +
            "checkout.session.completed (paid) and checkout.session.async_payment_succeeded mark the session's order paid, when the amount and currency match the amount due; " +
            'checkout.session.expired and checkout.session.async_payment_failed release it (stock, gift card money and coupon use back). Each of these events acts once, ' +
            'however often Stripe delivers it; other events are acknowledged and ignored. Any answer but 2xx makes Stripe deliver the event again later.',
          parameters: [
            {
              name: 'Stripe-Signature',
              in: 'header',
              required: true,
              schema: { type: 'string' },
              description: 't=<unix time>,v1=<HMAC-SHA256 of "t.body">; older than 5 minutes is refused',
            },
          ],
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['id', 'type', 'data'],
              properties: {
                id: { type: 'string', example: 'evt_1Q…' },
                type: { type: 'string', example: 'checkout.session.completed' },
                data: { type: 'object', properties: { object: { type: 'object' } } },
              },
              description: 'A Stripe Event, read as the exact bytes sent',
            }),
          },
          responses: {
            '200': {
              description:
                "Received: acted on (outcome paid or released), ignored (another event, another shop's session, or an amount that does not match the order, which is logged), or a duplicate delivery",
              headers: noStore,
              content: json({
                type: 'object',
                required: ['received'],
                properties: {
                  received: { const: true },
                  duplicate: { const: true, description: 'This event was already acted on; nothing changed' },
                  outcome: { type: 'string', enum: ['paid', 'released', 'ignored'] },
                },
              }),
            },
            '400': failure('No Stripe-Signature header, or one that does not verify against the body and STRIPE_WEBHOOK_SECRET (or is older than 5 minutes)', [
              'INVALID_SIGNATURE',
            ]),
            '500': failure('The event could not be acted on; Stripe delivers it again later', ['INTERNAL_ERROR']),
            '503': failure('Stripe is not configured on this server (no STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)', ['STRIPE_NOT_CONFIGURED']),
          },
        },
      },
      '/{site}/autocomplete': {
        post: {
          summary: 'Search suggestions: up to 3 authors and 3 titles (spec §7)',
          parameters: [{ name: 'site', in: 'path', required: true, schema: { enum: ['us', 'ca'] } }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['q'],
                  properties: { locale: { type: 'string', example: 'en-US' }, q: { type: 'string', minLength: 1, maxLength: 200 } },
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'Suggestions, best first',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      suggest: {
                        type: 'object',
                        properties: {
                          author_autocomplete: { type: 'array', items: { $ref: '#/components/schemas/SuggestionEntry' } },
                          title_autocomplete: { type: 'array', items: { $ref: '#/components/schemas/SuggestionEntry' } },
                        },
                      },
                    },
                  },
                },
              },
            },
            '400': badBody('an unknown site', 'INVALID_PARAMS'),
          },
        },
      },
      '/api/search/v1/products': {
        get: {
          summary: 'Search and browse products of one site (the service behind /browse)',
          parameters: [
            { name: 'site', in: 'query', required: true, schema: { enum: ['us', 'ca'] } },
            {
              name: 'q',
              in: 'query',
              schema: { type: 'string', maxLength: 200 },
              description: 'Words, a partial last word, or an ISBN-13 with or without hyphens',
            },
            { name: 'qf', in: 'query', schema: { enum: ['author', 'title'] }, description: 'Match q against authors or titles only' },
            {
              name: 'filters',
              in: 'query',
              schema: { type: 'string' },
              description: 'Filter expressions, e.g. $format@=Hardcover|Paperback;$price@=under-5 (README: Filter grammar). Malformed ones are ignored.',
            },
            { name: 'sort', in: 'query', schema: { enum: ['relevance', 'arrival', 'price-low', 'price-high', 'bestselling', 'title'] } },
            { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 400, default: 1 } },
            { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 96, default: 24 } },
          ],
          responses: {
            '200': {
              description: 'One page of products with facet counts; prices as decimals in the site currency (e.g. actual_price_cad)',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      total: { type: 'integer' },
                      page: { type: 'integer' },
                      pageSize: { type: 'integer' },
                      sort: { type: 'string' },
                      relaxed: { type: 'boolean', description: 'No product had every word; these have some' },
                      corrections: {
                        type: 'array',
                        items: { type: 'object', properties: { word: { type: 'string' }, suggestions: { type: 'array', items: { type: 'string' } } } },
                      },
                      facets: { type: 'object', description: 'format, price, age, subject and tag values, each {label, count, expression}' },
                      items: { type: 'array', items: { type: 'object' } },
                    },
                  },
                },
              },
            },
            '400': failure('A missing or unknown site', ['INVALID_QUERY']),
          },
        },
      },
      '/covers/{sku}.svg': {
        get: {
          summary: 'Generated cover image of a product',
          parameters: [{ name: 'sku', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'SVG image', content: { 'image/svg+xml': {} } }, '404': { description: 'Unknown product' } },
        },
      },

      '/api/account/v1/register': {
        post: {
          summary: 'Create a customer account',
          description:
            "A guest session's guest (guestId) becomes the account, keeping its id. Does not sign in: the browser then signs in with POST /api/auth/callback/credentials.",
          requestBody: { required: true, content: json(ref('Registration')) },
          responses: {
            '201': {
              description: 'The account was created',
              content: json({
                type: 'object',
                required: ['user'],
                properties: {
                  user: {
                    type: 'object',
                    required: ['id', 'email', 'firstName', 'lastName'],
                    properties: {
                      id: { type: 'string', format: 'uuid' },
                      email: { type: 'string', format: 'email' },
                      firstName: { type: 'string' },
                      lastName: { type: 'string' },
                    },
                  },
                },
              }),
            },
            '400': badBody(''),
            '409': failure('An account already uses this email', ['EMAIL_TAKEN']),
          },
        },
      },
      '/api/newsletter/v1/subscriptions': {
        post: {
          summary: 'Ask for the newsletter (double opt-in)',
          description:
            `A new, pending or unsubscribed address on the site becomes pending and is emailed a confirmation link (valid ${CONFIRMATION_DAYS} days; sent again at most every ${RESEND_AFTER_MINUTES} minutes) ` +
            'that opens /newsletter/confirm on the site, where a button confirms; the email also carries an unsubscribe link that works without signing in. ' +
            `A confirmed address is left as it is. The answer is the same 202 in every case, so it does not tell who is subscribed. At most ${SUBSCRIPTIONS_PER_HOUR} requests per IP address per hour.`,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['email', 'site'],
              properties: { email, site: { type: 'string', enum: ['us', 'ca'], description: 'Whose newsletter: one subscription per email and site' } },
            }),
          },
          responses: {
            '202': {
              description: 'Accepted: a confirmation link was sent unless the address was confirmed already',
              headers: noStore,
              content: json(ref('Message')),
            },
            '400': badBody(''),
            '403': failure("A request another site's page made (Sec-Fetch-Site: cross-site)", ['CROSS_SITE']),
            '429': {
              description: `More than ${SUBSCRIPTIONS_PER_HOUR} requests from this IP address (the last X-Forwarded-For entry) in an hour`,
              headers: { 'Retry-After': { description: 'Seconds until the address may ask again', schema: { type: 'integer', minimum: 1 } } },
              content: json(errorWith(['TOO_MANY_SUBSCRIPTIONS'])),
            },
          },
        },
      },
      '/api/account/v1/password-reset': {
        post: {
          summary: 'Email a link to choose a new password',
          description: `Sends a single-use link, valid ${PASSWORD_RESET_MINUTES} minutes, to the site's /account/reset-password page when the email has an account. The answer is the same either way, so it does not tell who has an account.`,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['email', 'site'],
              properties: { email, site: { type: 'string', enum: ['us', 'ca'], description: 'The site whose page the link opens' } },
            }),
          },
          responses: {
            '202': { description: 'Accepted: a link was sent if the email has an account', content: json(ref('Message')) },
            '400': badBody(''),
          },
        },
      },
      '/api/account/v1/password-reset/confirm': {
        post: {
          summary: "Set a new password with a reset link's token",
          description: "The link then stops working, and so do the account's other open links.",
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['token', 'password'],
              properties: { token: { type: 'string', minLength: 20, maxLength: 200, description: 'The token query parameter of the link' }, password },
            }),
          },
          responses: {
            '200': { description: 'The password was changed', content: json(ref('Message')) },
            '400': badBody('a link that is unknown, expired or already used (RESET_LINK_INVALID)', 'RESET_LINK_INVALID'),
          },
        },
      },
      '/api/account/v1/profile': {
        get: {
          summary: "The caller's own account and addresses",
          security: bearer,
          responses: {
            '200': {
              description: 'The account of the token, with its addresses (the default first)',
              headers: noStore,
              content: json({
                type: 'object',
                required: ['account', 'addresses'],
                properties: { account: ref('Account'), addresses: { type: 'array', items: ref('Address') } },
              }),
            },
            '401': signInRequired,
            '404': failure('The account of the token no longer exists', ['NOT_FOUND']),
          },
        },
        put: {
          summary: "Change the caller's name, email and newsletter choice",
          security: bearer,
          requestBody: { required: true, content: json(ref('ProfileUpdate')) },
          responses: {
            '200': { description: 'The updated account', content: json({ type: 'object', required: ['account'], properties: { account: ref('Account') } }) },
            '400': badBody(''),
            '401': signInRequired,
            '404': failure('The account of the token no longer exists', ['NOT_FOUND']),
            '409': failure('Another account already uses this email', ['EMAIL_TAKEN']),
          },
        },
      },
      '/api/account/v1/password': {
        post: {
          summary: "Change the caller's password",
          description: 'Reset links asked for before the change stop working.',
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['currentPassword', 'newPassword'],
              properties: { currentPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH }, newPassword: password },
            }),
          },
          responses: {
            '200': { description: 'The password was changed', content: json(ref('Message')) },
            '400': badBody('a wrong current password (WRONG_PASSWORD)', 'WRONG_PASSWORD'),
            '401': signInRequired,
            '404': failure('The account of the token no longer exists', ['NOT_FOUND']),
          },
        },
      },
      '/api/account/v1/addresses': {
        get: {
          summary: "The caller's addresses",
          security: bearer,
          responses: {
            '200': {
              description: 'The default address first, then oldest first',
              headers: noStore,
              content: json({ type: 'object', required: ['addresses'], properties: { addresses: { type: 'array', items: ref('Address') } } }),
            },
            '401': signInRequired,
          },
        },
        post: {
          summary: 'Add an address for the caller',
          description: "A new default address takes the default from the others; a customer's first address is the default.",
          security: bearer,
          requestBody: { required: true, content: json(ref('AddressInput')) },
          responses: {
            '201': { description: 'The saved address', content: json({ type: 'object', required: ['address'], properties: { address: ref('Address') } }) },
            '400': badBody(''),
            '401': signInRequired,
            '422': failure('The caller already has 20 addresses', ['TOO_MANY_ADDRESSES']),
          },
        },
      },
      '/api/account/v1/addresses/{id}': {
        delete: {
          summary: "Remove one of the caller's addresses",
          description: 'Removing the default makes the oldest remaining address the default.',
          security: bearer,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }],
          responses: {
            '204': { description: 'Removed' },
            '400': failure('An id that is not a positive integer', ['INVALID_PARAMS']),
            '401': signInRequired,
            '404': failure("No address with this id, or another customer's (the same answer)", ['ADDRESS_NOT_FOUND']),
          },
        },
      },

      '/api/bookfair/v1/organizations/{slug}/reports.csv': {
        get: {
          summary: "An organization's report as CSV: one row per day or week",
          description:
            "Organizers of the organization only. Columns period_start, orders, sales, base_rewards, bookfair_rewards, total_rewards, currency; amounts are decimals of the organization's currency, sales net of refunds, rewards net of their reversals, by the day the order was placed (UTC).",
          security: bearer,
          parameters: [managedSlug, ...reportQuery],
          responses: {
            '200': organizerFile('The report', 'text/csv', { type: 'string' }),
            '400': failure('A malformed slug, period or grouping (named in message)', ['INVALID_PARAMS', 'INVALID_PERIOD', 'INVALID_GROUPING']),
            ...organizerRefusals(", or a fair period whose fair is not the organization's", ['ORGANIZATION_NOT_FOUND', 'FAIR_NOT_FOUND']),
          },
        },
      },
      '/api/bookfair/v1/organizations/{slug}/reports.xlsx': {
        get: {
          summary: "An organization's report as an Excel workbook",
          description: "Organizers of the organization only. Sheets: Summary, By day (or By week), Fairs, Top titles; amounts in the organization's currency.",
          security: bearer,
          parameters: [managedSlug, ...reportQuery],
          responses: {
            '200': organizerFile('The workbook', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', {
              type: 'string',
              contentEncoding: 'binary',
            }),
            '400': failure('A malformed slug, period or grouping (named in message)', ['INVALID_PARAMS', 'INVALID_PERIOD', 'INVALID_GROUPING']),
            ...organizerRefusals(", or a fair period whose fair is not the organization's", ['ORGANIZATION_NOT_FOUND', 'FAIR_NOT_FOUND']),
          },
        },
      },
      '/api/bookfair/v1/organizations/{slug}/fairs/{id}/flyer.pdf': {
        get: {
          summary: "A printable flyer of one of the organization's fairs (PDF)",
          description:
            "Organizers of the organization only. Letter size: the organization, the fair's name and dates, its online shopping window, the shop link {PUBLIC_URL}{/ca}/org/{slug} and a QR code of it.",
          security: bearer,
          parameters: [
            managedSlug,
            { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, description: "The fair's id" },
          ],
          responses: {
            '200': organizerFile('The flyer', 'application/pdf', { type: 'string', contentEncoding: 'binary' }),
            '400': failure('A malformed slug or fair id', ['INVALID_PARAMS']),
            ...organizerRefusals(", or a fair that is not the organization's", ['ORGANIZATION_NOT_FOUND', 'FAIR_NOT_FOUND']),
          },
        },
      },

      '/api/cart/v1': {
        parameters: [cartSite],
        get: {
          summary: "The caller's cart on one site",
          description: "Any session's cart, a guest's included; a guest who signs in with credentials (guestId) brings their cart into the account's.",
          security: bearer,
          responses: {
            '200': cartAnswer('The cart (an empty one when the caller has none yet)'),
            '400': failure('A missing or unknown site', ['INVALID_QUERY']),
            '401': sessionRequired,
          },
        },
      },
      '/api/cart/v1/items': {
        parameters: [cartSite],
        post: {
          summary: 'Add a product to the cart',
          description: `Adds to the units already in the cart, at most the item's max_purchase_qty (a message tells when it was lowered); a saved-for-later item comes back into the cart. ${noPrices}`,
          security: bearer,
          requestBody: {
            required: true,
            content: json({ type: 'object', required: ['sku'], properties: { sku: productCode, quantity: { ...cartQuantity, default: 1 } } }),
          },
          responses: {
            '200': cartAnswer('The cart with the product'),
            '400': badBody(unknownSite, 'INVALID_QUERY'),
            '401': sessionRequired,
            '404': failure('No product has this sku', ['PRODUCT_NOT_FOUND']),
            '409': failure('The product is out of stock', ['OUT_OF_STOCK']),
            '422': failure('The product is not sold on this site', ['NOT_SOLD_HERE']),
          },
        },
      },
      '/api/cart/v1/items/{sku}': {
        parameters: [cartSite, cartSku],
        patch: {
          summary: "Change an item's quantity, or move it to or from the saved-for-later list",
          description: `Send exactly one of quantity and savedForLater. A quantity above the item's max_purchase_qty is lowered to it, with a message. ${noPrices}`,
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              description: 'Exactly one of quantity and savedForLater',
              properties: { quantity: cartQuantity, savedForLater },
              oneOf: [
                { required: ['quantity'], properties: { quantity: cartQuantity } },
                { required: ['savedForLater'], properties: { savedForLater } },
              ],
            }),
          },
          responses: {
            '200': cartAnswer('The changed cart'),
            '400': badBody(`a sku that is not a product code (INVALID_PARAMS), or ${unknownSite}`, 'INVALID_PARAMS', 'INVALID_QUERY'),
            '401': sessionRequired,
            '404': failure('No product has this sku (PRODUCT_NOT_FOUND), or it is neither in the cart nor saved for later (NOT_IN_CART)', [
              'PRODUCT_NOT_FOUND',
              'NOT_IN_CART',
            ]),
            '409': failure('A quantity change for a product that is out of stock', ['OUT_OF_STOCK']),
          },
        },
        delete: {
          summary: 'Remove an item from the cart or the saved-for-later list',
          description: 'Removing an item that is not there changes nothing.',
          security: bearer,
          responses: {
            '200': cartAnswer('The cart without the item'),
            '400': failure(`A sku that is not a product code (INVALID_PARAMS), or ${unknownSite}`, ['INVALID_PARAMS', 'INVALID_QUERY']),
            '401': sessionRequired,
            '404': failure('No product has this sku', ['PRODUCT_NOT_FOUND']),
          },
        },
      },
      '/api/cart/v1/coupon': {
        parameters: [cartSite],
        post: {
          summary: 'Apply a coupon code to the cart',
          description: `The code is upper-cased. A code that cannot be used is no error: the answer is 200, the cart keeps its coupon and coupon.error says why. ${noPrices}`,
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['code'],
              properties: { code: { type: 'string', minLength: 1, maxLength: 40, description: 'Trimmed' } },
            }),
          },
          responses: {
            '200': cartAnswer('The cart with the coupon, or, when coupon.error is set, the cart unchanged'),
            '400': badBody(unknownSite, 'INVALID_QUERY'),
            '401': sessionRequired,
          },
        },
        delete: {
          summary: "Remove the cart's coupon",
          security: bearer,
          responses: {
            '200': cartAnswer('The cart without a coupon'),
            '400': failure('A missing or unknown site', ['INVALID_QUERY']),
            '401': sessionRequired,
          },
        },
      },
      '/api/cart/v1/move-to-site': {
        post: {
          summary: 'Move the cart to the other site (the locale switch, spec §4)',
          description:
            "The lines of the from-site's cart that are sold on the to-site move there (merged into any cart there, quantities capped); lines not sold there stay in the from-site's cart, saved for later, and eCards stay too (they are bought in their site's currency); messages say what stayed and where. The coupon comes along unless the to-site's cart has one. Answers the to-site's cart, priced in its currency.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['from', 'to'],
              properties: { from: { type: 'string', enum: ['us', 'ca'] }, to: { type: 'string', enum: ['us', 'ca'], description: 'Not the same as from' } },
            }),
          },
          responses: {
            '200': cartAnswer('The cart on the to-site, with messages about what stayed behind'),
            '400': badBody(''),
            '401': sessionRequired,
          },
        },
      },
      '/api/cart/v1/gift-cards': {
        parameters: [cartSite],
        post: {
          summary: 'Add an eCard to the cart',
          description: `The amount is in whole units of the cart's currency. Each eCard is its own line (cartCount counts it once), bought at checkout and emailed to its recipient once paid; at most ${GIFT_CARDS_PER_CART} in a cart.`,
          security: bearer,
          requestBody: { required: true, content: json(ref('ECardInput')) },
          responses: {
            '200': cartAnswer('The cart with the eCard, and a message saying so'),
            '400': badBody(`e.g. a confirmEmail that is not giftToEmail; or ${unknownSite}`, 'INVALID_QUERY'),
            '401': sessionRequired,
            '422': failure(`The cart already holds ${GIFT_CARDS_PER_CART} eCards`, ['TOO_MANY_GIFT_CARDS']),
          },
        },
      },
      '/api/cart/v1/gift-cards/{id}': {
        parameters: [cartSite, eCardId],
        delete: {
          summary: 'Remove an eCard from the cart',
          security: bearer,
          responses: {
            '200': cartAnswer('The cart without the eCard'),
            '400': failure(`An id that is not a positive integer (INVALID_PARAMS), or ${unknownSite}`, ['INVALID_PARAMS', 'INVALID_QUERY']),
            '401': sessionRequired,
            '404': failure("No eCard with this id in the caller's cart on this site", ['NOT_IN_CART']),
          },
        },
      },

      '/api/checkout/v1/quote': {
        post: {
          summary: "Price the caller's cart for checkout (the review)",
          description:
            'Prices the cart on the server for these choices: lines, discounts, shipping options, tax, gift cards and the amount due. Places nothing and holds no stock; products no longer sold on the site leave the cart (a message says so). ' +
            `An incomplete address only leaves the tax out (taxPending); a shippingMethod not offered is replaced by the first option. Prices sent by the client are never read. Each gift card code counts as a check: ${guessLimit}.`,
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['site'],
              properties: {
                site: checkoutSite,
                shippingAddress: shippingAddressInput,
                shippingMethod: { type: 'string', enum: ['standard', 'fair', 'none'], default: 'standard' },
                organization: organizationSlug,
                giftCardCodes,
              },
            }),
          },
          responses: {
            '200': { description: 'The priced order', headers: noStore, content: json(ref('CheckoutQuote')) },
            '400': badBody(''),
            '401': sessionRequired,
            '422': failure(
              "Nothing to buy in the cart (CART_EMPTY), no such organization on this site (UNKNOWN_ORGANIZATION), or a gift card that is unknown or disabled (GIFT_CARD_INVALID), in the other site's currency (GIFT_CARD_CURRENCY) or empty (GIFT_CARD_EMPTY)",
              ['CART_EMPTY', 'UNKNOWN_ORGANIZATION', 'GIFT_CARD_INVALID', 'GIFT_CARD_CURRENCY', 'GIFT_CARD_EMPTY'],
            ),
            '429': failure('Too many gift card checks from this IP address; the message says when to try again', ['TOO_MANY_GIFT_CARD_CHECKS']),
          },
        },
      },
      '/api/checkout/v1/orders': {
        post: {
          summary: "Place the caller's cart as an order and pay for it",
          description:
            "Prices the cart again on the server; expectedTotal must be the total of the review. Stock, the coupon's use and the gift card money are taken in one transaction, then the amount due is charged: " +
            'the test provider charges the card of the body (201, or 402 with everything given back); Stripe answers 202 with its hosted payment page, and its webhook brings the outcome (an expired or failed payment releases the order). Nothing due: 201 at once. ' +
            'Placed once per Idempotency-Key: the same key and body answer the stored result again (Idempotent-Replayed: true); a refusal before the order exists stores nothing, so the key may be sent again once the problem is fixed. ' +
            `Once paid, the bought lines and eCards leave the cart and the receipt and eCards are emailed. Each gift card code counts as a check: ${guessLimit}.`,
          security: bearer,
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: true,
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
              description: 'New for each checkout attempt, the same for its retries (e.g. a UUID)',
            },
          ],
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['site', 'email', 'shippingMethod', 'expectedTotal'],
              properties: {
                site: checkoutSite,
                email: { type: 'string', format: 'email', description: 'For the receipt; trimmed and lower-cased' },
                shippingAddress: shippingAddressInput,
                shippingMethod: { type: 'string', enum: ['standard', 'fair', 'none'], description: "One of the review's shippingOptions" },
                organization: organizationSlug,
                giftCardCodes,
                card: {
                  anyOf: [
                    {
                      type: 'object',
                      required: ['number', 'expiry', 'cvc', 'name'],
                      properties: {
                        number: { type: 'string', maxLength: 30 },
                        expiry: { type: 'string', maxLength: 7, example: '12/30', description: 'MM/YY' },
                        cvc: { type: 'string', maxLength: 4 },
                        name: { type: 'string', maxLength: 100 },
                      },
                    },
                    { type: 'null' },
                  ],
                  default: null,
                  description: 'Test provider only (payment.collectsCard of the review), and only test cards; never stored or logged. Ignored with Stripe.',
                },
                expectedTotal: { type: 'number', minimum: 0, maximum: 1_000_000, description: 'The total the review showed, decimal' },
              },
            }),
          },
          responses: {
            '201': replayable({ description: 'Placed and paid (or nothing was due)', content: json(ref('OrderPlacement')) }),
            '202': replayable({ description: 'Placed, awaiting payment: send the shopper to payment.redirectUrl', content: json(ref('OrderPlacement')) }),
            '400': replayable(
              badBody(
                "no valid Idempotency-Key header (IDEMPOTENCY_KEY_REQUIRED); card details that are wrong, or refused by the provider (CARD_INVALID); an address that does not fit the site's country (INVALID_ADDRESS); no card while some is due (CARD_REQUIRED)",
                'IDEMPOTENCY_KEY_REQUIRED',
                'CARD_INVALID',
                'INVALID_ADDRESS',
                'CARD_REQUIRED',
              ),
            ),
            '401': sessionRequired,
            '402': replayable(
              failure('The card was declined: the order is payment_failed and gave back its stock, gift card money and coupon use; start a new checkout', [
                'PAYMENT_DECLINED',
              ]),
            ),
            '409': failure(
              "A product sold out meanwhile (OUT_OF_STOCK); the total is not expectedTotal any more (TOTAL_CHANGED, the message gives the new one); the coupon was just used up (COUPON_USED_UP); a gift card's balance changed (GIFT_CARD_BALANCE_CHANGED); or this Idempotency-Key's attempt is still running (CHECKOUT_IN_PROGRESS)",
              ['OUT_OF_STOCK', 'TOTAL_CHANGED', 'COUPON_USED_UP', 'GIFT_CARD_BALANCE_CHANGED', 'CHECKOUT_IN_PROGRESS'],
            ),
            '422': failure(
              'This Idempotency-Key was used with another body (IDEMPOTENCY_KEY_REUSED); nothing to buy (CART_EMPTY); no such organization on this site (UNKNOWN_ORGANIZATION); a shipping method not offered (SHIPPING_UNAVAILABLE); a gift card that is unknown or disabled (GIFT_CARD_INVALID), in the other currency (GIFT_CARD_CURRENCY) or empty (GIFT_CARD_EMPTY)',
              [
                'IDEMPOTENCY_KEY_REUSED',
                'CART_EMPTY',
                'UNKNOWN_ORGANIZATION',
                'SHIPPING_UNAVAILABLE',
                'GIFT_CARD_INVALID',
                'GIFT_CARD_CURRENCY',
                'GIFT_CARD_EMPTY',
              ],
            ),
            '429': failure('Too many gift card checks from this IP address', ['TOO_MANY_GIFT_CARD_CHECKS']),
            '502': replayable(
              failure('The payment provider could not be reached: nothing was charged, the order is payment_failed; start a new checkout', [
                'PAYMENT_UNAVAILABLE',
              ]),
            ),
          },
        },
      },
      '/api/giftcards/v1/balance': {
        post: {
          summary: "A gift card's balance by its code",
          description: `No sign-in needed; ${guessLimit}.`,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['code'],
              properties: {
                code: {
                  type: 'string',
                  maxLength: 40,
                  description: '16 letters and digits, any case, dashes and spaces allowed (O reads as 0, I and L as 1)',
                  example: 'ABCD-EFGH-JKMN-PQRS',
                },
              },
            }),
          },
          responses: {
            '200': {
              description: 'The card',
              headers: noStore,
              content: json({
                type: 'object',
                required: ['maskedCode', 'balance', 'initialAmount', 'currency', 'active'],
                properties: {
                  maskedCode: { type: 'string', example: '••••-••••-••••-PQRS' },
                  balance: { type: 'number', minimum: 0, description: 'Decimal, in currency' },
                  initialAmount: { type: 'number', minimum: 0 },
                  currency: { type: 'string', enum: ['USD', 'CAD'], description: 'USD cards pay on us, CAD cards on ca' },
                  active: { type: 'boolean', description: 'false: disabled (e.g. refunded); it pays nothing' },
                },
              }),
            },
            '400': badBody('a code that cannot be a gift card code'),
            '404': failure('No gift card has this code', ['GIFT_CARD_NOT_FOUND']),
            '429': failure('Too many checks from this IP address; the message says when to try again', ['TOO_MANY_GIFT_CARD_CHECKS']),
          },
        },
      },
      '/api/orders/v1': {
        get: {
          summary: "The caller's orders, newest first",
          description: 'Signed-in customers only. Orders whose payment never went through (pending_payment, payment_failed) are left out.',
          security: bearer,
          responses: {
            '200': {
              description: 'The orders',
              headers: noStore,
              content: json({ type: 'object', required: ['orders'], properties: { orders: { type: 'array', items: ref('OrderSummary') } } }),
            },
            '401': signInRequired,
          },
        },
      },
      '/api/orders/v1/{number}': {
        get: {
          summary: "One of the caller's orders",
          description: "Any session's own orders, a guest's included; another person's order is not found.",
          security: bearer,
          parameters: [orderNumber],
          responses: {
            '200': orderAnswer('The order'),
            '400': failure('A number that cannot be an order number', ['INVALID_PARAMS']),
            '401': sessionRequired,
            '404': failure("No order with this number in the caller's account", ['ORDER_NOT_FOUND']),
          },
        },
      },
      '/api/orders/v1/lookup': {
        post: {
          summary: 'Find an order by its number and email (guest order lookup)',
          description: `No sign-in needed: the number and the email it was placed with must both match; orders whose payment failed are not found. ${guessLimit[0]!.toUpperCase()}${guessLimit.slice(1)}.`,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['number', 'email'],
              properties: {
                number: { type: 'string', description: 'The order number; any case, spaces and a missing BF- are accepted', example: 'BF-7K2M-Q9XD' },
                email: { type: 'string', format: 'email', description: 'Trimmed and lower-cased' },
              },
            }),
          },
          responses: {
            '200': orderAnswer('The order'),
            '400': badBody('a number that cannot be an order number'),
            '404': failure('No order matches this number and email', ['ORDER_NOT_FOUND']),
            '429': failure('Too many lookups from this IP address; the message says when to try again', ['TOO_MANY_LOOKUPS']),
          },
        },
      },
      '/api/ops/orders/{number}/status': {
        post: {
          summary: 'Mark an order shipped, then delivered (staff)',
          description: "One step at a time: paid → shipped → delivered; each step goes on the order's timeline with its note.",
          security: [{ operatorAuth: [] }],
          parameters: [orderNumber],
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['status'],
              properties: {
                status: { type: 'string', enum: ['shipped', 'delivered'] },
                note: { type: 'string', maxLength: 500, default: '', description: 'For the timeline, e.g. a tracking number' },
              },
            }),
          },
          responses: {
            '200': {
              description: 'The order with its new status',
              headers: noStore,
              content: json({ type: 'object', required: ['order'], properties: { order: ref('Order') } }),
            },
            '400': badBody('a number that cannot be an order number (INVALID_PARAMS)', 'INVALID_PARAMS'),
            '401': { $ref: '#/components/responses/OperatorRequired' },
            '404': failure('No order has this number', ['ORDER_NOT_FOUND']),
            '409': failure('The order is not at the step before (a paid order is shipped, a shipped one delivered)', ['INVALID_STATUS_CHANGE']),
            '503': { $ref: '#/components/responses/OperatorApiDisabled' },
          },
        },
      },
      '/api/ops/orders/{number}/refunds': {
        post: {
          summary: 'Refund an order, whole or by line (staff)',
          description:
            "Refunds a paid, shipped, delivered or partly refunded order: each line's price less its discount plus its tax for the units asked; the shipping with the refund that leaves nothing else. " +
            'Units go back in stock; gift cards that paid get their share back, the card the rest through the payment provider (a provider failure is a 500 and changes nothing); eCards bought on the lines are disabled. ' +
            'The order becomes refunded or partially_refunded and the customer is emailed.',
          security: [{ operatorAuth: [] }],
          parameters: [orderNumber],
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              description: 'An empty object refunds everything not yet refunded',
              properties: {
                lines: {
                  type: 'array',
                  minItems: 1,
                  maxItems: 200,
                  description: 'Units per line; omitted: everything not yet refunded',
                  items: {
                    type: 'object',
                    required: ['lineId', 'quantity'],
                    properties: {
                      lineId: { type: 'integer', minimum: 1, description: "An id of the order's lines" },
                      quantity: { type: 'integer', minimum: 1, maximum: 999 },
                    },
                  },
                },
                reason: { type: 'string', maxLength: 500, default: '', description: "For the order's timeline" },
                actor: { type: 'string', minLength: 1, maxLength: 100, default: 'operator', description: 'Who asked, for the records' },
              },
            }),
          },
          responses: {
            '201': {
              description: 'Refunded',
              headers: noStore,
              content: json({
                type: 'object',
                required: ['order', 'refund'],
                properties: {
                  order: ref('Order'),
                  refund: {
                    type: 'object',
                    required: ['amount', 'toCard', 'toGiftCards', 'shipping', 'lines'],
                    description: "Decimal, in the order's currency",
                    properties: {
                      amount: money('What this refund gives back, shipping included'),
                      toCard: money('Refunded to the card'),
                      toGiftCards: money('Put back on the gift cards that paid'),
                      shipping: money('The shipping refunded'),
                      lines: {
                        type: 'array',
                        items: {
                          type: 'object',
                          required: ['lineId', 'quantity'],
                          properties: { lineId: { type: 'integer', minimum: 1 }, quantity: { type: 'integer', minimum: 1 } },
                        },
                      },
                    },
                  },
                },
              }),
            },
            '400': badBody('a number that cannot be an order number (INVALID_PARAMS)', 'INVALID_PARAMS'),
            '401': { $ref: '#/components/responses/OperatorRequired' },
            '404': failure('No order has this number', ['ORDER_NOT_FOUND']),
            '409': failure(
              'The order is not paid, or already refunded (NOT_REFUNDABLE); an eCard to refund has been spent (GIFT_CARD_ALREADY_USED); money is due to a card but the order has no card charge (NO_CARD_PAYMENT)',
              ['NOT_REFUNDABLE', 'GIFT_CARD_ALREADY_USED', 'NO_CARD_PAYMENT'],
            ),
            '422': failure("A line that is not the order's, or more units than are left to refund (the message says which)", ['INVALID_REFUND']),
            '503': { $ref: '#/components/responses/OperatorApiDisabled' },
          },
        },
      },

      '/api/wishlist': {
        get: {
          summary: "The caller's wishlist, newest first, with its products as sold on one site",
          description: 'Signed-in customers only (spec §6). Products not sold on the site are in wishlist but not in items.',
          security: bearer,
          parameters: [cartSite],
          responses: {
            '200': { description: 'The wishlist', headers: noStore, content: json(ref('WishlistAnswer')) },
            '400': failure('A missing or unknown site', ['INVALID_QUERY']),
            '401': signInRequired,
          },
        },
      },
      '/api/wishlist/additem': {
        post: {
          summary: 'Add a product to the wishlist (spec §7)',
          description: 'The body is the item; only its sku is read. Adding a product again changes nothing.',
          security: bearer,
          requestBody: { required: true, content: json({ type: 'object', required: ['sku'], properties: { sku: productCode } }) },
          responses: {
            '200': { description: 'The skus of the wishlist', headers: noStore, content: json(ref('WishlistAnswer')) },
            '400': badBody(''),
            '401': signInRequired,
            '404': failure('No product has this sku', ['PRODUCT_NOT_FOUND']),
            '422': failure('The wishlist already holds its maximum of products', ['WISHLIST_FULL']),
          },
        },
      },
      '/api/wishlist/removeMultiple': {
        post: {
          summary: 'Remove products from the wishlist (spec §7)',
          description: 'Skus that are not in the wishlist are ignored.',
          security: bearer,
          requestBody: {
            required: true,
            content: json({ type: 'object', required: ['skus'], properties: { skus: { type: 'array', maxItems: 500, items: productCode } } }),
          },
          responses: {
            '200': { description: 'The skus of the wishlist', headers: noStore, content: json(ref('WishlistAnswer')) },
            '400': badBody(''),
            '401': signInRequired,
          },
        },
      },

      '/api/bookfair/organization/{org}': {
        get: {
          summary: 'An organization by its slug, for the organization state (spec §7)',
          description:
            'No auth. Active organizations only; its fairs (drafts left out), the one whose online shopping window is open now, reward rates as fractions and rewards so far. Cacheable for a minute.',
          parameters: [
            {
              name: 'org',
              in: 'path',
              required: true,
              schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 },
              description: "The organization's slug (the org query parameter)",
            },
          ],
          responses: {
            '200': { description: 'The organization', content: json(ref('OrganizationDetails')) },
            '400': failure('A slug that cannot be one (INVALID_PARAMS)', ['INVALID_PARAMS']),
            '404': failure('No active organization has this slug', ['ORGANIZATION_NOT_FOUND']),
          },
        },
      },
      '/api/bookfair/favorite': {
        get: {
          summary: "The caller's favourite organizations, most recent first (spec §7)",
          description: 'Signed-in customers only. The browser asks quietly: a 401 is not redirected to sign-in.',
          security: bearer,
          responses: {
            '200': { description: 'The favourites', headers: noStore, content: json(ref('FavoritesAnswer')) },
            '401': signInRequired,
          },
        },
      },
      '/api/bookfair/favorite/add/{id}': {
        get: {
          summary: 'Add an organization to the favourites (spec §7)',
          description: `Adding one already there changes nothing. At most ${FAVORITES_LIMIT} favourites.`,
          security: bearer,
          parameters: [favoriteId],
          responses: {
            '200': { description: 'The updated favourites', headers: noStore, content: json(ref('FavoritesAnswer')) },
            '400': failure('An id that cannot be an organization id (INVALID_PARAMS)', ['INVALID_PARAMS']),
            '401': signInRequired,
            '404': failure('No active organization has this id', ['ORGANIZATION_NOT_FOUND']),
            '422': failure('The favourites are full', ['FAVORITES_FULL']),
          },
        },
      },
      '/api/bookfair/favorite/delete/{id}': {
        delete: {
          summary: 'Remove an organization from the favourites (spec §7)',
          description: 'Removing one that is not there changes nothing.',
          security: bearer,
          parameters: [favoriteId],
          responses: {
            '200': { description: 'The updated favourites', headers: noStore, content: json(ref('FavoritesAnswer')) },
            '400': failure('An id that cannot be an organization id (INVALID_PARAMS)', ['INVALID_PARAMS']),
            '401': signInRequired,
          },
        },
      },
      '/api/admin/v1/products': {
        get: {
          summary: 'Back office: find products by title, SKU or ISBN',
          description: `Staff only (the admin scope, confirmed in the database on every call). SKU and ISBN match from their start, titles anywhere; at most ${ADMIN_SEARCH_LIMIT}, by title. Prices in cents.`,
          security: bearer,
          parameters: [{ name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: 100 } }],
          responses: {
            '200': {
              description: 'The products found',
              headers: noStore,
              content: json({ type: 'object', required: ['products'], properties: { products: { type: 'array', items: ref('AdminProduct') } } }),
            },
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
          },
        },
      },
      '/api/admin/v1/products/{sku}': {
        parameters: [{ name: 'sku', in: 'path', required: true, schema: { type: 'string', pattern: SKU_PATTERN } }],
        get: {
          summary: 'Back office: one product as staff edit it',
          security: bearer,
          responses: {
            '200': { description: 'The product', headers: noStore, content: json(ref('AdminProduct')) },
            '400': failure('An sku that cannot be one', ['INVALID_PARAMS']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No product has this sku', ['PRODUCT_NOT_FOUND']),
          },
        },
        put: {
          summary: 'Back office: change prices per currency, stock, order limit, sites and tags',
          description:
            "Prices are decimal strings as typed (12.99) and become cents; the sale price is optional and at most the regular price, which is at most the list price; the price charged is the sale price, else the regular one. Recorded in the audit log with the product before and after; the product's pages on both sites are refreshed at once.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['usd', 'cad', 'stock', 'maxPurchaseQty', 'sites', 'tags'],
              properties: {
                usd: {
                  type: 'object',
                  required: ['list', 'regular', 'sale'],
                  properties: {
                    list: { type: 'string', pattern: '^\\d{1,6}(\\.\\d{1,2})?$' },
                    regular: { type: 'string', pattern: '^\\d{1,6}(\\.\\d{1,2})?$' },
                    sale: { type: 'string', description: 'Empty for none' },
                  },
                },
                cad: {
                  type: 'object',
                  required: ['list', 'regular', 'sale'],
                  properties: {
                    list: { type: 'string', pattern: '^\\d{1,6}(\\.\\d{1,2})?$' },
                    regular: { type: 'string', pattern: '^\\d{1,6}(\\.\\d{1,2})?$' },
                    sale: { type: 'string', description: 'Empty for none' },
                  },
                },
                stock: { type: 'integer', minimum: 0, maximum: MAX_STOCK },
                maxPurchaseQty: { type: 'integer', minimum: 1, maximum: 99 },
                sites: { type: 'array', items: { type: 'string', enum: ['us', 'ca'] }, maxItems: 2 },
                tags: { type: 'array', maxItems: MAX_TAGS, items: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } },
              },
            }),
          },
          responses: {
            '200': { description: 'The product as saved', headers: noStore, content: json(ref('AdminProduct')) },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No product has this sku', ['PRODUCT_NOT_FOUND']),
          },
        },
      },
      '/api/admin/v1/catalog-uploads': {
        post: {
          summary: 'Back office: upload a catalogue file (ONIX 3.0 or CSV) and start importing it',
          description: `Staff only. The body is the file itself (not a form), streamed to disk as it arrives; at most ${MAX_IMPORT_BYTES / 1_048_576} MB. The import then runs in the background: follow it at the Location. One import at a time. A real import (not a dry run) is recorded in the audit log.`,
          security: bearer,
          parameters: [
            {
              name: 'name',
              in: 'query',
              required: true,
              schema: { type: 'string', maxLength: 255 },
              description: 'The file name; it tells the format when `format` is not given (.xml/.onix/.onx: ONIX, .csv: CSV)',
            },
            { name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['onix', 'csv'] } },
            {
              name: 'dryRun',
              in: 'query',
              required: false,
              schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
              description: 'Check and compare every record, write nothing',
            },
          ],
          requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
          responses: {
            '202': {
              description: 'The file arrived and its import started',
              headers: { ...noStore, Location: { schema: { type: 'string' } } },
              content: json(ref('CatalogImportJob')),
            },
            '400': failure('No file, an empty one, one cut off, or a name or format that cannot be told', ['INVALID_QUERY', 'EMPTY_FILE', 'UPLOAD_FAILED']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '409': failure('An import is running already', ['IMPORT_RUNNING']),
            '413': failure('A file larger than the limit', ['FILE_TOO_LARGE']),
          },
        },
      },
      '/api/admin/v1/catalog-imports/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        get: {
          summary: "Back office: an import's progress and, once done, its report",
          description:
            "Staff only. Jobs live in the server process that runs them (the last 20). The first look after a real import ends refreshes the storefront's cached pages.",
          security: bearer,
          responses: {
            '200': { description: 'The import', headers: noStore, content: json(ref('CatalogImportJob')) },
            '400': failure('An id that cannot be an import id', ['INVALID_PARAMS']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No import has this id on this server', ['IMPORT_NOT_FOUND']),
          },
        },
      },
      '/api/admin/v1/organizations': {
        get: {
          summary: 'Back office: find organizations by name, city or postal/ZIP code, and by status',
          description: `Staff only. Name and city match anywhere, postal/ZIP codes from their start (spaces ignored); every status unless one is asked for; pending ones first, then by name; at most ${ADMIN_ORGANIZATION_LIMIT}.`,
          security: bearer,
          parameters: [
            { name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: 100 } },
            { name: 'status', in: 'query', required: false, schema: { type: 'string', enum: [...ORGANIZATION_STATUSES] } },
          ],
          responses: {
            '200': {
              description: 'The organizations found',
              headers: noStore,
              content: json({
                type: 'object',
                required: ['organizations'],
                properties: { organizations: { type: 'array', items: ref('AdminOrganizationSummary') } },
              }),
            },
            '400': failure('q too long, or a status that is not one (INVALID_QUERY)', ['INVALID_QUERY']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
          },
        },
        post: {
          summary: 'Back office: register an organization that applied (pending until approved)',
          description:
            "Staff only. The organization starts pending: shoppers cannot find or select it until it is approved. Its slug comes from its name (with -2, -3… when taken). The address must fit the site's country. Recorded in the audit log.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['name', 'site', 'line1', 'city', 'region', 'postalCode'],
              properties: {
                name: { type: 'string', minLength: 2, maxLength: ORGANIZATION_NAME_MAX },
                site: { type: 'string', enum: ['us', 'ca'] },
                line1: { type: 'string', minLength: 1, maxLength: 120 },
                city: { type: 'string', minLength: 1, maxLength: 80 },
                region: { type: 'string', pattern: '^[A-Za-z]{2}$' },
                postalCode: { type: 'string', maxLength: 10 },
                logoUrl: { type: 'string', maxLength: LOGO_URL_MAX, default: '', description: 'An https:// address, or empty' },
                description: { type: 'string', maxLength: DESCRIPTION_MAX, default: '' },
              },
            }),
          },
          responses: {
            '201': { description: 'The organization, pending', headers: noStore, content: json(ref('AdminOrganization')) },
            '400': badBody(''),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '422': failure("A region or postal code that does not fit the site's country (INVALID_ADDRESS, fields named in message)", ['INVALID_ADDRESS']),
          },
        },
      },
      '/api/admin/v1/organizations/{slug}': {
        parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 } }],
        get: {
          summary: 'Back office: one organization with its organizers, fairs and rewards balance',
          security: bearer,
          responses: {
            '200': { description: 'The organization', headers: noStore, content: json(ref('AdminOrganization')) },
            '400': failure('A slug that cannot be one', ['INVALID_PARAMS']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No organization has this slug', ['ORGANIZATION_NOT_FOUND']),
          },
        },
      },
      '/api/admin/v1/organizations/{slug}/status': {
        parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 } }],
        put: {
          summary: 'Back office: approve, suspend or reactivate an organization',
          description:
            'Staff only. active approves a pending organization or reactivates a suspended one; suspended takes it out of Find a Fair, selection, favourites and the organization API, and its orders earn nothing. The status it has already changes nothing. Recorded in the audit log (organization.approve, .suspend, .reactivate).',
          security: bearer,
          requestBody: {
            required: true,
            content: json({ type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['active', 'suspended'] } } }),
          },
          responses: {
            '200': { description: 'The organization now', headers: noStore, content: json(ref('AdminOrganization')) },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No organization has this slug', ['ORGANIZATION_NOT_FOUND']),
            '409': failure('The organization its site features cannot be suspended: feature another first (ORGANIZATION_FEATURED)', ['ORGANIZATION_FEATURED']),
          },
        },
      },
      '/api/admin/v1/organizations/{slug}/reward-rates': {
        parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 } }],
        put: {
          summary: "Back office: set an organization's reward rates",
          description: `Staff only. Percentages as typed ("5", "7.5", "12.25%"), at most two decimals and ${MAX_REWARD_BP / 100}%, kept in basis points. Orders paid from now on earn at them; rewards already earned stay. Recorded in the audit log.`,
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['base', 'bookfair'],
              properties: {
                base: { type: 'string', pattern: '^\\d{1,3}(\\.\\d{1,2})?%?$', description: 'Percent of every order' },
                bookfair: { type: 'string', pattern: '^\\d{1,3}(\\.\\d{1,2})?%?$', description: 'Percent more during a fair' },
              },
            }),
          },
          responses: {
            '200': { description: 'The organization now', headers: noStore, content: json(ref('AdminOrganization')) },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No organization has this slug', ['ORGANIZATION_NOT_FOUND']),
          },
        },
      },
      '/api/admin/v1/featured-organizations': {
        get: {
          summary: 'Back office: the organization each site features, with the latest changes of that choice',
          security: bearer,
          responses: {
            '200': {
              description: 'Per site',
              headers: noStore,
              content: json({
                type: 'object',
                required: ['sites'],
                properties: {
                  sites: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['site', 'organization', 'history'],
                      properties: {
                        site: { type: 'string', enum: ['us', 'ca'] },
                        organization: { oneOf: [ref('AdminOrganizationSummary'), { type: 'null' }] },
                        history: { type: 'array', items: { type: 'object' } },
                      },
                    },
                  },
                },
              }),
            },
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
          },
        },
      },
      '/api/admin/v1/featured-organizations/{site}': {
        parameters: [{ name: 'site', in: 'path', required: true, schema: { type: 'string', enum: ['us', 'ca'] } }],
        put: {
          summary: "Back office: feature an organization on a site's home and help pages",
          description:
            'Staff only. An active organization of that site; the pages show it as soon as the change commits (revalidated by tag). Without a choice a site features the default of its config. Recorded in the audit log (featured-organization.set).',
          security: bearer,
          requestBody: {
            required: true,
            content: json({ type: 'object', required: ['org'], properties: { org: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 } } }),
          },
          responses: {
            '200': {
              description: 'The choice',
              headers: noStore,
              content: json({
                type: 'object',
                required: ['site', 'org'],
                properties: { site: { type: 'string', enum: ['us', 'ca'] }, org: { type: 'string' } },
              }),
            },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No organization has this slug', ['ORGANIZATION_NOT_FOUND']),
            '422': failure('An organization of the other site, or one pending or suspended', ['ORGANIZATION_OF_ANOTHER_SITE', 'ORGANIZATION_NOT_ACTIVE']),
          },
        },
      },
      '/api/admin/v1/lists': {
        get: {
          summary: 'Back office: every curated and bestseller list of both sites',
          description: 'Staff only. By site, kind and their order in the shop.',
          security: bearer,
          responses: {
            '200': {
              description: 'The lists',
              headers: noStore,
              content: json({ type: 'object', required: ['lists'], properties: { lists: { type: 'array', items: ref('AdminListSummary') } } }),
            },
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
          },
        },
        post: {
          summary: 'Back office: create a curated or bestseller list on one site',
          description:
            "Staff only. The new list comes last among the site's lists of its kind, with no products. Recorded in the audit log; the site's list pages are refreshed at once.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['site', 'kind', 'slug', 'title'],
              properties: {
                site: { type: 'string', enum: ['us', 'ca'] },
                kind: { type: 'string', enum: [...LIST_KINDS] },
                slug: { type: 'string', maxLength: MAX_LIST_SLUG, pattern: LIST_SLUG_PATTERN, description: 'Unique per site and kind' },
                title: { type: 'string', minLength: 1, maxLength: MAX_LIST_TITLE },
                description: { type: 'string', maxLength: MAX_LIST_DESCRIPTION, default: '' },
              },
            }),
          },
          responses: {
            '201': { description: 'The new list', headers: noStore, content: json(ref('AdminList')) },
            '400': badBody(''),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '409': failure('The site already has a list of this kind at this address', ['LIST_SLUG_TAKEN']),
            '422': failure(`The site already has ${MAX_LISTS} lists of this kind`, ['TOO_MANY_LISTS']),
          },
        },
      },
      '/api/admin/v1/lists/order': {
        put: {
          summary: "Back office: the order of a site's lists of one kind",
          description:
            "Staff only. The whole order in one request, naming each of the site's lists of that kind once; written in one transaction with an audit entry (before and after, as addresses). The home page shows the first three curated lists.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['site', 'kind', 'ids'],
              properties: {
                site: { type: 'string', enum: ['us', 'ca'] },
                kind: { type: 'string', enum: [...LIST_KINDS] },
                ids: {
                  type: 'array',
                  maxItems: MAX_LISTS,
                  items: { type: 'integer', minimum: 1 },
                  description: "The lists' ids in their new order, each once",
                },
              },
            }),
          },
          responses: {
            '200': {
              description: "The site's lists of that kind in their new order",
              headers: noStore,
              content: json({ type: 'object', required: ['lists'], properties: { lists: { type: 'array', items: ref('AdminListSummary') } } }),
            },
            '400': badBody('a list named twice'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '409': failure("The ids are not exactly the site's lists of that kind (message names the strays and the missing); nothing changed", [
              'LISTS_MISMATCH',
            ]),
          },
        },
      },
      '/api/admin/v1/lists/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        get: {
          summary: 'Back office: one list with its products in order',
          security: bearer,
          responses: {
            '200': { description: 'The list', headers: noStore, content: json(ref('AdminList')) },
            '400': failure('An id that cannot be a list id', ['INVALID_PARAMS']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No list has this id', ['LIST_NOT_FOUND']),
          },
        },
        put: {
          summary: "Back office: change a list's title and description",
          description: "Staff only. Recorded in the audit log; the site's home and list pages are refreshed at once.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['title', 'description'],
              properties: {
                title: { type: 'string', minLength: 1, maxLength: MAX_LIST_TITLE },
                description: { type: 'string', maxLength: MAX_LIST_DESCRIPTION },
              },
            }),
          },
          responses: {
            '200': { description: 'The list as saved', headers: noStore, content: json(ref('AdminList')) },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No list has this id', ['LIST_NOT_FOUND']),
          },
        },
      },
      '/api/admin/v1/lists/{id}/items': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        put: {
          summary: "Back office: put a list's products in a new order",
          description:
            "Staff only. The whole order in one request: the SKUs of exactly the list's products, each once. Positions are written in one transaction with an audit entry (the order before and after, as SKUs); the site's home page and the list's page show the new order at once.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['skus'],
              properties: { skus: { type: 'array', maxItems: MAX_LIST_ITEMS, items: { type: 'string', pattern: SKU_PATTERN } } },
            }),
          },
          responses: {
            '200': { description: 'The list in its new order', headers: noStore, content: json(ref('AdminList')) },
            '400': badBody('a SKU named twice', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No list has this id', ['LIST_NOT_FOUND']),
            '409': failure("The SKUs are not exactly the list's products (message names the strays and the missing); nothing changed", ['LIST_ITEMS_MISMATCH']),
          },
        },
        post: {
          summary: 'Back office: add a product to the end of a list',
          description: "Staff only. By SKU or ISBN-13 (hyphens allowed); the product must be sold on the list's site. Recorded in the audit log.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['sku'],
              properties: { sku: { type: 'string', pattern: SKU_PATTERN, description: 'SKU or ISBN-13' } },
            }),
          },
          responses: {
            '200': { description: 'The list with the product last', headers: noStore, content: json(ref('AdminList')) },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No list has this id, or no product this SKU or ISBN', ['LIST_NOT_FOUND', 'PRODUCT_NOT_FOUND']),
            '409': failure('The product is on the list already', ['ALREADY_IN_LIST']),
            '422': failure(`The product is not sold on the list's site, or the list holds ${MAX_LIST_ITEMS} products`, ['NOT_SOLD_ON_SITE', 'LIST_FULL']),
          },
        },
      },
      '/api/admin/v1/lists/{id}/items/{sku}': {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'sku', in: 'path', required: true, schema: { type: 'string', pattern: SKU_PATTERN } },
        ],
        delete: {
          summary: 'Back office: take a product off a list',
          description: 'Staff only. The others keep their order. Recorded in the audit log.',
          security: bearer,
          responses: {
            '200': { description: 'The list without the product', headers: noStore, content: json(ref('AdminList')) },
            '400': failure('An id or SKU that cannot be one', ['INVALID_PARAMS']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No list has this id, or the product is not on it', ['LIST_NOT_FOUND', 'NOT_IN_LIST']),
          },
        },
      },
      '/api/admin/v1/users/scopes': {
        post: {
          summary: "Back office: give or take a customer account's organizer or staff scope",
          description:
            "Staff only. Recorded in the audit log; takes effect at the account's next sign-in (admin APIs check the database on every call, so a taken admin scope shuts them at once). Giving a scope it has, or taking one it lacks, changes nothing.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['email', 'scope', 'granted'],
              properties: {
                email: { type: 'string', format: 'email', maxLength: 254 },
                scope: { type: 'string', enum: [...GRANTABLE_SCOPES] },
                granted: { type: 'boolean' },
              },
            }),
          },
          responses: {
            '200': {
              description: "The account's scopes now",
              headers: noStore,
              content: json({
                type: 'object',
                required: ['email', 'scopes'],
                properties: { email: { type: 'string' }, scopes: { type: 'array', items: { type: 'string' } } },
              }),
            },
            '400': badBody(''),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No account has this email', ['USER_NOT_FOUND']),
            '409': failure('A guest session (GUEST_ACCOUNT), or staff taking away their own admin scope (OWN_ADMIN_SCOPE)', [
              'GUEST_ACCOUNT',
              'OWN_ADMIN_SCOPE',
            ]),
          },
        },
      },
      '/api/admin/v1/coupons': {
        get: {
          summary: 'Back office: every coupon, active ones first',
          description: 'Staff only. Money in cents per currency; times ISO 8601 or null.',
          security: bearer,
          responses: {
            '200': {
              description: 'The coupons',
              headers: noStore,
              content: json({ type: 'object', required: ['coupons'], properties: { coupons: { type: 'array', items: ref('AdminCoupon') } } }),
            },
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
          },
        },
        post: {
          summary: 'Back office: create a coupon',
          description:
            'Staff only; recorded in the audit log. The code is letters and digits (typed in any case, saved in capitals). A percent coupon has a percentOff from 1 to 100 and empty amounts; an amount coupon has both amounts off above 0 (decimal strings, like 5.00) and an empty percentOff. Empty minimums mean none; empty times mean from now / no end, and the end must come after the start.',
          security: bearer,
          requestBody: { required: true, content: json(couponBody(true)) },
          responses: {
            '201': { description: 'The coupon as saved', headers: noStore, content: json(ref('AdminCoupon')) },
            '400': badBody(''),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '409': failure('A coupon has this code already', ['COUPON_EXISTS']),
          },
        },
      },
      '/api/admin/v1/coupons/{code}': {
        parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9A-Za-z]{1,32}$' } }],
        put: {
          summary: 'Back office: change a coupon, or switch it off (active false) or on again',
          description:
            'Staff only; recorded in the audit log (coupon.update, coupon.deactivate or coupon.reactivate) with the coupon before and after. The same rules as creating one; the usage limit cannot go below the uses already counted. Carts holding the code are priced by what it says now: an inactive code gives nothing.',
          security: bearer,
          requestBody: { required: true, content: json(couponBody(false)) },
          responses: {
            '200': { description: 'The coupon as saved', headers: noStore, content: json(ref('AdminCoupon')) },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No coupon has this code', ['COUPON_NOT_FOUND']),
            '409': failure('A usage limit below the uses already made', ['USAGE_LIMIT_BELOW_USED']),
          },
        },
      },
      '/api/admin/v1/promotions': {
        get: {
          summary: 'Back office: every automatic promotion, active ones first',
          security: bearer,
          responses: {
            '200': {
              description: 'The promotions',
              headers: noStore,
              content: json({ type: 'object', required: ['promotions'], properties: { promotions: { type: 'array', items: ref('AdminPromotion') } } }),
            },
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
          },
        },
        post: {
          summary: 'Back office: create an automatic promotion (buy at least minQuantity items of a format, save percentOff on them)',
          description: "Staff only; recorded in the audit log. The format must be one of the catalogue's.",
          security: bearer,
          requestBody: { required: true, content: json(promotionBody) },
          responses: {
            '201': { description: 'The promotion as saved', headers: noStore, content: json(ref('AdminPromotion')) },
            '400': badBody(''),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '422': failure('No product has this format', ['UNKNOWN_FORMAT']),
          },
        },
      },
      '/api/admin/v1/promotions/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }],
        put: {
          summary: 'Back office: change an automatic promotion, or switch it off (active false) or on again',
          description: 'Staff only; recorded in the audit log with the promotion before and after. Carts are priced by it at once.',
          security: bearer,
          requestBody: { required: true, content: json(promotionBody) },
          responses: {
            '200': { description: 'The promotion as saved', headers: noStore, content: json(ref('AdminPromotion')) },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No promotion has this id', ['PROMOTION_NOT_FOUND']),
            '422': failure('No product has this format', ['UNKNOWN_FORMAT']),
          },
        },
      },
      '/api/admin/v1/support-requests/{id}/replies': {
        parameters: [supportRequestId],
        post: {
          summary: 'Back office: reply to any support request as staff',
          description: `Staff only; recorded in the audit log. The request becomes answered and the customer is emailed a link to it. Without authorName the reply is signed “${DEFAULT_STAFF_NAME}”.`,
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['message'],
              properties: {
                message: { type: 'string', minLength: 1, maxLength: REPLY_MAX_LENGTH },
                authorName: { type: 'string', maxLength: AUTHOR_NAME_MAX_LENGTH },
              },
            }),
          },
          responses: {
            '201': {
              description: 'The request with the reply',
              headers: noStore,
              content: json({ type: 'object', required: ['request'], properties: { request: ref('SupportRequestDetail') } }),
            },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No request has this id', ['SUPPORT_REQUEST_NOT_FOUND']),
          },
        },
      },
      '/api/admin/v1/support-requests/{id}/close': {
        parameters: [supportRequestId],
        post: {
          summary: 'Back office: close any support request',
          description: 'Staff only; recorded in the audit log. The customer writing again reopens it.',
          security: bearer,
          responses: {
            '200': {
              description: 'The closed request',
              headers: noStore,
              content: json({ type: 'object', required: ['request'], properties: { request: ref('SupportRequestDetail') } }),
            },
            '400': failure('An id that cannot be a request id', ['INVALID_PARAMS']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No request has this id', ['SUPPORT_REQUEST_NOT_FOUND']),
          },
        },
      },
      '/api/admin/v1/orders': {
        get: {
          summary: 'Back office: find orders by number, customer email, status and site',
          description: `Staff only. A whole order number (any case, with or without BF-) matches that order, the start of one (BF-7K2M) its orders, other words any part of the customer's email; newest first, at most ${ADMIN_ORDERS_LIMIT}. Without q, the newest orders. Money in cents.`,
          security: bearer,
          parameters: [
            { name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: ORDER_QUERY_MAX } },
            { name: 'status', in: 'query', required: false, schema: orderStatus },
            { name: 'site', in: 'query', required: false, schema: { type: 'string', enum: ['us', 'ca'] } },
          ],
          responses: {
            '200': {
              description: 'The orders found',
              headers: noStore,
              content: json({ type: 'object', required: ['orders'], properties: { orders: { type: 'array', items: ref('AdminOrderSummary') } } }),
            },
            '400': failure('A status or site that is not one, or a search over ' + ORDER_QUERY_MAX + ' characters', ['VALIDATION_FAILED']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
          },
        },
      },
      '/api/admin/v1/orders/{number}': {
        parameters: [orderNumber],
        get: {
          summary: 'Back office: one order with its customer, lines, totals, payments, refunds, timeline and audit history',
          security: bearer,
          responses: {
            '200': { description: 'The order', headers: noStore, content: json(ref('AdminOrder')) },
            '400': failure('A number that cannot be an order number', ['INVALID_PARAMS']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No order has this number', ['ORDER_NOT_FOUND']),
          },
        },
      },
      '/api/admin/v1/orders/{number}/ship': {
        parameters: [orderNumber],
        post: {
          summary: 'Back office: mark a paid order shipped',
          description:
            "Staff only. The order's timeline gets the step (with the note, e.g. a tracking number) and the audit log its entry, in one transaction; the customer's order page shows it at once.",
          security: bearer,
          requestBody: { required: true, content: json({ type: 'object', properties: { note: { type: 'string', maxLength: ORDER_NOTE_MAX, default: '' } } }) },
          responses: {
            '200': { description: 'The order now', headers: noStore, content: json(ref('AdminOrder')) },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No order has this number', ['ORDER_NOT_FOUND']),
            '409': failure('The order is not paid (already shipped, refunded, never paid…)', ['INVALID_STATUS_CHANGE']),
          },
        },
      },
      '/api/admin/v1/orders/{number}/refunds': {
        parameters: [orderNumber],
        post: {
          summary: 'Back office: refund an order in full, or units of some lines',
          description:
            "Staff only. `full: true` refunds everything not yet refunded (with the shipping); `lines` refunds those units (the shipping with the refund that leaves nothing else). Units go back in stock, gift card money back on the cards, the rest to the card; eCards bought on the lines are disabled; the organization's rewards are reversed; the customer gets an email. The audit entry (status and amounts before and after) is written in the refund's transaction.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              properties: {
                full: { type: 'boolean', default: false },
                lines: {
                  type: 'array',
                  maxItems: REFUND_LINES_MAX,
                  items: {
                    type: 'object',
                    required: ['lineId', 'quantity'],
                    properties: { lineId: { type: 'integer', minimum: 1 }, quantity: { type: 'integer', minimum: 1, maximum: 999 } },
                  },
                  description: "Units per line (the ids of the order's lines); not with full",
                },
                reason: { type: 'string', maxLength: REFUND_REASON_MAX, default: '' },
              },
            }),
          },
          responses: {
            '201': {
              description: 'The refund made, and the order now',
              headers: noStore,
              content: json({
                allOf: [
                  ref('AdminOrder'),
                  {
                    type: 'object',
                    required: ['refund'],
                    properties: {
                      refund: {
                        type: 'object',
                        required: ['amountCents', 'toCardCents', 'toGiftCardsCents', 'shippingCents', 'lines'],
                        properties: {
                          amountCents: { type: 'integer' },
                          toCardCents: { type: 'integer' },
                          toGiftCardsCents: { type: 'integer' },
                          shippingCents: { type: 'integer' },
                          lines: { type: 'array', items: { type: 'object' } },
                        },
                      },
                    },
                  },
                ],
              }),
            },
            '400': badBody('neither full nor lines, or both', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No order has this number', ['ORDER_NOT_FOUND']),
            '409': failure('Not refundable now (refunded already, never paid…), an eCard already spent, or no card payment to refund to', [
              'NOT_REFUNDABLE',
              'GIFT_CARD_ALREADY_USED',
              'NO_CARD_PAYMENT',
            ]),
            '422': failure('A line not on the order, or more units than are left to refund (named in message)', ['INVALID_REFUND']),
          },
        },
      },
      '/api/admin/v1/gift-cards/lookup': {
        post: {
          summary: 'Back office: find a gift card by its code',
          description:
            'Staff only. The code goes in the body, never in an address (codes are secrets and addresses are logged); any case, with or without dashes.',
          security: bearer,
          requestBody: { required: true, content: json({ type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 40 } } }) },
          responses: {
            '200': { description: 'The gift card', headers: noStore, content: json(ref('AdminGiftCard')) },
            '400': badBody('a code that cannot be one'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No gift card has this code', ['GIFT_CARD_NOT_FOUND']),
          },
        },
      },
      '/api/admin/v1/gift-cards/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        get: {
          summary: 'Back office: one gift card with its transactions',
          security: bearer,
          responses: {
            '200': { description: 'The gift card', headers: noStore, content: json(ref('AdminGiftCard')) },
            '400': failure('An id that cannot be one', ['INVALID_PARAMS']),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No gift card has this id', ['GIFT_CARD_NOT_FOUND']),
          },
        },
      },
      '/api/admin/v1/gift-cards/{id}/status': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        put: {
          summary: 'Back office: disable a gift card, or enable it again',
          description:
            'Staff only. A disabled card is refused at checkout and shows as inactive to the balance check. Recorded in the audit log (status before and after, the reason); a card already in that state is left as it is.',
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['status'],
              properties: { status: { type: 'string', enum: [...GIFT_CARD_STATUSES] }, reason: { type: 'string', maxLength: REFUND_REASON_MAX, default: '' } },
            }),
          },
          responses: {
            '200': { description: 'The gift card now', headers: noStore, content: json(ref('AdminGiftCard')) },
            '400': badBody('', 'INVALID_PARAMS'),
            '401': signInRequired,
            '403': failure("Not the shop's staff (ADMIN_ONLY)", ['ADMIN_ONLY']),
            '404': failure('No gift card has this id', ['GIFT_CARD_NOT_FOUND']),
            '409': failure('An eCard refunded to its buyer cannot be enabled again', ['GIFT_CARD_REFUNDED']),
          },
        },
      },
      '/api/geolocation/v1/country': {
        get: {
          summary: "The visitor's country and the site that serves it (spec §4 geolocation prompt)",
          description:
            "No auth. The country comes from the CDN's header (cf-ipcountry, x-vercel-ip-country, cloudfront-viewer-country), else from the client address in an offline IP-to-country database (GeoLite2 data), or the GEO_COUNTRY setting in development. Canada is served by the ca site and the United States by the us site; other countries get no site, so no prompt. Personal, never cached.",
          responses: {
            '200': {
              description: 'The country as far as it is known',
              content: json({
                type: 'object',
                required: ['country', 'site', 'countryCode'],
                properties: {
                  country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$', description: 'ISO 3166 alpha-2; null when unknown (private or local addresses)' },
                  site: { type: ['string', 'null'], enum: ['us', 'ca', null], description: 'The site for this country, if one serves it' },
                  countryCode: { type: ['string', 'null'], enum: ['USA', 'CAN', null], description: "The spec's country code of that site" },
                },
              }),
            },
          },
        },
      },
      '/api/bookfair/v1/organizations': {
        get: {
          summary: 'Find a Fair: organizations by name, city or postal/ZIP code',
          description: `No auth. A site\'s active organizations whose name or city contains the words, or whose postal/ZIP code starts with them, by name; at most ${FIND_A_FAIR_LIMIT}, with the fair whose online window is open now. The same for everyone (the browser puts favourites first), so cacheable for a minute. No words, no organizations.`,
          parameters: [
            { name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: 80 }, description: 'Name, city or postal/ZIP code, as typed' },
            {
              name: 'site',
              in: 'query',
              required: true,
              schema: { type: 'string', enum: ['us', 'ca'] },
              description: 'The site whose organizations to look in',
            },
          ],
          responses: {
            '200': {
              description: 'The organizations found',
              content: json({
                type: 'object',
                required: ['organizations'],
                properties: {
                  organizations: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['_id', 'org', 'name', 'city', 'region', 'postalCode', 'activeFair', 'favorite'],
                      properties: {
                        _id: { type: 'integer' },
                        org: { type: 'string' },
                        name: { type: 'string' },
                        city: { type: 'string' },
                        region: { type: 'string' },
                        postalCode: { type: 'string' },
                        activeFair: { type: ['string', 'null'], description: 'The name of the fair whose online window is open now' },
                        favorite: { type: 'boolean', description: 'Always false here: favourites are personal' },
                      },
                    },
                  },
                },
              }),
            },
            '400': failure('q longer than 80 characters or an unknown site (INVALID_QUERY)', ['INVALID_QUERY']),
          },
        },
      },
      '/api/bookfair/v1/organizations/{slug}': {
        get: {
          summary: 'Organization Manager: an organization the caller organizes',
          description: 'Organizers only, of this organization. Its profile, its organizers, open invitations and its rewards balance.',
          security: bearer,
          parameters: [managedSlug],
          responses: {
            '200': { description: 'The organization', headers: noStore, content: json(ref('ManagedOrganization')) },
            '400': badManagedPath,
            '401': signInRequired,
            '403': organizerOnly,
            '404': notOrganized,
          },
        },
        put: {
          summary: 'Organization Manager: change the name, address, logo and description',
          description: "The region and postal code must fit the organization's country (its site); the logo must be https:// or empty.",
          security: bearer,
          parameters: [managedSlug],
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['name', 'line1', 'city', 'region', 'postalCode'],
              properties: {
                name: { type: 'string', minLength: 2, maxLength: ORGANIZATION_NAME_MAX },
                line1: { type: 'string', minLength: 1, maxLength: 120 },
                city: { type: 'string', minLength: 1, maxLength: 80 },
                region: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'The state or province code, like IL or ON' },
                postalCode: { type: 'string', maxLength: 10, description: 'A ZIP code (US) or postal code (CA) in that region' },
                logoUrl: { type: 'string', maxLength: LOGO_URL_MAX, default: '', description: 'An https:// address of the logo, or empty for none' },
                description: { type: 'string', maxLength: DESCRIPTION_MAX, default: '' },
              },
            }),
          },
          responses: {
            '200': { description: 'The saved organization', headers: noStore, content: json(ref('ManagedOrganization')) },
            '400': {
              description: 'A slug that cannot be one, a body that is not JSON, or a field that breaks the rules (named in message)',
              content: json(errorWith(['INVALID_PARAMS', 'INVALID_JSON', 'VALIDATION_FAILED'])),
            },
            '401': signInRequired,
            '403': organizerOnly,
            '404': notOrganized,
            '422': failure("A region or postal code that does not fit the organization's country (the field is named in message)", ['INVALID_ADDRESS']),
          },
        },
      },
      '/api/bookfair/v1/organizations/{slug}/fairs': {
        get: {
          summary: "Book Fair Manager: the organization's fairs, the shop link and its QR code",
          description: 'Organizers only, of this organization. Fairs newest first, drafts and closed ones included, each with its goal progress.',
          security: bearer,
          parameters: [managedSlug],
          responses: {
            '200': {
              description: 'The fairs',
              headers: noStore,
              content: json({
                type: 'object',
                required: ['organization', 'shopUrl', 'qrCodeSvg', 'fairs'],
                properties: {
                  organization: {
                    type: 'object',
                    required: ['org', 'name', 'currency'],
                    properties: { org: { type: 'string' }, name: { type: 'string' }, currency: { type: 'string', enum: ['USD', 'CAD'] } },
                  },
                  shopUrl: { type: 'string', format: 'uri', description: 'The link that selects the organization: {PUBLIC_URL}[/ca]/org/{slug}' },
                  qrCodeSvg: { type: 'string', description: 'The shop link as a QR code, an SVG document' },
                  fairs: { type: 'array', items: ref('ManagedFair') },
                },
              }),
            },
            '400': badManagedPath,
            '401': signInRequired,
            '403': organizerOnly,
            '404': notOrganized,
          },
        },
        post: {
          summary: 'Book Fair Manager: create a fair, as a draft',
          description: "Dates are whole days; the online shopping window defaults to the fair's dates. Schedule it to show it to families.",
          security: bearer,
          parameters: [managedSlug],
          requestBody: fairBody,
          responses: {
            '201': fairAnswer('The new fair'),
            '400': {
              description: 'A slug that cannot be one, a body that is not JSON, or a field that breaks the rules (named in message)',
              content: json(errorWith(['INVALID_PARAMS', 'INVALID_JSON', 'VALIDATION_FAILED'])),
            },
            '401': signInRequired,
            '403': organizerOnly,
            '404': notOrganized,
          },
        },
      },
      '/api/bookfair/v1/organizations/{slug}/fairs/{id}': {
        put: {
          summary: 'Book Fair Manager: change a draft or scheduled fair',
          description: 'A closed fair cannot be changed.',
          security: bearer,
          parameters: [managedSlug, fairIdParameter],
          requestBody: fairBody,
          responses: {
            '200': fairAnswer('The changed fair'),
            '400': {
              description: 'A slug or id that cannot be one, a body that is not JSON, or a field that breaks the rules (named in message)',
              content: json(errorWith(['INVALID_PARAMS', 'INVALID_JSON', 'VALIDATION_FAILED'])),
            },
            '401': signInRequired,
            '403': organizerOnly,
            '404': notOrganizedOrNoFair,
            '409': failure('The fair is closed', ['FAIR_CLOSED']),
          },
        },
      },
      '/api/bookfair/v1/organizations/{slug}/fairs/{id}/schedule': {
        post: {
          summary: 'Book Fair Manager: schedule a draft fair',
          description: 'draft → scheduled: families see it, and orders inside its online window earn bookfair rewards.',
          security: bearer,
          parameters: [managedSlug, fairIdParameter],
          responses: {
            '200': fairAnswer('The scheduled fair'),
            '400': badManagedPath,
            '401': signInRequired,
            '403': organizerOnly,
            '404': notOrganizedOrNoFair,
            '409': failure('The fair is not a draft (already scheduled, or closed)', ['FAIR_NOT_DRAFT']),
          },
        },
      },
      '/api/bookfair/v1/organizations/{slug}/fairs/{id}/close': {
        post: {
          summary: 'Book Fair Manager: close a fair',
          description: 'A draft or scheduled fair becomes closed: it no longer earns bookfair rewards or ships to the organization.',
          security: bearer,
          parameters: [managedSlug, fairIdParameter],
          responses: {
            '200': fairAnswer('The closed fair'),
            '400': badManagedPath,
            '401': signInRequired,
            '403': organizerOnly,
            '404': notOrganizedOrNoFair,
            '409': failure('The fair is already closed', ['FAIR_CLOSED']),
          },
        },
      },
      '/api/bookfair/v1/organizations/{slug}/invitations': {
        post: {
          summary: 'Organization Manager: invite a co-organizer by email',
          description: `Emails a link that works once, for ${INVITATION_DAYS} days, for the account of that email address. Only a hash of the link's token is stored.`,
          security: bearer,
          parameters: [managedSlug],
          requestBody: {
            required: true,
            content: json({ type: 'object', required: ['email'], properties: { email: { type: 'string', maxLength: 254, format: 'email' } } }),
          },
          responses: {
            '201': {
              description: 'The invitation was sent',
              headers: noStore,
              content: json({
                type: 'object',
                required: ['email', 'expiresAt'],
                properties: { email: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
              }),
            },
            '400': {
              description: 'A slug that cannot be one, a body that is not JSON, or an email address that is not one',
              content: json(errorWith(['INVALID_PARAMS', 'INVALID_JSON', 'VALIDATION_FAILED'])),
            },
            '401': signInRequired,
            '403': organizerOnly,
            '404': notOrganized,
            '409': failure('That email address already organizes the organization', ['ALREADY_ORGANIZER']),
          },
        },
      },
      '/api/bookfair/v1/invitations/accept': {
        post: {
          summary: 'Accept an invitation to co-organize',
          description:
            'Any signed-in customer whose email the invitation was sent to: they join the organization and get the organizer scope (the next session read shows it).',
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['token'],
              properties: { token: { type: 'string', minLength: 20, maxLength: 200, description: 'The token of the invitation link' } },
            }),
          },
          responses: {
            '200': {
              description: 'The organization joined',
              headers: noStore,
              content: json({
                type: 'object',
                required: ['org', 'name', 'site'],
                properties: { org: { type: 'string' }, name: { type: 'string' }, site: { type: 'string', enum: ['us', 'ca'] } },
              }),
            },
            '400': badBody(''),
            '401': signInRequired,
            '403': failure('The invitation was sent to another email address', ['INVITATION_FOR_ANOTHER_EMAIL']),
            '404': failure('No invitation has this token', ['INVITATION_NOT_FOUND']),
            '409': failure('The invitation was already used', ['INVITATION_USED']),
            '410': failure(`The invitation expired (after ${INVITATION_DAYS} days)`, ['INVITATION_EXPIRED']),
          },
        },
      },

      '/api/support/v1/requests': {
        get: {
          summary: "The caller's support requests, the most recent activity first",
          description: "Signed-in customers only; both sites' requests. At most the 200 most recent.",
          security: bearer,
          responses: {
            '200': {
              description: 'The requests',
              headers: noStore,
              content: json({ type: 'object', required: ['requests'], properties: { requests: { type: 'array', items: ref('SupportRequestSummary') } } }),
            },
            '401': signInRequired,
          },
        },
        post: {
          summary: 'Open a support request with a first message',
          description: "The request is open (waiting for staff). An order number, if given, must be one of the caller's orders.",
          security: bearer,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['topic', 'message', 'site'],
              properties: {
                topic: {
                  type: 'string',
                  enum: SUPPORT_TOPICS.map((topic) => topic.id),
                  description: SUPPORT_TOPICS.map((topic) => `${topic.id}: ${topic.label}`).join('; '),
                },
                orderNumber: {
                  type: 'string',
                  maxLength: 40,
                  pattern: ORDER_NUMBER_PATTERN,
                  description: 'Trimmed and upper-cased; empty or left out when the request is not about an order',
                  example: 'BF-7K2M-Q9XD',
                },
                message: { type: 'string', minLength: MESSAGE_MIN_LENGTH, maxLength: MESSAGE_MAX_LENGTH, description: 'Trimmed' },
                site: { type: 'string', enum: ['us', 'ca'], description: 'The site the customer writes from' },
              },
            }),
          },
          responses: {
            '201': supportRequestAnswer('The new request with its first message'),
            '400': badBody(''),
            '401': signInRequired,
            '422': failure("The order number is not one of the caller's orders", ['UNKNOWN_ORDER_NUMBER']),
          },
        },
      },
      '/api/support/v1/requests/{id}': {
        parameters: [supportRequestId],
        get: {
          summary: "One of the caller's support requests with its conversation",
          security: bearer,
          responses: {
            '200': supportRequestAnswer('The request'),
            '400': failure('An id that is not a request number', ['INVALID_PARAMS']),
            '401': signInRequired,
            '404': supportRequestNotFound,
          },
        },
      },
      '/api/support/v1/requests/{id}/messages': {
        parameters: [supportRequestId],
        post: {
          summary: "Write to one of the caller's support requests",
          description: 'The request goes back to open (waiting for staff), even when it was answered or closed.',
          security: bearer,
          requestBody: { required: true, content: json({ type: 'object', required: ['message'], properties: { message: replyMessage } }) },
          responses: {
            '201': supportRequestAnswer('The request with the new message'),
            '400': badBody('an id that is not a request number (INVALID_PARAMS)', 'INVALID_PARAMS'),
            '401': signInRequired,
            '404': supportRequestNotFound,
          },
        },
      },
      '/api/support/v1/requests/{id}/close': {
        parameters: [supportRequestId],
        post: {
          summary: "Close one of the caller's support requests",
          description: 'Closing a closed request changes nothing but its activity time; writing to it again reopens it.',
          security: bearer,
          responses: {
            '200': supportRequestAnswer('The closed request'),
            '400': failure('An id that is not a request number', ['INVALID_PARAMS']),
            '401': signInRequired,
            '404': supportRequestNotFound,
          },
        },
      },
      '/api/ops/support-requests/{id}/replies': {
        parameters: [supportRequestId],
        post: {
          summary: 'Staff reply to any support request',
          description: "For the shop's staff (also `npm run ops:support-reply`). The request becomes answered (waiting for the customer).",
          security: operator,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['message'],
              properties: {
                message: replyMessage,
                authorName: {
                  type: 'string',
                  maxLength: AUTHOR_NAME_MAX_LENGTH,
                  description: `Who answers, trimmed; empty or left out signs it ${DEFAULT_STAFF_NAME}`,
                },
              },
            }),
          },
          responses: {
            '201': supportRequestAnswer('The request with the reply'),
            '400': badBody('an id that is not a request number (INVALID_PARAMS)', 'INVALID_PARAMS'),
            '401': operatorRequired,
            '404': failure('No request with this id', ['SUPPORT_REQUEST_NOT_FOUND']),
            '503': operatorApiDisabled,
          },
        },
      },

      '/api/bot-protection/challenge': {
        get: {
          summary: 'A fresh proof-of-work challenge for the ALTCHA widget of /bot-protection',
          responses: { '200': { description: 'The challenge', headers: noStore, content: json(ref('BotChallenge')) } },
        },
      },
      '/api/bot-protection/verify': {
        post: {
          summary: 'Redeem a solved challenge for the botCheck cookie',
          description: `Each challenge counts once. The cookie proves a passed check for ${BOT_CHECK_PROOF_SECONDS / 60} minutes; a throttled sign-in (429 TOO_MANY_ATTEMPTS) accepts it once for a fresh set of attempts.`,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['payload'],
              properties: {
                payload: {
                  type: 'string',
                  minLength: 1,
                  maxLength: MAX_PAYLOAD_LENGTH,
                  description: 'What the widget submits: base64 of the JSON {challenge, solution}',
                },
              },
            }),
          },
          responses: {
            '200': {
              description: 'Passed',
              headers: {
                ...noStore,
                'Set-Cookie': {
                  description: `${BOT_CHECK_COOKIE}=<signed proof>; HttpOnly; SameSite=Lax; Max-Age=${BOT_CHECK_PROOF_SECONDS}`,
                  schema: { type: 'string' },
                },
              },
              content: json({ type: 'object', required: ['ok'], properties: { ok: { const: true } } }),
            },
            '400': badBody(
              'a payload that is malformed, expired, not signed by the shop, wrongly solved or already used (CHALLENGE_FAILED)',
              'CHALLENGE_FAILED',
            ),
          },
        },
      },

      '/api/auth/session': {
        get: {
          summary: 'The current session (next-auth, spec §7)',
          description: 'Every read reloads the person from the database and hands out a new accessToken; the client reads it again every 300 seconds.',
          security: sessionCookieOptional,
          responses: {
            '200': { description: 'The session, or {} without one', headers: noStore, content: json({ oneOf: [ref('Session'), ref('NoSession')] }) },
          },
        },
        post: {
          summary: 'Update the session (next-auth)',
          description: 'The shop reloads the person from the database: the answer shows the stored account, whatever data says.',
          security: sessionCookieOptional,
          requestBody: authForm({
            type: 'object',
            required: ['csrfToken'],
            properties: {
              csrfToken: { type: 'string', description: 'From GET /api/auth/csrf' },
              data: { description: "Passed to next-auth's update; not stored" },
            },
          }),
          responses: {
            '200': { description: 'The session, or {} without one', content: json({ oneOf: [ref('Session'), ref('NoSession')] }) },
            '400': {
              description: 'A JSON body that is not an object (INVALID_BODY), or a missing or wrong csrfToken (next-auth then answers a body that is not JSON)',
              content: { ...invalidAuthBody.content, 'text/plain': { schema: { type: 'string' } } },
            },
            ...authBodyRefusals,
          },
        },
      },
      '/api/auth/csrf': {
        get: {
          summary: 'A CSRF token for the next-auth forms',
          description:
            'Sets the next-auth.csrf-token cookie (__Host-next-auth.csrf-token over HTTPS) when the browser has none; a POST to /api/auth must send that cookie and this token (the POST to _log excepted).',
          responses: {
            '200': {
              description: 'The token',
              headers: {
                'Set-Cookie': {
                  description: 'next-auth.csrf-token=<token>|<hash>; HttpOnly; SameSite=Lax, when the browser had no valid one',
                  schema: { type: 'string' },
                },
              },
              content: json({ type: 'object', required: ['csrfToken'], properties: { csrfToken: { type: 'string', pattern: '^[0-9a-f]{64}$' } } }),
            },
          },
        },
      },
      '/api/auth/providers': {
        get: {
          summary: 'The sign-in providers',
          responses: {
            '200': {
              description: 'By id: guestAccount (a guest session) and credentials (email and password)',
              content: json({
                type: 'object',
                required: ['guestAccount', 'credentials'],
                properties: { guestAccount: ref('Provider'), credentials: ref('Provider') },
                additionalProperties: ref('Provider'),
              }),
            },
          },
        },
      },
      '/api/auth/callback/{provider}': {
        post: {
          summary: 'Sign in with a provider: a guest session or email and password',
          description:
            'guestAccount resumes the guest of guestId, or starts a new one; credentials signs in a customer, merging the guest of guestId into the account. Success sets the session cookie. ' +
            'Failed credentials sign-ins are counted: after 10 failures from one IP address, or for one account, within 15 minutes, every attempt is 429 until the window passes or the browser brings a botCheck cookie (POST /api/bot-protection/verify), which buys one fresh set of attempts once.',
          parameters: [providerParameter('credentials or guestAccount')],
          requestBody: authForm({ anyOf: [ref('CredentialsSignIn'), ref('GuestSignIn')] }),
          responses: {
            '200': authUrl(
              'With json=true: signed in, url is the callbackUrl; or, without a valid csrfToken, nothing happened and url is /api/auth/signin?csrf=true',
            ),
            '302': authRedirect,
            '400': {
              description: "A JSON body that is not an object (INVALID_BODY), or an unknown provider (next-auth's plain-text answer)",
              content: { ...invalidAuthBody.content, 'text/plain': { schema: { type: 'string' } } },
            },
            '401': authUrl(
              'With json=true: a wrong email or password (the same answer for an unknown email), or too many new guest sessions from this IP address (600 an hour): url carries error=CredentialsSignin',
            ),
            ...authBodyRefusals,
            '429': {
              description: 'credentials only: too many failed sign-ins from this IP address or for this account',
              headers: { 'Retry-After': { description: 'Seconds until the attempts count again', schema: { type: 'integer', minimum: 1 } } },
              content: json({
                allOf: [
                  ref('Error'),
                  {
                    properties: { Error: { enum: ['TOO_MANY_ATTEMPTS'] }, url: { type: 'string', format: 'uri', description: '/login?error=TooManyAttempts' } },
                  },
                ],
              }),
            },
          },
        },
      },
      '/api/auth/signin/{provider}': {
        post: {
          summary: 'Start a sign-in with a provider (next-auth)',
          description:
            'For OAuth and email providers, which the shop does not have: its credentials providers sign in through callback/{provider}, so this answers the url of the sign-in page (/api/auth/signin, which leads to /login), with csrf=true when the csrfToken is missing or wrong.',
          parameters: [providerParameter('A provider id')],
          requestBody: authForm(ref('AuthForm')),
          responses: { '200': authUrl('With json=true: the sign-in page'), '302': authRedirect, '400': invalidAuthBody, ...authBodyRefusals },
        },
      },
      '/api/auth/signout': {
        post: {
          summary: 'Sign out',
          security: sessionCookieOptional,
          requestBody: authForm(ref('AuthForm')),
          responses: {
            '200': authUrl(
              'With json=true: signed out (the session cookie is cleared), url is the callbackUrl; or, without a valid csrfToken, nothing happened and url is /api/auth/signout?csrf=true',
            ),
            '302': authRedirect,
            '400': invalidAuthBody,
            ...authBodyRefusals,
          },
        },
      },
      '/api/auth/_log': {
        post: {
          summary: "A log line from next-auth's client (sent as a beacon)",
          requestBody: authForm({
            type: 'object',
            required: ['level', 'code'],
            properties: {
              level: { type: 'string', enum: ['error', 'warn', 'debug'] },
              code: { type: 'string', example: 'CLIENT_FETCH_ERROR' },
              client: { type: 'string', enum: ['true'] },
            },
            additionalProperties: { type: 'string' },
          }),
          responses: { '200': { description: 'Logged on the server (debug is dropped); empty body' }, '400': invalidAuthBody, ...authBodyRefusals },
        },
      },
    },
  };
}
