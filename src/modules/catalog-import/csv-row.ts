import { z } from 'zod';
import { parseDecimalCents } from '@/lib/decimal-cents';
import { priceColumnOf, skuSchema } from '@/modules/catalog';
import { isSiteId, SITE_IDS, SITES } from '@/modules/regions';
import { ImportFileError } from './errors';
import type { ImportedPrice, ImportedProduct } from './types';

/**
 * The CSV file for toys and gifts: a header row naming the columns (any order), then one product per row.
 *
 * | column | required | meaning |
 * |---|---|---|
 * | sku | yes | the product's key: letters, digits, `.`, `_`, `-`; not an ISBN (books come from ONIX) |
 * | title | yes | |
 * | product_type | yes | `toy` or `gift` |
 * | format | yes | the kind of item, shown like a book's binding: Puzzle, Plush, Kit, Game, Journal… |
 * | sites | yes | where it is sold: `us`, `ca` or `us;ca` |
 * | price_usd, price_cad | for each site sold | decimal amounts (`12.99`): the list and regular price |
 * | sale_price_usd, sale_price_cad | no | a sale price below the price; empty: no sale |
 * | department | no | one of the shop's departments; default Toys & Activities for toys, Gifts for gifts |
 * | description | no | plain text |
 * | brand | no | maker or publisher |
 * | age_min, age_max | no | whole years, 0–18 |
 * | stock | no | units on hand; empty: unknown (a new product starts at 0, an existing one keeps its stock) |
 * | max_purchase_qty | no | most units per order, 1–99 (10 when never set) |
 * | tags | no | `;`-separated, like `new-this-week;staff-pick` |
 * | category_subjects | no | `;`-separated `Category|Subject` pairs, like `Toys|Puzzles;Activities|Coloring` |
 *
 * A column that is not in the header is left as it is in the catalogue (its default for a new product); a column that
 * is there but empty clears the value, except stock and max_purchase_qty, which stay as they are.
 */
export const CSV_COLUMNS = [
  'sku',
  'title',
  'product_type',
  'department',
  'format',
  'description',
  'brand',
  'age_min',
  'age_max',
  'price_usd',
  'price_cad',
  'sale_price_usd',
  'sale_price_cad',
  'stock',
  'max_purchase_qty',
  'sites',
  'tags',
  'category_subjects',
] as const;
const REQUIRED_COLUMNS = ['sku', 'title', 'product_type', 'format', 'sites'];
export const DEPARTMENTS = ['Books', 'Kids', 'Tweens', 'Young Adult', 'Nonfiction', 'Toys & Activities', 'Gifts'] as const;

/** The header as given, trimmed; throws an ImportFileError naming unknown or missing columns. */
export function checkCsvHeader(header: readonly string[]): string[] {
  const columns = header.map((column) => column.trim().toLowerCase());
  const unknown = columns.filter((column) => !(CSV_COLUMNS as readonly string[]).includes(column));
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  const duplicated = columns.filter((column, index) => columns.indexOf(column) !== index);
  const problems = [
    unknown.length > 0 ? `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}` : null,
    missing.length > 0 ? `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` : null,
    duplicated.length > 0 ? `repeated column${duplicated.length > 1 ? 's' : ''} ${duplicated.join(', ')}` : null,
  ].filter(Boolean);
  if (problems.length > 0) throw new ImportFileError(`The CSV header has ${problems.join('; ')}. Columns: ${CSV_COLUMNS.join(',')}.`);
  return columns;
}

const text = z.string().trim();
const emptyToNull = (value: string) => (value === '' ? null : value);

function amount(column: string) {
  return text.transform((value, context) => {
    if (value === '') return null;
    const cents = parseDecimalCents(value);
    if (cents.ok && cents.cents > 0) return cents.cents;
    context.addIssue({ code: 'custom', message: cents.ok ? `${column} must be more than 0` : `${column} ${cents.reason}` });
    return z.NEVER;
  });
}

function wholeNumber(column: string, min: number, max: number) {
  return text.transform((value, context) => {
    if (value === '') return null;
    if (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max) return Number(value);
    context.addIssue({ code: 'custom', message: `${column} must be a whole number from ${min} to ${max}, not "${value}"` });
    return z.NEVER;
  });
}

const list = (value: string) =>
  value
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

const rowSchema = z
  .object({
    sku: skuSchema.refine((sku) => !/^97[89]\d{10}$/.test(sku), {
      error: 'sku is an ISBN-13: books are imported from ONIX',
    }),
    title: text.min(1, { error: 'title is empty' }).max(300, { error: 'title is longer than 300 characters' }),
    product_type: text.toLowerCase().pipe(z.enum(['toy', 'gift'], { error: 'product_type must be toy or gift' })),
    department: text
      .transform(emptyToNull)
      .pipe(z.enum(DEPARTMENTS, { error: `department must be one of ${DEPARTMENTS.join(', ')}` }).nullable())
      .optional(),
    format: text.min(1, { error: 'format is empty' }).max(60, { error: 'format is longer than 60 characters' }),
    description: text.max(10_000, { error: 'description is longer than 10,000 characters' }).optional(),
    brand: text.transform(emptyToNull).optional(),
    age_min: wholeNumber('age_min', 0, 18).optional(),
    age_max: wholeNumber('age_max', 0, 18).optional(),
    price_usd: amount('price_usd').optional(),
    price_cad: amount('price_cad').optional(),
    sale_price_usd: amount('sale_price_usd').optional(),
    sale_price_cad: amount('sale_price_cad').optional(),
    stock: wholeNumber('stock', 0, 1_000_000_000).optional(),
    max_purchase_qty: wholeNumber('max_purchase_qty', 1, 99).optional(),
    sites: text.transform((value, context) => {
      const sites = [...new Set(list(value.toLowerCase()))];
      if (sites.length > 0 && sites.every(isSiteId)) return SITE_IDS.filter((site) => sites.includes(site));
      context.addIssue({ code: 'custom', message: `sites must be us, ca or us;ca, not "${value}"` });
      return z.NEVER;
    }),
    tags: text
      .transform(list)
      .pipe(z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'tags must be lowercase words joined by hyphens, separated by ";"' })))
      .optional(),
    category_subjects: text
      .transform(list)
      .pipe(z.array(z.string().regex(/^[^|;]+\|[^|;]+$/, { error: 'category_subjects must be Category|Subject pairs separated by ";"' })))
      .optional(),
  })
  .superRefine((row, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message });
    for (const [site, country, price, sale] of [
      ['us', 'the US', row.price_usd, row.sale_price_usd],
      ['ca', 'Canada', row.price_cad, row.sale_price_cad],
    ] as const) {
      const column = priceColumnOf(SITES[site].currency);
      if (row.sites.includes(site) && (price === undefined || price === null)) problem(`${column} is required: it is sold in ${country}`);
      if (sale !== undefined && sale !== null && (price === undefined || price === null || sale >= price)) problem(`sale_${column} must be below ${column}`);
    }
    if (row.age_min != null && row.age_max != null && row.age_min > row.age_max) problem('age_min is above age_max');
  });

export type CsvRowResult = { ok: true; product: ImportedProduct } | { ok: false; reason: string };

/** One CSV data row (column → cell) as the toy or gift the shop would sell, or every reason it cannot be. */
export function mapCsvRow(cells: Record<string, string>): CsvRowResult {
  const parsed = rowSchema.safeParse(cells);
  if (!parsed.success) return { ok: false, reason: [...new Set(parsed.error.issues.map((issue) => issue.message))].join('; ') };
  const row = parsed.data;
  const price = (regular: number | null | undefined, sale: number | null | undefined): ImportedPrice | undefined =>
    regular == null ? undefined : { price: regular, sale };
  const product: ImportedProduct = {
    sku: row.sku,
    isbn13: null,
    productType: row.product_type,
    title: row.title,
    department: row.department ?? (row.product_type === 'toy' ? 'Toys & Activities' : 'Gifts'),
    format: row.format,
    taxCode: 'GENERAL',
    sites: row.sites,
    prices: { us: price(row.price_usd, row.sale_price_usd), ca: price(row.price_cad, row.sale_price_cad) },
    description: row.description,
    publisher: row.brand,
    ageMin: row.age_min,
    ageMax: row.age_max,
    stock: row.stock ?? undefined,
    maxPurchaseQty: row.max_purchase_qty ?? undefined,
    tags: row.tags,
    categorySubjects: row.category_subjects,
  };
  return { ok: true, product };
}
