import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessTo,
  accountMenuLinks,
  ADMIN_SCOPE,
  areaOf,
  audienceOf,
  claimsOrganizer,
  claimsStaff,
  ORGANIZER_SCOPE,
  staffMemberOf,
  type Area,
  type Audience,
} from './roles';

const AUDIENCES: Audience[] = ['guest', 'customer', 'organizer'];

// Spec §2 "Account menu links" and §6: what a customer sees, and what an organizer sees on top of it.
const CUSTOMER_LINKS = [
  { label: 'Account details', href: '/account/details' },
  { label: 'Orders', href: '/account/orders' },
  { label: 'Support requests', href: '/support-requests' },
  { label: 'Wishlist', href: '/wishlist' },
  { label: 'Host book fairs', href: '/account/apply-to-host' },
  { label: 'Check balance', href: '/account/details/gift-cards' },
  { label: 'Shop gift cards', href: '/account/details/gift-cards/details' },
  { label: 'Logout', href: '/login?action=logout' },
];
const ORGANIZER_ONLY_LINKS = [
  { label: 'Organizer home', href: '/account/organizer' },
  { label: 'Organization', href: '/account/details/organization' },
  { label: 'Book Fair Manager', href: '/account/bookfair' },
  { label: 'Reports', href: '/account/reports' },
  { label: 'Resource Center', href: '/resource-center' },
  { label: 'My Book Fairs', href: '/account/my-book-fairs' },
];

describe('audienceOf', () => {
  it('treats no session and a guest-role session as a guest, whatever scopes it claims', () => {
    expect(audienceOf(null)).toBe('guest');
    expect(audienceOf(undefined)).toBe('guest');
    expect(audienceOf({ role: 'guest', scopes: [] })).toBe('guest');
    expect(audienceOf({ role: 'guest', scopes: [ORGANIZER_SCOPE] })).toBe('guest');
  });

  it('tells customers from organizers by the organizer scope alone', () => {
    expect(ORGANIZER_SCOPE).toBe('organizer');
    expect(audienceOf({ role: 'customer', scopes: [] })).toBe('customer');
    expect(audienceOf({ role: 'customer', scopes: ['newsletter', 'Organizer', 'organizers'] })).toBe('customer');
    expect(audienceOf({ role: 'customer', scopes: ['newsletter', 'organizer'] })).toBe('organizer');
  });

  it('is organizer exactly when a customer has the organizer scope (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('guest' as const, 'customer' as const), fc.array(fc.oneof(fc.string(), fc.constant('organizer'))), (role, scopes) => {
        const expected = role === 'guest' ? 'guest' : scopes.includes('organizer') ? 'organizer' : 'customer';
        expect(audienceOf({ role, scopes })).toBe(expected);
      }),
    );
  });
});

describe('accountMenuLinks', () => {
  it('gives guests no menu at all (they see the Login button)', () => {
    expect(accountMenuLinks('guest')).toEqual([]);
  });

  it('gives customers the spec §2 links without any organizer link', () => {
    const links = accountMenuLinks('customer');
    expect(links).toHaveLength(CUSTOMER_LINKS.length);
    expect(links).toEqual(expect.arrayContaining(CUSTOMER_LINKS));
    for (const organizerLink of ORGANIZER_ONLY_LINKS) {
      expect(links.map((link) => link.href)).not.toContain(organizerLink.href);
      expect(links.map((link) => link.label)).not.toContain(organizerLink.label);
    }
  });

  it('gives organizers every customer link plus the organizer tools', () => {
    const links = accountMenuLinks('organizer');
    expect(links).toHaveLength(CUSTOMER_LINKS.length + ORGANIZER_ONLY_LINKS.length);
    expect(links).toEqual(expect.arrayContaining([...CUSTOMER_LINKS, ...ORGANIZER_ONLY_LINKS]));
  });

  it('starts with Account details and ends with Logout', () => {
    for (const audience of ['customer', 'organizer'] as const) {
      const links = accountMenuLinks(audience);
      expect(links[0]).toEqual({ label: 'Account details', href: '/account/details' });
      expect(links.at(-1)).toEqual({ label: 'Logout', href: '/login?action=logout' });
    }
  });

  it('never links an audience to a page the server would refuse it', () => {
    for (const audience of AUDIENCES) {
      for (const link of accountMenuLinks(audience)) {
        const area = areaOf(new URL(link.href, 'http://shop.test').pathname);
        if (area) expect(accessTo(area, audience), `${audience} → ${link.href}`).toBe('allow');
      }
    }
  });

  it('links staff, and only staff, to the back office (issue 19)', () => {
    const backOffice = { label: 'Back office', href: '/admin' };
    expect(accountMenuLinks('customer', ['admin'])).toContainEqual(backOffice);
    expect(accountMenuLinks('organizer', ['organizer', 'admin'])).toContainEqual(backOffice);
    expect(accountMenuLinks('customer', [])).not.toContainEqual(backOffice);
    expect(accountMenuLinks('organizer', ['organizer'])).not.toContainEqual(backOffice);
    expect(accountMenuLinks('guest', ['admin'])).toEqual([]);
  });

  it('has unique labels and site-relative hrefs', () => {
    for (const audience of AUDIENCES) {
      const links = accountMenuLinks(audience);
      expect(new Set(links.map((link) => link.label)).size).toBe(links.length);
      expect(new Set(links.map((link) => link.href)).size).toBe(links.length);
      for (const link of links) expect(link.href).toMatch(/^\/(?!\/)/);
    }
  });
});

describe('the admin area (issue 9)', () => {
  it("is the shop staff's: the admin scope on a signed-in account, never an organizer's or a customer's", () => {
    expect(areaOf('/admin')).toBe('admin');
    expect(areaOf('/admin/products/9780000000001')).toBe('admin');
    expect(areaOf('/administration')).toBeNull();
    expect(accessTo('admin', 'guest', [ADMIN_SCOPE])).toBe('sign-in');
    expect(accessTo('admin', 'customer')).toBe('forbidden');
    expect(accessTo('admin', 'organizer', [ORGANIZER_SCOPE])).toBe('forbidden');
    expect(accessTo('admin', 'customer', [ADMIN_SCOPE])).toBe('allow');
    expect(accessTo('admin', 'organizer', [ORGANIZER_SCOPE, ADMIN_SCOPE])).toBe('allow');
    // The admin scope opens no organizer page by itself.
    expect(accessTo('organizer', 'customer', [ADMIN_SCOPE])).toBe('forbidden');
  });
});

describe('areaOf', () => {
  it('puts the organizer tools, and everything under them, in the organizer area', () => {
    for (const path of ORGANIZER_ONLY_LINKS.map((link) => link.href)) {
      expect(areaOf(path), path).toBe('organizer');
      expect(areaOf(`${path}/`), `${path}/`).toBe('organizer');
      expect(areaOf(`${path}/2024/summary`), `${path}/…`).toBe('organizer');
    }
  });

  it('puts the rest of /account, the wishlist and support requests in the signed-in area', () => {
    for (const path of [
      '/account',
      '/account/',
      '/account/details',
      '/account/orders',
      '/account/orders/123',
      '/account/details/addresses',
      '/wishlist',
      '/wishlist/shared',
      '/support-requests',
      '/support-requests/new',
    ]) {
      expect(areaOf(path), path).toBe('signed-in');
    }
  });

  it('leaves sign-up, password reset, the email change link and the gift-card pages open to everyone', () => {
    for (const path of [
      '/account/create',
      '/account/forgot-password',
      '/account/reset-password',
      '/account/confirm-email',
      '/account/details/gift-cards',
      '/account/details/gift-cards/details',
      '/account/details/gift-cards/',
    ]) {
      expect(areaOf(path), path).toBeNull();
    }
  });

  it('opens only those exact pages, not paths that merely start with the same letters', () => {
    expect(areaOf('/account/created')).toBe('signed-in');
    expect(areaOf('/account/forgot-password-now')).toBe('signed-in');
    expect(areaOf('/account/confirm-emails')).toBe('signed-in');
    expect(areaOf('/account/details/gift-cards-and-more')).toBe('signed-in');
    expect(areaOf('/account/reports-archive')).toBe('signed-in');
    expect(areaOf('/account/bookfairs')).toBe('signed-in');
    expect(areaOf('/resource-centers')).toBeNull();
  });

  it('leaves the shop itself public', () => {
    for (const path of ['/', '/login', '/browse', '/browse/kids', '/accounts', '/accountant', '/wishlists', '/help/about-us', '/org/none', '/categories']) {
      expect(areaOf(path), path).toBeNull();
    }
  });

  it('answers only public, signed-in or organizer for any path (property)', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect([null, 'signed-in', 'organizer']).toContain(areaOf(path));
      }),
    );
  });

  it('protects every sub-path of a protected page unless it is one of the open account pages (property)', () => {
    const prefixes = [
      '/account/details/organization',
      '/account/bookfair',
      '/account/reports',
      '/resource-center',
      '/account/my-book-fairs',
      '/wishlist',
      '/support-requests',
    ];
    fc.assert(
      // The invitation link under the Organization page is for customers too (below).
      fc.property(
        fc.constantFrom(...prefixes),
        fc.stringMatching(/^[a-z0-9-]{0,12}$/).filter((rest) => rest !== 'join'),
        (prefix, rest) => {
          expect(areaOf(`${prefix}/${rest}`)).toBe(areaOf(prefix));
          expect(areaOf(prefix)).not.toBeNull();
        },
      ),
    );
  });

  it('lets a signed-in customer open an organizer invitation link, which makes them an organizer', () => {
    expect(areaOf('/account/details/organization/join')).toBe('signed-in');
    expect(areaOf('/account/details/organization')).toBe('organizer');
  });
});

describe('accessTo', () => {
  it('sends guests to sign in for every area', () => {
    for (const area of ['signed-in', 'organizer'] satisfies Area[]) expect(accessTo(area, 'guest')).toBe('sign-in');
  });

  it('lets customers into signed-in pages and forbids organizer pages', () => {
    expect(accessTo('signed-in', 'customer')).toBe('allow');
    expect(accessTo('organizer', 'customer')).toBe('forbidden');
  });

  it('lets organizers in everywhere', () => {
    expect(accessTo('signed-in', 'organizer')).toBe('allow');
    expect(accessTo('organizer', 'organizer')).toBe('allow');
  });

  it('decides from the viewer as the server does: role guest with the organizer scope is still sent to sign in', () => {
    const decide = (path: string, viewer: Parameters<typeof audienceOf>[0]) => {
      const area = areaOf(path);
      return area ? accessTo(area, audienceOf(viewer)) : 'allow';
    };
    expect(decide('/account/reports', { role: 'guest', scopes: ['organizer'] })).toBe('sign-in');
    expect(decide('/account/reports', { role: 'customer', scopes: [] })).toBe('forbidden');
    expect(decide('/account/reports', { role: 'customer', scopes: ['organizer'] })).toBe('allow');
    expect(decide('/account/create', null)).toBe('allow');
    expect(decide('/account/orders', null)).toBe('sign-in');
  });
});

describe('API scope checks', () => {
  it('let the organizer tools past their first check only with the organizer scope on the token', () => {
    expect(claimsOrganizer(['organizer'])).toBe(true);
    expect(claimsOrganizer(['newsletter', 'organizer'])).toBe(true);
    expect(claimsOrganizer(['Organizer', 'admin'])).toBe(false);
    expect(claimsOrganizer([])).toBe(false);
    expect(claimsOrganizer(undefined)).toBe(false);
  });

  it('let the back office ask the database only when the token claims the admin scope', () => {
    expect(ADMIN_SCOPE).toBe('admin');
    expect(claimsStaff(['admin'])).toBe(true);
    expect(claimsStaff(['organizer', 'admin'])).toBe(true);
    expect(claimsStaff(['organizer', 'Admin', 'admins'])).toBe(false);
    expect(claimsStaff([])).toBe(false);
    expect(claimsStaff(undefined)).toBe(false);
  });

  it('take an account as staff only when the database gives it the admin scope and an email', () => {
    expect(staffMemberOf({ id: 'u1', email: 'lee@shop.test', scopes: ['admin'] })).toEqual({ id: 'u1', email: 'lee@shop.test' });
    expect(staffMemberOf({ id: 'u1', email: 'lee@shop.test', scopes: ['organizer'] })).toBeNull();
    expect(staffMemberOf({ id: 'u1', email: null, scopes: ['admin'] })).toBeNull();
    expect(staffMemberOf({ id: 'u1', email: '', scopes: ['admin'] })).toBeNull();
    expect(staffMemberOf(undefined)).toBeNull();
  });
});
