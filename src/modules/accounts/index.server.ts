import 'server-only';

export * from './users.server';
export { requestPasswordReset, resetPassword, ResetLinkInvalidError } from './password-reset.server';
export {
  accountByEmail,
  accountById,
  accountsByIds,
  emailsOfScope,
  grantAccountScope,
  revokeAccountScope,
  setAccountScopes,
  type AccountRecord,
} from './directory.server';
export { accountMessageSchema, accountSchema, registrationAnswerSchema, savedAddressSchema } from './responses';
export { ACCOUNT_LIMITS, takePasswordResetRequest, takeRegistration } from './throttle.server';
export { noticeRegistrationAttempt } from './notices.server';
export { confirmEmailChange, CurrentPasswordRequiredError, EmailChangeLinkInvalidError, requestEmailChange } from './email-change.server';
