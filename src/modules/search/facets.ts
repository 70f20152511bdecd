import { formatWholeMoney } from '@/lib/money';
import { ageRangeLabel, parseCategorySubject } from '@/modules/catalog';
import { SITES, type SiteId } from '@/modules/regions';
import type { FacetValue, Facets } from './engine';
import { PRICE_BANDS, priceLabel } from './filters';
import type { FacetCounts } from './search-index';

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label);

/** The facet panel's values for counted facets: labels in the site's currency, each with the filter that selects it. */
export function presentFacets(counts: FacetCounts, site: SiteId): Facets {
  const { currency, locale } = SITES[site];
  const ages = new Map<string, { count: number; min: number }>();
  for (const { min, max, count } of counts.age) {
    const label = ageRangeLabel(min, max)!;
    ages.set(label, { count: (ages.get(label)?.count ?? 0) + count, min });
  }
  return {
    format: counts.format
      .map(({ value, count }) => ({ label: value, count, expression: `$format@=${value}` }))
      .sort(byCount)
      .slice(0, 12),
    price: counts.price.map(({ band, count }) => ({
      label: priceLabel(band, (cents) => formatWholeMoney(cents, currency, locale)),
      count,
      expression: `$price@=${PRICE_BANDS[band].id}`,
    })),
    age: [...ages].sort(([, a], [, b]) => a.min - b.min).map(([label, { count }]) => ({ label, count, expression: `$age@=${label}` })),
    subject: counts.subject
      .map(({ value, count }) => {
        const pair = parseCategorySubject(value);
        return { label: `${pair.subject} (${pair.category})`, count, expression: `$cs$${pair.category}@=${pair.subject}` };
      })
      .sort(byCount)
      .slice(0, 20),
    tag: counts.tag.map(({ value, count }) => ({ label: value, count, expression: `$tag@=${value}` })).sort(byCount),
  };
}
