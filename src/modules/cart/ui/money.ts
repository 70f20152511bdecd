import { decimalToCents, formatMoney } from '@/lib/money';
import { SITES, type SiteId } from '@/modules/regions';

/** A decimal amount of the JSON API, shown in the site's currency. */
export function siteMoney(site: SiteId, amount: number): string {
  return formatMoney(decimalToCents(amount), SITES[site].currency, SITES[site].locale);
}
