/** A product's prices in the currency of a site (pure): the products table holds one set of price columns per currency. */
import type { Currency } from '@/lib/money';

export interface ProductPriceColumns {
  listPriceUsd: number;
  regularPriceUsd: number;
  salePriceUsd: number | null;
  actualPriceUsd: number;
  listPriceCad: number;
  regularPriceCad: number;
  salePriceCad: number | null;
  actualPriceCad: number;
}

export interface CurrencyPrices {
  list: number;
  regular: number;
  sale: number | null;
  actual: number;
}

const PRICES_IN: Record<Currency, (row: ProductPriceColumns) => CurrencyPrices> = {
  USD: (row) => ({ list: row.listPriceUsd, regular: row.regularPriceUsd, sale: row.salePriceUsd, actual: row.actualPriceUsd }),
  CAD: (row) => ({ list: row.listPriceCad, regular: row.regularPriceCad, sale: row.salePriceCad, actual: row.actualPriceCad }),
};

/** The list, regular, sale and actual price of a product in one currency, in its minor units. */
export function pricesIn(row: ProductPriceColumns, currency: Currency): CurrencyPrices {
  return PRICES_IN[currency](row);
}

/** The name of a currency's price column in the catalogue files (`price_usd`, `price_cad`). */
export const priceColumnOf = (currency: Currency) => `price_${currency.toLowerCase()}` as const;
