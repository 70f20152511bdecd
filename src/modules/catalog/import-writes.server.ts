import 'server-only';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import type { ProductRow } from './catalog.server';
import { authors, productAuthors, products } from './schema';

/** The product columns a catalogue import writes. `stock` null: the feed does not know it, so the catalogue's stays. */
export type ImportedProductValues = Omit<ProductRow, 'id' | 'popularity' | 'createdAt' | 'updatedAt' | 'stock'> & { stock: number | null };

/** A person on a product's byline, keyed in the authors table by `slug`. */
export interface BylinePerson {
  slug: string;
  firstName: string;
  lastName: string;
  role: string;
}

export interface StoredProduct {
  row: ProductRow;
  /** Its authors, editors and illustrators in byline order. */
  contributors: Array<{ slug: string; role: string }>;
}

/** The products that have one of these SKUs or ISBN-13s, with their bylines: two queries for the whole batch. */
export async function productsBySkuOrIsbn(db: Db, skus: string[], isbns: string[]): Promise<StoredProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(or(inArray(products.sku, skus), isbns.length > 0 ? inArray(products.isbn13, isbns) : undefined));
  if (rows.length === 0) return [];
  const linkRows = await db
    .select({ productId: productAuthors.productId, slug: authors.slug, role: productAuthors.role })
    .from(productAuthors)
    .innerJoin(authors, eq(authors.id, productAuthors.authorId))
    .where(
      inArray(
        productAuthors.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productAuthors.productId), asc(productAuthors.position));
  const links = new Map<number, StoredProduct['contributors']>();
  for (const { productId, ...link } of linkRows) links.set(productId, [...(links.get(productId) ?? []), link]);
  return rows.map((row) => ({ row, contributors: links.get(row.id) ?? [] }));
}

export interface ImportWrites {
  creates: Array<{ values: ImportedProductValues & { stock: number }; contributors: BylinePerson[] }>;
  /** `contributors` null: the byline stays as it is. */
  updates: Array<{ id: number; values: ImportedProductValues; contributors: BylinePerson[] | null }>;
}

/**
 * Writes an import batch inside the caller's transaction: the new people on bylines, the created and updated products
 * and their bylines. Returns the SKUs it created; a creation left out met a product written by someone else meanwhile.
 */
export async function writeImportedProducts(tx: Db, { creates, updates }: ImportWrites): Promise<Set<string>> {
  const authorIds = await ensureAuthors(
    tx,
    [...creates, ...updates].flatMap(({ contributors }) => contributors ?? []),
  );
  const createdRows =
    creates.length > 0
      ? await tx
          .insert(products)
          .values(creates.map(({ values }) => values))
          .onConflictDoNothing()
          .returning({ id: products.id, sku: products.sku })
      : [];
  const createdIds = new Map(createdRows.map((row) => [row.sku, row.id]));
  if (updates.length > 0) await updateProducts(tx, updates);
  const relinked = [
    ...creates.flatMap(({ values, contributors }) => (createdIds.has(values.sku) ? [{ id: createdIds.get(values.sku)!, contributors }] : [])),
    ...updates.flatMap(({ id, contributors }) => (contributors ? [{ id, contributors }] : [])),
  ];
  const updatedLinks = updates.filter(({ contributors }) => contributors).map(({ id }) => id);
  if (updatedLinks.length > 0) await tx.delete(productAuthors).where(inArray(productAuthors.productId, updatedLinks));
  const newLinks = relinked.flatMap(({ id, contributors }) =>
    contributors.map((contributor, position) => ({ productId: id, authorId: authorIds.get(contributor.slug)!, position, role: contributor.role })),
  );
  if (newLinks.length > 0) await tx.insert(productAuthors).values(newLinks);
  return new Set(createdIds.keys());
}

/** The ids of these people in the authors table, adding those it does not have yet. */
async function ensureAuthors(tx: Db, people: BylinePerson[]): Promise<Map<string, number>> {
  const bySlug = new Map(people.map((person) => [person.slug, person]));
  if (bySlug.size === 0) return new Map();
  await tx
    .insert(authors)
    .values([...bySlug].map(([slug, { firstName, lastName }]) => ({ slug, firstName, lastName })))
    .onConflictDoNothing({ target: authors.slug });
  const rows = await tx
    .select({ id: authors.id, slug: authors.slug })
    .from(authors)
    .where(inArray(authors.slug, [...bySlug.keys()]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * One UPDATE … FROM (VALUES …) for the whole batch: one statement (so the search revision triggers fire once, not per
 * row). Stock is only set where the file knew it: checkout takes stock concurrently, and writing back a value read
 * earlier could undo a sale.
 */
async function updateProducts(tx: Db, updates: Array<{ id: number; values: ImportedProductValues }>): Promise<void> {
  // Every column the import writes but the keys (sku, isbn13), which never change.
  const keys = (Object.keys(updates[0]!.values) as Array<keyof ImportedProductValues>).filter((key) => key !== 'sku' && key !== 'isbn13');
  const column = (key: keyof ImportedProductValues) => sql.identifier(products[key].name);
  const rows = updates.map(
    ({ id, values }) =>
      sql`(${sql.join([sql`${id}::int`, ...keys.map((key) => sql`${sql.param(values[key])}::${sql.raw(products[key].getSQLType())}`)], sql`, `)})`,
  );
  const assignments = keys.map((key) => (key === 'stock' ? sql`stock = COALESCE(v.stock, p.stock)` : sql`${column(key)} = v.${column(key)}`));
  await tx.execute(sql`
    UPDATE ${products} AS p SET ${sql.join(assignments, sql`, `)}, updated_at = now()
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, ${sql.join(keys.map(column), sql`, `)})
    WHERE p.id = v.id`);
}
