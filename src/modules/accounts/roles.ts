/** Pure account rules: who may see what, and the account menu of each role (no I/O). */

export type UserRole = 'guest' | 'customer';
export const ORGANIZER_SCOPE = 'organizer';
/** The shop's staff (issue 9 back office): a scope only the `ops:grant-admin` command gives. */
export const ADMIN_SCOPE = 'admin';

/** What the browser and the server know about the person behind a request. */
export interface Viewer {
  id: string;
  role: UserRole;
  email: string | null;
  firstName: string;
  lastName: string;
  scopes: string[];
}

/** Spec §6: a guest (no session, or role guest), a customer, or an organizer (the organizer scope). */
export type Audience = 'guest' | 'customer' | 'organizer';

export function audienceOf(viewer: Pick<Viewer, 'role' | 'scopes'> | null | undefined): Audience {
  if (!viewer || viewer.role === 'guest') return 'guest';
  return viewer.scopes.includes(ORGANIZER_SCOPE) ? 'organizer' : 'customer';
}

/** The areas a page may require; enforced on the server (proxy and page), not only hidden in menus. */
export type Area = 'signed-in' | 'organizer' | 'admin';

export type AccessDecision = 'allow' | 'sign-in' | 'forbidden';

/** `scopes` matter for the admin area only: staff are customers with the admin scope, organizers or not. */
export function accessTo(area: Area, audience: Audience, scopes?: readonly string[]): AccessDecision {
  if (audience === 'guest') return 'sign-in';
  if (area === 'organizer' && audience !== 'organizer') return 'forbidden';
  if (area === 'admin' && !claimsStaff(scopes)) return 'forbidden';
  return 'allow';
}

/** The organizer APIs' first check (spec §6): the organizer scope on the caller's token; membership is checked next, per organization. */
export const claimsOrganizer = (scopes: readonly string[] | undefined): boolean => scopes?.includes(ORGANIZER_SCOPE) ?? false;

/** The back office's first check: the admin scope on the caller's token. The database must then confirm it (`staffMemberOf`). */
export const claimsStaff = (scopes: readonly string[] | undefined): boolean => scopes?.includes(ADMIN_SCOPE) ?? false;

/** A staff member as the database has the account now: the admin scope, and an email for the audit log; else null. */
export function staffMemberOf(account: { id: string; email: string | null; scopes: readonly string[] } | undefined): { id: string; email: string } | null {
  return account?.email && account.scopes.includes(ADMIN_SCOPE) ? { id: account.id, email: account.email } : null;
}

/** Site-relative paths (without the /us or /ca prefix) that need a signed-in customer or an organizer. */
const PROTECTED: Array<{ prefix: string; area: Area }> = [
  { prefix: '/admin', area: 'admin' },
  // An invitation link makes a customer an organizer, so a customer must be able to open it.
  { prefix: '/account/details/organization/join', area: 'signed-in' },
  { prefix: '/account/details/organization', area: 'organizer' },
  { prefix: '/account/bookfair', area: 'organizer' },
  { prefix: '/account/reports', area: 'organizer' },
  { prefix: '/resource-center', area: 'organizer' },
  { prefix: '/account/my-book-fairs', area: 'organizer' },
  { prefix: '/account/organizer', area: 'organizer' },
  { prefix: '/account', area: 'signed-in' },
  { prefix: '/wishlist', area: 'signed-in' },
  { prefix: '/support-requests', area: 'signed-in' },
];

/** Paths open to everyone even though they sit under /account (gift cards can be checked and bought by anyone). */
const PUBLIC_ACCOUNT_PATHS = [
  '/account/create',
  '/account/forgot-password',
  '/account/reset-password',
  '/account/confirm-email',
  '/account/details/gift-cards',
];

export function areaOf(sitePathname: string): Area | null {
  const matches = (prefix: string) => sitePathname === prefix || sitePathname.startsWith(`${prefix}/`);
  if (PUBLIC_ACCOUNT_PATHS.some(matches)) return null;
  return PROTECTED.find((entry) => matches(entry.prefix))?.area ?? null;
}

export interface AccountLink {
  label: string;
  /** Site-relative path. */
  href: string;
}

/**
 * Spec §2 Logout: the proxy ends the session on this path, so it is always a full page load (the page's session
 * state starts again), never a client navigation.
 */
export const LOGOUT_PATH = '/login?action=logout';

/** Spec §2 account menu, per role (§6). Guests get no menu, only the Login button. */
export function accountMenuLinks(audience: Audience, scopes?: readonly string[]): AccountLink[] {
  if (audience === 'guest') return [];
  const organizer: AccountLink[] =
    audience === 'organizer'
      ? [
          { label: 'Organizer home', href: '/account/organizer' },
          { label: 'Organization', href: '/account/details/organization' },
          { label: 'Book Fair Manager', href: '/account/bookfair' },
          { label: 'Reports', href: '/account/reports' },
          { label: 'Resource Center', href: '/resource-center' },
          { label: 'My Book Fairs', href: '/account/my-book-fairs' },
        ]
      : [];
  return [
    { label: 'Account details', href: '/account/details' },
    ...(claimsStaff(scopes) ? [{ label: 'Back office', href: '/admin' }] : []),
    ...organizer,
    { label: 'Orders', href: '/account/orders' },
    { label: 'Support requests', href: '/support-requests' },
    { label: 'Wishlist', href: '/wishlist' },
    { label: 'Host book fairs', href: '/account/apply-to-host' },
    { label: 'Check balance', href: '/account/details/gift-cards' },
    { label: 'Shop gift cards', href: '/account/details/gift-cards/details' },
    { label: 'Logout', href: LOGOUT_PATH },
  ];
}

/** How long an email change's confirmation link works. */
export const EMAIL_CHANGE_HOURS = 24;

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 60;
