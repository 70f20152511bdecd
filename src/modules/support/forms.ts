/** The support forms' rules, shared by the browser (inline errors) and the server (the authority). */
import { z } from 'zod';
import { multiline } from '@/lib/text';
import { SUPPORT_TOPIC_IDS } from './topics';

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 4000;
export const REPLY_MAX_LENGTH = 4000;
export const AUTHOR_NAME_MAX_LENGTH = 80;
/** Order numbers look like BF-7K2M-Q9XD; the form accepts them in any case and with spaces around. */
export const ORDER_NUMBER_PATTERN = '^[0-9A-Za-z-]*$';

export const supportTopicSchema = z.enum(SUPPORT_TOPIC_IDS, { error: 'Choose a topic from the list.' });

export const orderNumberSchema = z
  .string({ error: 'The order number must be text.' })
  .trim()
  .max(40, { error: 'An order number has at most 40 characters.' })
  .regex(new RegExp(ORDER_NUMBER_PATTERN), { error: 'An order number has only letters, digits and dashes, like BF-7K2M-Q9XD.' })
  .toUpperCase();

export const newSupportRequestSchema = z.object({
  topic: supportTopicSchema,
  /** Empty means the request is not about an order. */
  orderNumber: orderNumberSchema.optional(),
  message: multiline(
    z
      .string({ error: 'Tell us how we can help.' })
      .trim()
      .min(MESSAGE_MIN_LENGTH, { error: `Tell us a little more: at least ${MESSAGE_MIN_LENGTH} characters.` })
      .max(MESSAGE_MAX_LENGTH, { error: `Keep your message under ${MESSAGE_MAX_LENGTH} characters.` }),
  ),
});
export type NewSupportRequest = z.infer<typeof newSupportRequestSchema>;

export const supportReplySchema = z.object({
  message: multiline(
    z
      .string({ error: 'Write a reply.' })
      .trim()
      .min(1, { error: 'Write a reply.' })
      .max(REPLY_MAX_LENGTH, { error: `Keep your reply under ${REPLY_MAX_LENGTH} characters.` }),
  ),
});
export type SupportReply = z.infer<typeof supportReplySchema>;

/** A staff reply also says who answers; without a name it is signed by the support team. */
export const staffReplySchema = supportReplySchema.extend({
  authorName: z
    .string({ error: 'authorName must be text.' })
    .trim()
    .max(AUTHOR_NAME_MAX_LENGTH, { error: `authorName has at most ${AUTHOR_NAME_MAX_LENGTH} characters.` })
    .optional(),
});
export type StaffReply = z.infer<typeof staffReplySchema>;

export const DEFAULT_STAFF_NAME = 'Bookfair Shop support';
