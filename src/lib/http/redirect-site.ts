/**
 * Where the browser client's redirects (sign-in, challenge) lead, on the site the visitor is on. Registered once by the
 * app (src/app/_compose), which knows the sites; a file of its own so that registering it loads nothing else on
 * every page.
 */
let onCurrentSite: (path: string) => string = (path) => path;

/** Puts a redirect's page on the visitor's site, so a 401 on the Canada site leads to the Canada sign-in page. */
export function setRedirectSite(resolve: (path: string) => string): void {
  onCurrentSite = resolve;
}

/** The shop's own page `path` on the visitor's site (as is until the app has registered how). */
export function onVisitorSite(path: string): string {
  return onCurrentSite(path);
}
