import { z } from 'zod';
import { emailSchema } from '@/modules/accounts';

/** The body of POST /api/newsletter/v1/subscriptions. */
export const subscriptionRequestSchema = z.object({
  email: emailSchema,
  site: z.enum(['us', 'ca'], { error: 'site must be us or ca.' }),
});
