import { z } from 'zod';
import { orderViewSchema } from '@/modules/orders/index.server';
import { staffSupportRequestDetailSchema } from '@/modules/support/index.server';
import type { AuditEntry } from './audit.server';
import type { CatalogImportJob } from './catalog-imports.server';
import type { AdminCoupon, AdminPromotion } from './coupons.server';
import type { AdminGiftCard } from './gift-cards.server';
import { LIST_KINDS } from './list-rules';
import type { AdminList, AdminListSummary } from './lists.server';
import { GIFT_CARD_STATUSES } from './order-rules';
import { ORGANIZATION_STATUSES } from './organization-rules';
import type { AdminOrder, AdminOrderSummary } from './orders.server';
import type { AdminOrganization, AdminOrganizationSummary } from './organizations.server';
import type { AdminProduct } from './products.server';
import { siteSchema } from '@/modules/regions/index.server';

/** The back office's answers (integer cents, as staff edit them): the OpenAPI document's schemas, checked by the tests. */
const site = siteSchema;
const currency = z.enum(['USD', 'CAD']);
const prices = z.object({ list: z.number().int(), regular: z.number().int(), sale: z.number().int().nullable(), actual: z.number().int() });

export const adminProductSchema = z
  .object({
    sku: z.string(),
    title: z.string(),
    format: z.string(),
    productType: z.string(),
    sites: z.array(site),
    usd: prices,
    cad: prices,
    stock: z.number().int(),
    maxPurchaseQty: z.number().int(),
    tags: z.array(z.string()),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminProduct' }) satisfies z.ZodType<AdminProduct>;

export const scopesAnswerSchema = z.object({ email: z.string(), scopes: z.array(z.string()) });

const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actorEmail: z.string(),
    action: z.string(),
    entity: z.string(),
    entityKey: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    at: z.string(),
  })
  .meta({ id: 'AuditEntry' }) satisfies z.ZodType<AuditEntry>;

export const adminOrderSummarySchema = z.object({
  number: z.string(),
  site,
  currency,
  status: orderViewSchema.shape.status,
  shippingState: orderViewSchema.shape.shippingState,
  email: z.string(),
  placedAt: z.string(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  itemCount: z.number().int(),
}) satisfies z.ZodType<AdminOrderSummary>;

export const adminOrderSchema = z
  .object({
    order: orderViewSchema,
    customer: z.object({ name: z.string(), email: z.string().nullable(), guest: z.boolean() }),
    payments: z.array(
      z.object({
        kind: z.enum(['charge', 'refund']),
        status: z.string(),
        provider: z.string(),
        amountCents: z.number().int(),
        cardBrand: z.string().nullable(),
        cardLast4: z.string().nullable(),
        failureMessage: z.string().nullable(),
        at: z.string(),
      }),
    ),
    refunds: z.array(
      z.object({
        id: z.number().int(),
        amountCents: z.number().int(),
        toCardCents: z.number().int(),
        toGiftCardsCents: z.number().int(),
        lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int() })),
        reason: z.string(),
        by: z.string(),
        at: z.string(),
      }),
    ),
    shippedBy: z.array(z.object({ shipmentId: z.number().int(), by: z.string() })),
    history: z.array(auditEntrySchema),
  })
  .meta({ id: 'AdminOrder' }) satisfies z.ZodType<AdminOrder>;

export const adminRefundAnswerSchema = adminOrderSchema.extend({
  refund: z.object({
    amountCents: z.number().int(),
    toCardCents: z.number().int(),
    toGiftCardsCents: z.number().int(),
    shippingCents: z.number().int(),
    lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int(), cents: z.number().int() })),
  }),
});

export const adminGiftCardSchema = z
  .object({
    id: z.number().int(),
    maskedCode: z.string(),
    currency,
    initialCents: z.number().int(),
    balanceCents: z.number().int(),
    status: z.enum(GIFT_CARD_STATUSES),
    recipientName: z.string(),
    recipientEmail: z.string(),
    sender: z.string(),
    orderNumber: z.string().nullable(),
    refunded: z.boolean(),
    createdAt: z.string(),
    transactions: z.array(
      z.object({ kind: z.enum(['issue', 'redeem', 'restore']), amountCents: z.number().int(), orderNumber: z.string().nullable(), at: z.string() }),
    ),
  })
  .meta({ id: 'AdminGiftCard' }) satisfies z.ZodType<AdminGiftCard>;

export const adminCouponSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    kind: z.enum(['percent', 'amount']),
    percentOff: z.number().nullable(),
    amountOffUsd: z.number().int().nullable(),
    amountOffCad: z.number().int().nullable(),
    minSubtotalUsd: z.number().int(),
    minSubtotalCad: z.number().int(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    usageLimit: z.number().int().nullable(),
    usedCount: z.number().int(),
    active: z.boolean(),
  })
  .meta({ id: 'AdminCoupon' }) satisfies z.ZodType<AdminCoupon>;

export const adminPromotionSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    format: z.string(),
    minQuantity: z.number().int(),
    percentOff: z.number(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'AdminPromotion' }) satisfies z.ZodType<AdminPromotion>;

const listSummaryShape = {
  id: z.number().int(),
  site,
  kind: z.enum(LIST_KINDS),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  itemCount: z.number().int(),
};
export const adminListSummarySchema = z.object(listSummaryShape).meta({ id: 'AdminListSummary' }) satisfies z.ZodType<AdminListSummary>;
export const adminListSchema = z
  .object({
    ...listSummaryShape,
    items: z.array(z.object({ sku: z.string(), title: z.string(), format: z.string(), position: z.number().int(), soldOnSite: z.boolean() })),
  })
  .meta({ id: 'AdminList' }) satisfies z.ZodType<AdminList>;

const organizationSummaryShape = {
  slug: z.string(),
  name: z.string(),
  site,
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  baseRewardBp: z.number().int(),
  bookfairRewardBp: z.number().int(),
  featured: z.boolean(),
};
export const adminOrganizationSummarySchema = z
  .object(organizationSummaryShape)
  .meta({ id: 'AdminOrganizationSummary' }) satisfies z.ZodType<AdminOrganizationSummary>;
export const adminOrganizationSchema = z
  .object({
    ...organizationSummaryShape,
    addressLine1: z.string(),
    description: z.string(),
    logoUrl: z.string(),
    timeZone: z.string(),
    createdAt: z.string(),
    members: z.array(z.object({ email: z.string(), name: z.string(), role: z.string(), since: z.string() })),
    fairs: z.array(z.object({ id: z.number().int(), name: z.string(), startsAt: z.string(), endsAt: z.string(), status: z.string() })),
    rewards: z.object({ baseCents: z.number().int(), bookfairCents: z.number().int(), totalCents: z.number().int(), orders: z.number().int(), currency }),
  })
  .meta({ id: 'AdminOrganization' }) satisfies z.ZodType<AdminOrganization>;

export const featuredOverviewSchema = z.object({
  sites: z.array(z.object({ site, organization: adminOrganizationSummarySchema.nullable(), history: z.array(auditEntrySchema) })),
});
export const featuredChoiceAnswerSchema = z.object({ site, org: z.string() });

export const staffSupportAnswerSchema = z.object({ request: staffSupportRequestDetailSchema });

const counts = { read: z.number().int(), created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), rejected: z.number().int() };
const importReportSchema = z.object({
  ...counts,
  format: z.enum(['onix', 'csv']),
  dryRun: z.boolean(),
  durationMs: z.number(),
  bytesRead: z.number().int(),
  rejections: z.array(z.object({ record: z.number().int(), line: z.number().int(), id: z.string().nullable(), reason: z.string() })),
  unmappedSubjects: z.array(z.object({ code: z.string(), records: z.number().int() })),
  problems: z.array(z.string()),
});
export const catalogImportJobSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    format: z.enum(['onix', 'csv']),
    dryRun: z.boolean(),
    size: z.number().int(),
    startedBy: z.string(),
    startedAt: z.string(),
    status: z.enum(['uploading', 'running', 'done', 'failed']),
    // Once the import is done, its progress is its report.
    progress: z.union([importReportSchema, z.object({ ...counts, bytesRead: z.number().int() })]),
    report: importReportSchema.nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'CatalogImportJob' }) satisfies z.ZodType<CatalogImportJob>;
