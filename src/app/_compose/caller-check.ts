import { registerCallerCheck } from '@/lib/api/caller-check';

/**
 * Plugs the accounts module's answer into `apiRoute`'s caller check (issue 18: a customer's access token ends with the
 * credentials it was made for). Imported for its effect by src/proxy.ts, which Next runs in this process before every
 * request it matches, so the check is in place before any API route runs; and by the one API route the proxy does not
 * match (the catalogue upload). `apiRoute` refuses signed-in calls while no check is registered.
 *
 * The accounts module is loaded on the first check, not with the proxy: pages need none of it.
 */
registerCallerCheck(async (caller) => (await import('@/modules/accounts/index.server')).isCurrentCaller(caller));
