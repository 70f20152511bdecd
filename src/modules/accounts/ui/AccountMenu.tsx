'use client';

import { ChevronDown, User } from '@/ui/icons';
import { sitePath, type SiteId } from '@/modules/regions';
import { Disclosure } from '@/ui/Disclosure';
import { accountMenuLinks, LOGOUT_PATH } from '../roles';
import { useAudience, useShopSession } from './session-context';

const loginClass = 'inline-flex items-center gap-1.5 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark';

/**
 * Spec §2 account menu: guests (and sessions with role guest) see 'Login'; customers 'My Account' with their links;
 * organizers also theirs. The server renders 'Login', so cached pages are the same for everyone.
 */
export function AccountMenu({ site }: { site: SiteId }) {
  const { session: data } = useShopSession();
  const audience = useAudience();
  if (audience === 'guest') {
    return (
      <a href={sitePath(site, '/login')} className={loginClass}>
        <User aria-hidden className="h-4 w-4" />
        Login
      </a>
    );
  }
  return (
    <Disclosure
      label={
        <>
          <User aria-hidden className="h-4 w-4" />
          My Account
          <ChevronDown aria-hidden className="h-4 w-4" />
        </>
      }
      buttonClassName="inline-flex items-center gap-1.5 rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand/5"
      panelClassName="absolute right-0 z-50 mt-1.5 min-w-56 rounded-lg border border-black/10 bg-white p-1 shadow-lg"
    >
      <p className="truncate px-3 py-1.5 text-xs text-muted">Signed in as {data?.user.firstName || data?.user.email}</p>
      <ul aria-label="My Account">
        {accountMenuLinks(audience, data?.access?.scopes).map((link) => (
          <li key={link.href}>
            <a
              href={sitePath(site, link.href)}
              data-full-load={link.href === LOGOUT_PATH || undefined}
              className="block rounded-md px-3 py-2 text-sm hover:bg-black/5"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
