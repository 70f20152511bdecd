import { SITES, type SiteId } from '@/modules/regions';

/** A message's time as the site's locale writes it, with the time zone, since the server formats it. */
export function formatWhen(iso: string, site: SiteId): string {
  return new Intl.DateTimeFormat(SITES[site].locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
