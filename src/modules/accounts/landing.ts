/**
 * Where a person lands after signing in (issue 19), pure. Someone sent to sign in by a page that needs it (an account
 * page, the back office, an invitation link) goes back to that page, whoever they are. Otherwise staff land on the
 * back office and organizers on their organizer home; shoppers go back where they were (the returnUrl, or the home).
 */
import { safeReturnPath } from '@/lib/return-url';
import { resolveSite, sitePath, type SiteId } from '@/modules/regions';
import { areaOf, claimsOrganizer, claimsStaff } from './roles';

/** The organizer home: each organization's fairs, sales against goal and rewards at a glance. */
export const ORGANIZER_HOME_PATH = '/account/organizer';
export const BACK_OFFICE_PATH = '/admin';

export function landingAfterSignIn(site: SiteId, scopes: readonly string[], returnUrl: string | null | undefined): string {
  const back = safeReturnPath(returnUrl, sitePath(site, '/'));
  // A return path of another site keeps its own prefix; the area is read without it.
  if (areaOf(resolveSite(new URL(back, 'http://same.site').pathname, null, undefined).path) !== null) return back;
  if (claimsStaff(scopes)) return sitePath(site, BACK_OFFICE_PATH);
  if (claimsOrganizer(scopes)) return sitePath(site, ORGANIZER_HOME_PATH);
  return back;
}

/** The page the sign-in form opens once signed in: the server reads the new session's scopes and sends the person on. */
export const LANDING_PATH = '/account/landing';

export const landingPagePath = (site: SiteId, returnUrl: string | null | undefined): string =>
  sitePath(site, `${LANDING_PATH}${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`);
