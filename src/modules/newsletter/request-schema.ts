import { z } from 'zod';
import { emailSchema } from '@/modules/accounts';
import { siteSchema } from '@/modules/regions';

/** The body of POST /api/newsletter/v1/subscriptions. */
export const subscriptionRequestSchema = z.object({
  email: emailSchema,
  site: siteSchema,
});
