import { Search, User } from 'lucide-react';
import Link from 'next/link';
import { SITES, sitePath, type SiteId } from '@/modules/regions';
import { CurrencyMenu } from '@/modules/regions/ui';
import { Logo } from '@/ui/Logo';
import { menuFor } from '../navigation';
import { MegaMenu } from './MegaMenu';
import { NavPanel, NavProvider, NavToggle } from './NavShell';

/**
 * The header of every page (spec §2). It is the same HTML for every visitor so pages stay cacheable;
 * the personal parts (account menu, cart, organization) are filled in by the browser.
 */
export function SiteHeader({ site }: { site: SiteId }) {
  const sections = menuFor(site, 'guest');
  return (
    <NavProvider>
      <header className="border-b border-black/10 bg-white">
        <div className="bg-ink px-4 py-1.5 text-center text-xs text-white">
          Free shipping on orders of {SITES[site].currency === 'CAD' ? 'CA$' : '$'}
          {SITES[site].freeShipAmount / 100}+ · Every order earns rewards for a school
        </div>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:flex-nowrap sm:gap-4">
          <NavToggle />
          <Link href={sitePath(site, '/')} className="shrink-0" aria-label="Bookfair Shop home">
            <Logo />
          </Link>
          <form action={sitePath(site, '/browse')} method="get" role="search" className="relative order-last w-full sm:order-none sm:w-auto sm:flex-1">
            <label htmlFor="site-search" className="sr-only">
              Search
            </label>
            <input
              id="site-search"
              name="q"
              type="search"
              placeholder="Search for books by keyword / title / author"
              className="w-full rounded-full border border-black/20 bg-paper py-2 pl-4 pr-11 text-sm focus:border-sky focus:outline-none"
              autoComplete="off"
            />
            <button type="submit" className="absolute right-1 top-1/2 -translate-y-1/2 rounded-full p-2 text-muted hover:text-ink" aria-label="Search">
              <Search aria-hidden className="h-4 w-4" />
            </button>
          </form>
          <div className="ml-auto flex items-center gap-2 sm:ml-0 sm:gap-4">
            <CurrencyMenu site={site} />
            <Link
              href={sitePath(site, '/login')}
              prefetch={false}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
            >
              <User aria-hidden className="h-4 w-4" />
              Login
            </Link>
          </div>
        </div>
        <NavPanel>
          <MegaMenu sections={sections} />
        </NavPanel>
      </header>
    </NavProvider>
  );
}
