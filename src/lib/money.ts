/** Money is integer minor units (cents) everywhere; these helpers are the only edges. */
export type Cents = number;

export type Currency = 'USD' | 'CAD';

export function centsToDecimal(cents: Cents): number {
  return Math.round(cents) / 100;
}

export function decimalToCents(amount: number): Cents {
  return Math.round(amount * 100);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: Currency, whole: boolean): Intl.NumberFormat {
  const key = `${locale}:${currency}:${whole}`;
  const cached =
    formatters.get(key) ??
    new Intl.NumberFormat(locale, { style: 'currency', currency, ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}) });
  formatters.set(key, cached);
  return cached;
}

export function formatMoney(cents: Cents, currency: Currency, locale: string): string {
  return formatter(locale, currency, false).format(centsToDecimal(cents));
}

/** Whole amounts for labels such as price bands: "$5", "CA$25" (en-US) or "$25" (en-CA). */
export function formatWholeMoney(cents: Cents, currency: Currency, locale: string): string {
  return formatter(locale, currency, true).format(Math.round(cents / 100));
}

/** 100 − (actual / list × 100), rounded; 0 when there is no saving (no list price, or not a number, among them). */
export function savingsPercent(actualPrice: number, listPrice: number): number {
  // Written so that NaN fails both tests: a list price of 0 or below is never above a price of 0 or more.
  if (!(actualPrice >= 0) || !(actualPrice < listPrice)) return 0;
  return Math.round(100 - (actualPrice / listPrice) * 100);
}
