import { notify } from '@/ui/toast';
import { createHttpClient, type HttpClient } from './client';
import { onVisitorSite } from './redirect-site';

type AccessTokenSource = () => Promise<string | null>;

/** How long a call made before the session provider has loaded waits for it; after that it goes out without a token. */
const SESSION_WAIT_MS = 10_000;

let registerSource: (source: AccessTokenSource) => void = () => undefined;
const registered = new Promise<AccessTokenSource>((resolve) => {
  registerSource = resolve;
});

// The session provider loads after the page is interactive: a call made sooner (an early add to cart) waits for it.
let accessTokenSource: AccessTokenSource = async () => {
  const source = await Promise.race([registered, new Promise<null>((resolve) => setTimeout(() => resolve(null), SESSION_WAIT_MS))]);
  return source ? source() : null;
};

/** Called once by the session provider with a reader of `session.accessToken`. */
export function setAccessTokenSource(source: AccessTokenSource): void {
  accessTokenSource = source;
  registerSource(source);
}

/** The session's access token for the few calls the JSON client cannot make (an upload that reports its progress). */
export const currentAccessToken = (): Promise<string | null> => accessTokenSource();

/** The client for browser code: toasts, `location.assign` for redirects, and the registered access-token source. */
export function createBrowserHttpClient(): HttpClient {
  return createHttpClient({
    // Read at call time, so clients created before the session provider registered still send the token.
    getAccessToken: () => accessTokenSource(),
    navigate: (url) => window.location.assign(onVisitorSite(url)),
    notify: (kind, message) => void notify(kind, message),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
  });
}
