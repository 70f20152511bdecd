/**
 * The HTTP client of spec §8 for our JSON APIs. Server code that builds the same redirects (a 302 to the login page)
 * can import `@/lib/http/redirect-urls` alone, which has no browser or toast dependency.
 */
export { createBrowserHttpClient, currentAccessToken, setAccessTokenSource } from './browser';
export { isChallengePage } from './challenge-page';
export { createHttpClient, type HttpClient, type HttpClientDependencies, type HttpMethod, type JsonRequestOptions, type RequestOptions } from './client';
export { clientErrorCodes, HttpError, unknownErrorMessage } from './http-error';
export { botProtectionUrl, loginRedirectUrl, signInUrl } from './redirect-urls';
