import 'server-only';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '@/db';
import { authors, productAuthors, products } from '@/modules/catalog/schema';
import { authorSlug, decideChange, type ExistingProduct, type ProductValues } from './changes';
import { csvRecords } from './csv-source';
import { onixRecords } from './onix-source';
import type { Contributor, ImportCounts, ImportFormat, ImportedProduct, ImportProgress, ImportReport, Rejection, SourceRecord } from './types';

export interface ImportOptions {
  format: ImportFormat;
  /** Read, check and compare everything, write nothing. */
  dryRun?: boolean;
  /** Records written per transaction. */
  batchSize?: number;
  /** How many rejections the returned report keeps (every one goes to `onRejected`). */
  keepRejections?: number;
  onProgress?: (progress: ImportProgress) => void;
  onRejected?: (rejection: Rejection) => void;
}

interface Pending {
  source: SourceRecord;
  product: ImportedProduct;
}

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint): the row's fault, not the database's. */
function isRowError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23]/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A copy of a string with no tie to the file chunk it was cut from: V8 keeps a substring's whole parent string alive, so
 * keeping the ISBN of every record as it came from the parser would keep the whole file in memory.
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

function errorMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/**
 * Imports a catalogue file read as a stream: ONIX 3.0 for books (keyed on ISBN-13) or CSV for toys and gifts (keyed on
 * SKU). Records are compared with the catalogue in batches; a batch's creations and updates are written in one
 * transaction, unchanged records are not written at all, so importing the same file again changes nothing. Writes go
 * through the catalogue tables' triggers, which bump catalogue_revision: every app process rebuilds its search index
 * within a second (decision record 004), no restart needed.
 *
 * Throws ImportFileError when the file cannot be read as that format at all; everything else ends up in the report.
 */
export async function importCatalogue(db: Db, input: AsyncIterable<Uint8Array | string>, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 500;
  const keepRejections = options.keepRejections ?? 200;
  const counts: ImportCounts = { read: 0, created: 0, updated: 0, unchanged: 0, rejected: 0 };
  const rejections: Rejection[] = [];
  const problems: string[] = [];
  const unmapped = new Map<string, number>();
  // First record of each key, so that a key repeated in the file is imported once and a second run changes nothing.
  const firstRecord = new Map<string, number>();
  let bytesRead = 0;

  const reject = ({ record, line, id }: SourceRecord, reason: string) => {
    counts.rejected += 1;
    const rejection = { record, line, id: id === null ? null : detached(id), reason: detached(reason) };
    if (rejections.length < keepRejections) rejections.push(rejection);
    options.onRejected?.(rejection);
  };
  const progress = () => options.onProgress?.({ ...counts, bytesRead });

  const hooks = {
    onBytes: (bytes: number) => {
      bytesRead += bytes;
    },
    onProblem: (problem: string) => {
      if (problems.length < 50) problems.push(problem);
    },
  };
  const records = options.format === 'onix' ? onixRecords(input, hooks) : csvRecords(input, { onBytes: hooks.onBytes });

  let batch: Pending[] = [];
  const flush = async () => {
    await writeBatch(db, batch, Boolean(options.dryRun), counts, reject);
    batch = [];
    progress();
  };
  for await (const source of records) {
    counts.read += 1;
    for (const code of source.unmappedSubjects ?? []) unmapped.set(unmapped.has(code) ? code : detached(code), (unmapped.get(code) ?? 0) + 1);
    if (!source.result.ok) {
      reject(source, source.result.reason);
    } else {
      const product = source.result.product;
      const key = product.isbn13 ?? product.sku;
      const first = firstRecord.get(key);
      if (first === undefined) {
        firstRecord.set(detached(key), source.record);
        batch.push({ source, product });
      } else {
        reject(source, `${product.isbn13 ? 'ISBN-13' : 'SKU'} ${key} already came at record ${first}; only the first is imported`);
      }
    }
    if (batch.length >= batchSize) await flush();
    else if (counts.read % batchSize === 0) progress();
  }
  if (batch.length > 0) await flush();
  progress();

  return {
    format: options.format,
    dryRun: Boolean(options.dryRun),
    ...counts,
    durationMs: Math.round(performance.now() - started),
    bytesRead,
    rejections: rejections.sort((a, b) => a.record - b.record),
    unmappedSubjects: [...unmapped].map(([code, records]) => ({ code, records })).sort((a, b) => b.records - a.records || a.code.localeCompare(b.code)),
    problems,
  };
}

/** Compares a batch with the catalogue and writes what changed in one transaction; a row the database refuses is retried alone and rejected. */
async function writeBatch(
  db: Db,
  batch: Pending[],
  dryRun: boolean,
  counts: ImportCounts,
  reject: (source: SourceRecord, reason: string) => void,
): Promise<void> {
  if (batch.length === 0) return;
  const skus = batch.map(({ product }) => product.sku);
  const isbns = batch.flatMap(({ product }) => (product.isbn13 ? [product.isbn13] : []));
  const rows = await db
    .select()
    .from(products)
    .where(or(inArray(products.sku, skus), isbns.length > 0 ? inArray(products.isbn13, isbns) : undefined));
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const byIsbn = new Map(rows.flatMap((row) => (row.isbn13 ? [[row.isbn13, row] as const] : [])));
  const links = new Map<number, ExistingProduct['contributors']>();
  if (rows.length > 0) {
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
    for (const { productId, ...link } of linkRows) links.set(productId, [...(links.get(productId) ?? []), link]);
  }

  const creates: Array<{ pending: Pending; values: ProductValues & { stock: number }; contributors: Contributor[] }> = [];
  const updates: Array<{ pending: Pending; id: number; values: ProductValues; contributors: Contributor[] | null }> = [];
  for (const pending of batch) {
    const { product } = pending;
    const row = product.isbn13 ? byIsbn.get(product.isbn13) : bySku.get(product.sku);
    const change = decideChange(product, row && { row, contributors: links.get(row.id) ?? [] }, bySku.get(product.sku));
    if (change.action === 'reject') reject(pending.source, change.reason);
    else if (change.action === 'unchanged') counts.unchanged += 1;
    else if (change.action === 'create') creates.push({ pending, values: change.values, contributors: change.contributors });
    else updates.push({ pending, id: change.id, values: change.values, contributors: change.contributors });
  }
  if (dryRun) {
    counts.created += creates.length;
    counts.updated += updates.length;
    return;
  }
  if (creates.length === 0 && updates.length === 0) return;

  try {
    const lost = await inTransaction(db, async (tx) => {
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
        contributors.map((contributor, position) => ({ productId: id, authorId: authorIds.get(authorSlug(contributor))!, position, role: contributor.role })),
      );
      if (newLinks.length > 0) await tx.insert(productAuthors).values(newLinks);
      // A creation that met a conflict was written by someone else between our read and our insert.
      return creates.filter(({ values }) => !createdIds.has(values.sku));
    });
    counts.created += creates.length - lost.length;
    counts.updated += updates.length;
    for (const { pending } of lost) reject(pending.source, 'another product with this SKU or ISBN-13 was added while importing; import the file again');
  } catch (error) {
    if (!isRowError(error)) throw error;
    if (batch.length === 1) {
      reject(batch[0]!.source, `the database refused it: ${errorMessage(error)}`);
      return;
    }
    for (const pending of [...creates, ...updates].map(({ pending }) => pending)) await writeBatch(db, [pending], dryRun, counts, reject);
  }
}

/** The ids of these people in the authors table, adding those it does not have yet. */
async function ensureAuthors(tx: Db, contributors: Contributor[]): Promise<Map<string, number>> {
  const bySlug = new Map(contributors.map((contributor) => [authorSlug(contributor), contributor]));
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
async function updateProducts(tx: Db, updates: Array<{ id: number; values: ProductValues }>): Promise<void> {
  // Every column the import writes but the keys (sku, isbn13), which never change.
  const keys = (Object.keys(updates[0]!.values) as Array<keyof ProductValues>).filter((key) => key !== 'sku' && key !== 'isbn13');
  const column = (key: keyof ProductValues) => sql.identifier(products[key].name);
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
