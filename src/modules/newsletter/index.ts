/** Newsletter (double opt-in): rules safe anywhere, including the guest prompt's loader (no zod here). */
export {
  CONFIRMATION_DAYS,
  NEWSLETTER_PROMPT_DELAY_MS,
  newsletterPromptAllowed,
  RESEND_AFTER_MINUTES,
  SUBSCRIPTIONS_PER_HOUR,
  type AccountChoice,
  type ConfirmationOutcome,
  type SubscriptionSource,
  type UnsubscribeOutcome,
} from './rules';
