import { z } from 'zod';
import { SUPPORT_REQUEST_STATUSES } from './topics';
import type { SupportRequestDetail, SupportRequestSummary } from './types';
import { siteSchema } from '@/modules/regions/index.server';

const summaryShape = {
  id: z.number().int(),
  site: siteSchema,
  topic: z.string(),
  topicLabel: z.string(),
  orderNumber: z.string().nullable(),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessageAt: z.string(),
  messageCount: z.number().int(),
  preview: z.string(),
};

export const supportRequestSummarySchema = z.object(summaryShape).meta({ id: 'SupportRequestSummary' }) satisfies z.ZodType<SupportRequestSummary>;

const messages = z.array(
  z.object({ id: z.number().int(), author: z.enum(['customer', 'staff']), authorName: z.string(), body: z.string(), createdAt: z.string() }),
);

/** A request with its messages, oldest first (`SupportRequestDetail`). */
export const supportRequestDetailSchema = z.object({ ...summaryShape, messages }).meta({ id: 'SupportRequest' }) satisfies z.ZodType<SupportRequestDetail>;

/** The same, for the shop's staff: with the customer's email. */
export const staffSupportRequestDetailSchema = z.object({ ...summaryShape, messages, customerEmail: z.string() }).meta({ id: 'StaffSupportRequest' });
