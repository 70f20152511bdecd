import 'server-only';

export * from './users.server';
export { requestPasswordReset, resetPassword, ResetLinkInvalidError } from './password-reset.server';
export { accountByEmail, accountById, accountsByIds, grantAccountScope, setAccountScopes, type AccountRecord } from './directory.server';
export { accountMessageSchema, accountSchema, registeredUserSchema, savedAddressSchema } from './responses';
export { ACCOUNT_LIMITS, takePasswordResetRequest, takeRegistration } from './throttle.server';
