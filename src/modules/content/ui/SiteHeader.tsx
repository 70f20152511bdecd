import Link from 'next/link';
import { Suspense } from 'react';
import { AccountMenu } from '@/modules/accounts/ui';
import { CartBadge } from '@/modules/cart/ui';
import { FindAFairButton, FindAFairLink } from '@/modules/organizations/ui';
import { SITES, sitePath, type SiteId } from '@/modules/regions';
import { CurrencyMenu, LocationSwitcher } from '@/modules/regions/ui';
import { SearchBox } from '@/modules/search/ui';
import { Logo } from '@/ui/Logo';
import { megaMenu } from '../navigation';
import { MegaMenu } from './MegaMenu';
import { NavPanel, NavProvider, NavToggle } from './NavShell';

/**
 * The header of every page (spec §2). It is the same HTML for every visitor so pages stay cacheable;
 * the personal parts (account menu, cart, organization) are filled in by the browser.
 */
export function SiteHeader({ site }: { site: SiteId }) {
  // Every section, the role ones included: which of those a visitor sees is decided in the browser (RoleSection).
  const sections = megaMenu(site);
  return (
    <NavProvider>
      <header className="border-b border-black/10 bg-white">
        <div className="bg-ink px-4 py-1.5 text-center text-xs text-white">
          Free shipping on orders of {SITES[site].currencySymbol}
          {SITES[site].freeShipAmount / 100}+ · Every order earns rewards for a school
        </div>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:flex-nowrap sm:gap-4">
          <NavToggle />
          <Link href={sitePath(site, '/')} className="shrink-0" aria-label="Bookfair Shop home">
            <Logo />
          </Link>
          <SearchBox site={site} />
          <div className="ml-auto flex items-center gap-2 sm:ml-0 sm:gap-4">
            {/* The button reads ?org=, which static pages learn in the browser: the link is what the server renders. */}
            <Suspense fallback={<FindAFairLink site={site} />}>
              <FindAFairButton site={site} />
            </Suspense>
            <LocationSwitcher site={site} />
            <CurrencyMenu site={site} />
            <AccountMenu site={site} />
            <CartBadge site={site} />
          </div>
        </div>
        <NavPanel>
          <MegaMenu sections={sections} />
        </NavPanel>
      </header>
    </NavProvider>
  );
}
