import 'server-only';
import { inTransaction, type Db } from '@/db';
import { productsBySkuOrIsbn, writeImportedProducts, type BylinePerson } from '@/modules/catalog/index.server';
import { authorSlug, decideChange, type ProductValues } from './changes';
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
  const stored = await productsBySkuOrIsbn(db, skus, isbns);
  const bySku = new Map(stored.map((product) => [product.row.sku, product]));
  const byIsbn = new Map(stored.flatMap((product) => (product.row.isbn13 ? [[product.row.isbn13, product] as const] : [])));

  const creates: Array<{ pending: Pending; values: ProductValues & { stock: number }; contributors: Contributor[] }> = [];
  const updates: Array<{ pending: Pending; id: number; values: ProductValues; contributors: Contributor[] | null }> = [];
  for (const pending of batch) {
    const { product } = pending;
    const existing = product.isbn13 ? byIsbn.get(product.isbn13) : bySku.get(product.sku);
    const change = decideChange(product, existing, bySku.get(product.sku)?.row);
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
    const byline = (contributors: Contributor[]): BylinePerson[] => contributors.map((contributor) => ({ ...contributor, slug: authorSlug(contributor) }));
    const createdSkus = await inTransaction(db, (tx) =>
      writeImportedProducts(tx, {
        creates: creates.map(({ values, contributors }) => ({ values, contributors: byline(contributors) })),
        updates: updates.map(({ id, values, contributors }) => ({ id, values, contributors: contributors && byline(contributors) })),
      }),
    );
    // A creation that met a conflict was written by someone else between our read and our insert.
    const lost = creates.filter(({ values }) => !createdSkus.has(values.sku));
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
