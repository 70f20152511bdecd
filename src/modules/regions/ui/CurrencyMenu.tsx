'use client';

import { ChevronDown } from '@/ui/icons';
import { Disclosure } from '@/ui/Disclosure';
import { SITES, type SiteId } from '../sites';

/** Spec §2/§4: CAD (Canada) or USD (United States); sets NEXT_LOCALE, takes the cart along and reloads this page on that site. */
export function CurrencyMenu({ site }: { site: SiteId }) {
  const choose = (target: SiteId) => void import('./switch-site').then(({ switchSite }) => switchSite(site, target));
  return (
    <Disclosure
      ariaLabel={`Currency and country: ${SITES[site].currency} (${SITES[site].countryName})`}
      label={
        <>
          <img src={site === 'ca' ? '/ca.svg' : '/us.svg'} alt="" width={20} height={14} className="rounded-sm" />
          {SITES[site].currency}
          <ChevronDown aria-hidden className="h-4 w-4" />
        </>
      }
      buttonClassName="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-black/5"
      panelClassName="absolute right-0 z-50 mt-1.5 min-w-52 rounded-lg border border-black/10 bg-white p-1 shadow-lg"
    >
      <p className="px-3 py-1.5 text-xs font-semibold uppercase text-muted">Shop in</p>
      <ul>
        {(['ca', 'us'] as const).map((target) => (
          <li key={target}>
            <button
              type="button"
              aria-current={target === site ? 'true' : undefined}
              onClick={() => choose(target)}
              className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-black/5"
            >
              <img src={`/${target}.svg`} alt="" width={20} height={14} className="rounded-sm" />
              <span className="font-semibold">{SITES[target].currency}</span>
              <span>({SITES[target].countryName})</span>
              {target === site && <span className="ml-auto text-xs text-muted">current</span>}
            </button>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
