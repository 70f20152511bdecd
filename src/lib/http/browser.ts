import { notify } from '@/ui/toast';
import { createHttpClient, type HttpClient } from './client';

type AccessTokenSource = () => Promise<string | null>;

// Until the session provider registers itself, authenticated calls go out without a token and meet the API's 401.
let accessTokenSource: AccessTokenSource = async () => null;

/** Called once by the session provider with a reader of `session.accessToken`. */
export function setAccessTokenSource(source: AccessTokenSource): void {
  accessTokenSource = source;
}

/** The client for browser code: toasts, `location.assign` for redirects, and the registered access-token source. */
export function createBrowserHttpClient(): HttpClient {
  return createHttpClient({
    // Read at call time, so clients created before the session provider registered still send the token.
    getAccessToken: () => accessTokenSource(),
    navigate: (url) => window.location.assign(url),
    notify: (kind, message) => void notify(kind, message),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
  });
}
