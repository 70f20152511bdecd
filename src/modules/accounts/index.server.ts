import 'server-only';

export * from './users.server';
export { requestPasswordReset, resetPassword, ResetLinkInvalidError } from './password-reset.server';
// Kept here for the modules that read it from accounts; regions owns it (geolocation needs it too).
export { clientIp } from '@/modules/regions/index.server';
export { accountByEmail, accountById, accountsByIds, grantAccountScope, setAccountScopes, type AccountRecord } from './directory.server';
