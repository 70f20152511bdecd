/**
 * Every failure of the HTTP client except an abort, so callers (wishlist, favorites: spec §8 "the error is stored in
 * that state") can handle one type. `code` is the API's `Error` field, or one of the client's own codes below.
 */
export class HttpError extends Error {
  constructor(
    /** The response status; 0 when no response arrived. */
    readonly status: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/** Codes the client gives errors that carry no `Error` field of the API. */
export const clientErrorCodes = {
  /** Status ≥ 400 whose body names no `Error`. */
  unknown: 'UNKNOWN_ERROR',
  /** A body that is neither JSON nor a CDN challenge page, or that the caller's `parse` rejected. */
  invalidResponse: 'INVALID_RESPONSE',
  /** The CDN answered with a challenge page; the browser is on its way to /bot-protection. */
  botChallenge: 'BOT_CHALLENGE',
  /** fetch failed before any response (offline, DNS, refused connection). */
  network: 'NETWORK_ERROR',
} as const;

export const unknownErrorMessage = 'An unknown error occurred';
