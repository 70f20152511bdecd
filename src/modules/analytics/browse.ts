/**
 * Browse URLs send no pageview (spec §7): `/browse`, `/us/browse`, `/ca/browse` and everything below them. A file of
 * its own so that the pageview tracker, on every page, carries this rule and nothing else of `events.ts`.
 */
export function isBrowsePath(pathname: string): boolean {
  return /^\/(?:(?:us|ca)\/)?browse(?:\/|$)/i.test(pathname);
}
