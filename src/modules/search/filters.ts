/**
 * The `filters` query parameter of /browse (spec §2 Filter query syntax).
 *
 *   filters := filter (";" filter)*          several filters may also come as repeated `filters` parameters
 *   filter  := "$" field "@=" value ("|" value)*
 *   field   := "tag" | "format" | "price" | "age" | "cl" | "cs$" Category
 *
 * Values of one filter are alternatives (OR); different filters all apply (AND). Examples:
 *   $tag@=new-this-week   $format@=Hardcover|Paperback   $price@=under-5|5-10   $cs$Fiction@=Mystery
 *   $age@=Ages 3 to 5     $cl@=staff-picks
 * Price bands: under-5, 5-10, 10-25, over-25, 25-50, over-50 (in the site's currency). Age bands: "Ages A to B" or
 * "Ages A+". Anything malformed — an unknown field, a bad price band or age, an empty value — is dropped silently.
 */

export type PriceBandId = 'under-5' | '5-10' | '10-25' | 'over-25' | '25-50' | 'over-50';

export interface PriceBand {
  id: PriceBandId;
  /** Inclusive lower bound in cents. */
  min: number;
  /** Exclusive upper bound in cents; null for open-ended. */
  max: number | null;
}

export const PRICE_BANDS: Record<PriceBandId, PriceBand> = {
  'under-5': { id: 'under-5', min: 0, max: 500 },
  '5-10': { id: '5-10', min: 500, max: 1000 },
  '10-25': { id: '10-25', min: 1000, max: 2500 },
  'over-25': { id: 'over-25', min: 2500, max: null },
  '25-50': { id: '25-50', min: 2500, max: 5000 },
  'over-50': { id: 'over-50', min: 5000, max: null },
};

export interface AgeBand {
  label: string;
  min: number;
  /** null for "A+" bands. */
  max: number | null;
}

export type Filter =
  | { kind: 'tag'; values: string[] }
  | { kind: 'format'; values: string[] }
  | { kind: 'price'; values: PriceBand[] }
  | { kind: 'age'; values: AgeBand[] }
  | { kind: 'cl'; values: string[] }
  | { kind: 'cs'; category: string; values: string[] };

export const MAX_FILTERS = 10;
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 100;

export function parseAgeBand(value: string): AgeBand | null {
  const match = /^(?:Ages\s+)?(\d{1,2})\s*(?:to|-|–)\s*(\d{1,2})$/i.exec(value.trim());
  if (match) {
    const min = Number(match[1]);
    const max = Number(match[2]);
    return min <= max ? { label: `Ages ${min} to ${max}`, min, max } : null;
  }
  const open = /^(?:Ages\s+)?(\d{1,2})\s*\+$/i.exec(value.trim());
  return open ? { label: `Ages ${Number(open[1])}+`, min: Number(open[1]), max: null } : null;
}

// PostgreSQL text cannot hold NUL, and no filter value needs a control character.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function cleanValues(raw: string): string[] {
  const values = raw
    .replace(CONTROL_CHARACTERS, '')
    .split('|')
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= MAX_VALUE_LENGTH);
  return [...new Set(values)].slice(0, MAX_VALUES);
}

function parseOne(expression: string): Filter | null {
  const match = /^\$(tag|format|price|age|cl|cs\$([^@$;|\u0000-\u001f]{1,100}))@=(.*)$/s.exec(expression.trim());
  if (!match) return null;
  const [, field, category, raw] = match;
  const values = cleanValues(raw ?? '');
  if (values.length === 0) return null;
  switch (field) {
    case 'tag':
    case 'format':
    case 'cl':
      return { kind: field, values };
    case 'price': {
      const bands = values.filter((value): value is PriceBandId => value in PRICE_BANDS).map((id) => PRICE_BANDS[id]);
      return bands.length > 0 ? { kind: 'price', values: bands } : null;
    }
    case 'age': {
      const bands = values.map(parseAgeBand).filter((band): band is AgeBand => band !== null);
      return bands.length > 0 ? { kind: 'age', values: bands } : null;
    }
    default:
      return category?.trim() ? { kind: 'cs', category: category.trim(), values } : null;
  }
}

export function parseFilters(input: string | string[] | null | undefined): Filter[] {
  const parts = (Array.isArray(input) ? input : input ? [input] : []).flatMap((value) => value.split(';'));
  const filters: Filter[] = [];
  for (const part of parts) {
    if (filters.length >= MAX_FILTERS) break;
    const filter = parseOne(part);
    if (filter) filters.push(filter);
  }
  return filters;
}

function filterValues(filter: Filter): string[] {
  if (filter.kind === 'price') return filter.values.map((band) => band.id);
  if (filter.kind === 'age') return filter.values.map((band) => band.label);
  return filter.values;
}

export function filterKey(filter: Filter): string {
  return filter.kind === 'cs' ? `cs$${filter.category}` : filter.kind;
}

export function serializeFilter(filter: Filter): string {
  return `$${filterKey(filter)}@=${filterValues(filter).join('|')}`;
}

export function serializeFilters(filters: Filter[]): string {
  return filters.map(serializeFilter).join(';');
}

/** One chip per value, each knowing the filters that remain when it is removed. */
export interface FilterChip {
  label: string;
  remaining: Filter[];
}

export function filterChips(filters: Filter[], formatPrice?: (cents: number) => string): FilterChip[] {
  return filters.flatMap((filter, index) =>
    filterValues(filter).map((value, valueIndex) => {
      const rest = filterValues(filter).filter((_, i) => i !== valueIndex);
      const remaining =
        rest.length === 0
          ? filters.filter((_, i) => i !== index)
          : filters.map((other, i) => (i === index ? parseOne(`$${filterKey(filter)}@=${rest.join('|')}`)! : other));
      const label = filter.kind === 'price' ? priceLabel(value as PriceBandId, formatPrice) : filter.kind === 'cs' ? `${filter.category}: ${value}` : value;
      return { label, remaining };
    }),
  );
}

/** "Under $5", "$5 – $10", "Over $50": `formatPrice` turns cents into the site's money text. */
export function priceLabel(id: PriceBandId, formatPrice: (cents: number) => string = (cents) => String(cents / 100)): string {
  const band = PRICE_BANDS[id];
  if (band.max === null) return `Over ${formatPrice(band.min)}`;
  if (band.min === 0) return `Under ${formatPrice(band.max)}`;
  return `${formatPrice(band.min)} – ${formatPrice(band.max)}`;
}

/** Adds a value to a filter (or a new filter), keeping the rest. */
export function withFilterValue(filters: Filter[], expression: string): Filter[] {
  const added = parseOne(expression);
  if (!added) return filters;
  const key = filterKey(added);
  const existing = filters.findIndex((filter) => filterKey(filter) === key);
  if (existing < 0) return [...filters, added].slice(0, MAX_FILTERS);
  const merged = parseOne(`${serializeFilter(filters[existing]!)}|${filterValues(added).join('|')}`);
  return filters.map((filter, i) => (i === existing && merged ? merged : filter));
}

/** Whether the filters already select the single value of `expression` (e.g. `$format@=Hardcover`). */
export function hasFilterValue(filters: Filter[], expression: string): boolean {
  const wanted = parseOne(expression);
  if (!wanted) return false;
  const value = filterValues(wanted)[0];
  return filters.some((filter) => filterKey(filter) === filterKey(wanted) && filterValues(filter).includes(value!));
}
