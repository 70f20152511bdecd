import type { AccessClaims } from './access-token';

/**
 * Whether a signed-in caller's access token still stands: its account exists and its credentials have not changed
 * since the token was made (issue 18). The accounts module owns the answer (the `users` table); the ground floor only
 * holds the port, and the app plugs the accounts' check in (src/app/_compose/caller-check.ts).
 */
export type CallerCheck = (caller: AccessClaims) => Promise<boolean>;

/**
 * On globalThis, not in a module variable: each route of a production build is a bundle of its own with its own copy
 * of this module, and one registration (by the proxy, which runs before any route) must serve every one of them.
 */
const slot = globalThis as unknown as { __callerCheck?: CallerCheck };

export function registerCallerCheck(check: CallerCheck): void {
  slot.__callerCheck = check;
}

/** The registered check; undefined when the app has not plugged one in (apiRoute then refuses the call: fail closed). */
export function registeredCallerCheck(): CallerCheck | undefined {
  return slot.__callerCheck;
}
