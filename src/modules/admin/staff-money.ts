import { formatMoney, type Cents, type Currency } from '@/lib/money';
import { SITES } from '@/modules/regions';

/**
 * An amount as staff read it across both sites: the shop's money formatting in the US site's locale, where a Canadian
 * amount says CA$ and never passes for US dollars (en-CA would write both as `$`).
 */
export const staffMoney = (cents: Cents, currency: Currency) => formatMoney(cents, currency, SITES.us.locale);
