import { formatMoney, savingsPercent, type Currency } from '@/lib/money';

interface PriceProps {
  actual: number;
  list: number;
  currency: Currency;
  locale: string;
  size?: 'md' | 'lg';
}

/** Actual price, list price struck through when higher, and the savings percentage (spec §3). */
export function Price({ actual, list, currency, locale, size = 'md' }: PriceProps) {
  const savings = savingsPercent(actual, list);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold ${size === 'lg' ? 'text-2xl' : 'text-base'}`} data-testid="price-actual" data-value={actual}>
        {formatMoney(actual, currency, locale)}
      </span>
      {savings > 0 && (
        <>
          <span className="text-sm text-muted line-through" data-testid="price-list" data-value={list}>
            <span className="sr-only">List price </span>
            {formatMoney(list, currency, locale)}
          </span>
          <span className="rounded bg-sun px-1.5 text-xs font-semibold text-ink" data-testid="price-savings" data-value={savings}>
            Save {savings}%
          </span>
        </>
      )}
    </div>
  );
}
