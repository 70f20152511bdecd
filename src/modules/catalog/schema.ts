import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { siteEnum } from '@/modules/regions/schema';

export const productType = pgEnum('product_type', ['book', 'toy', 'gift']);
export const listKind = pgEnum('list_kind', ['curated', 'bestseller']);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    isbn13: text('isbn13'),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull().default(''),
    productType: productType('product_type').notNull(),
    /** Books, Kids, Tweens, Young Adult, Nonfiction, Toys & Activities or Gifts. */
    department: text('department').notNull(),
    /** Binding for books (Hardcover, Paperback, Board Book, Boxed Set…), kind for toys and gifts. */
    format: text('format').notNull(),
    pages: integer('pages'),
    publisher: text('publisher'),
    publicationDate: date('publication_date', { mode: 'string' }),
    ageMin: smallint('age_min'),
    ageMax: smallint('age_max'),
    /** Grades as numbers: -1 Pre-K, 0 Kindergarten, 1–12. */
    gradeMin: smallint('grade_min'),
    gradeMax: smallint('grade_max'),
    series: text('series'),
    /** "First Last; First Last" in byline order, kept with the product for search. */
    authorNames: text('author_names').notNull().default(''),
    seriesNumber: smallint('series_number'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** "Category|Subject" pairs, kept flat so a GIN index answers $cs filters. */
    categorySubjects: text('category_subjects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    domainRestrictions: text('domain_restrictions').array().notNull(),
    listPriceUsd: integer('list_price_usd').notNull(),
    regularPriceUsd: integer('regular_price_usd').notNull(),
    salePriceUsd: integer('sale_price_usd'),
    actualPriceUsd: integer('actual_price_usd').notNull(),
    listPriceCad: integer('list_price_cad').notNull(),
    regularPriceCad: integer('regular_price_cad').notNull(),
    salePriceCad: integer('sale_price_cad'),
    actualPriceCad: integer('actual_price_cad').notNull(),
    maxPurchaseQty: smallint('max_purchase_qty').notNull().default(10),
    stock: integer('stock').notNull().default(0),
    taxCode: text('tax_code').notNull(),
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    uniqueIndex('products_isbn13_key').on(t.isbn13),
    index('products_department_idx').on(t.department),
    index('products_series_idx').on(t.series),
    index('products_created_at_idx').on(t.createdAt),
    index('products_popularity_idx').on(t.popularity),
    index('products_domains_idx').using('gin', t.domainRestrictions),
    index('products_tags_idx').using('gin', t.tags),
    index('products_category_subjects_idx').using('gin', t.categorySubjects),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_prices_nonnegative', sql`${t.actualPriceUsd} >= 0 AND ${t.actualPriceCad} >= 0`),
    check('products_max_qty_positive', sql`${t.maxPurchaseQty} >= 1`),
    check('products_isbn13_format', sql`${t.isbn13} IS NULL OR ${t.isbn13} ~ '^97[89][0-9]{10}$'`),
  ],
);

export const authors = pgTable(
  'authors',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('authors_slug_key').on(t.slug), index('authors_last_first_idx').on(t.lastName, t.firstName)],
);

export const productAuthors = pgTable(
  'product_authors',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    role: text('role').notNull().default('author'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.authorId] }), index('product_authors_author_idx').on(t.authorId)],
);

/** Curated lists (/browse/cl/{id}) and bestseller lists (/browse/bs/{id}), each for one site, ordered. */
export const productLists = pgTable(
  'product_lists',
  {
    id: serial('id').primaryKey(),
    kind: listKind('kind').notNull(),
    site: siteEnum('site').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('product_lists_site_kind_slug_key').on(t.site, t.kind, t.slug)],
);

export const productListItems = pgTable(
  'product_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => productLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] }), index('product_list_items_order_idx').on(t.listId, t.position)],
);

/**
 * One row whose revision triggers bump on every catalogue change that search sees (migration 0005), so each process's
 * search index knows when to rebuild. Stock changes do not bump it.
 */
export const catalogueRevision = pgTable(
  'catalogue_revision',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_revision_single_row', sql`${t.id} = 1`)],
);
