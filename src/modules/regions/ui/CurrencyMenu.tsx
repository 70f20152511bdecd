'use client';

import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { setBrowserCookie } from '@/lib/cookies';
import { SITES, switchSitePath, type SiteId } from '../sites';

const LOCALE_COOKIE_DAYS = 365;

/** Spec §2/§4: CAD (Canada) or USD (United States); sets NEXT_LOCALE and reloads this page on that site. */
export function CurrencyMenu({ site }: { site: SiteId }) {
  const choose = (target: SiteId) => {
    if (target === site) return;
    setBrowserCookie('NEXT_LOCALE', SITES[target].locale, LOCALE_COOKIE_DAYS);
    window.location.assign(switchSitePath(window.location.pathname, window.location.search, target));
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-black/5"
        aria-label={`Currency and country: ${SITES[site].currency} (${SITES[site].countryName})`}
      >
        <img src={site === 'ca' ? '/ca.svg' : '/us.svg'} alt="" width={20} height={14} className="rounded-sm" />
        {SITES[site].currency}
        <ChevronDown aria-hidden className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-lg border border-black/10 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold uppercase text-muted">Shop in</DropdownMenu.Label>
          {(['ca', 'us'] as const).map((target) => (
            <DropdownMenu.Item
              key={target}
              onSelect={() => choose(target)}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-black/5"
            >
              <img src={`/${target}.svg`} alt="" width={20} height={14} className="rounded-sm" />
              <span className="font-semibold">{SITES[target].currency}</span>
              <span>({SITES[target].countryName})</span>
              {target === site && <span className="ml-auto text-xs text-muted">current</span>}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
