import 'server-only';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getDb, type Db } from '@/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { refreshStorefront, STOREFRONT_TAGS } from '@/lib/storefront-cache';
import { ImportFileError, type ImportFormat, type ImportProgress, type ImportReport } from '@/modules/catalog-import';
import { importCatalogue, recentImportRuns, recordImportEnd, recordImportStart, type ImportRun } from '@/modules/catalog-import/index.server';
import { SITES } from '@/modules/regions';
import { recordChange, type Actor } from './audit.server';
import { MAX_IMPORT_BYTES } from './catalog-import-rules';

export interface CatalogImportJob {
  id: string;
  fileName: string;
  format: ImportFormat;
  dryRun: boolean;
  size: number;
  startedBy: string;
  startedAt: string;
  status: 'uploading' | 'running' | 'done' | 'failed';
  progress: ImportProgress;
  report: ImportReport | null;
  error: string | null;
}

interface Job extends CatalogImportJob {
  /** Set once the storefront has been told; see refreshAfter. */
  storefrontRefreshed: boolean;
}

/**
 * The jobs of this process (one server, DESIGN §1), newest last; kept on globalThis so a reloaded module in development
 * still sees the running one. Only one import runs at a time: the embedded database has one connection, and two imports
 * of overlapping files would race on the same products.
 */
const registry = globalThis as unknown as { __catalogImportJobs?: Map<string, Job> };
const jobs = (registry.__catalogImportJobs ??= new Map<string, Job>());
const KEPT_JOBS = 20;

const publicView = ({ storefrontRefreshed: _refreshed, ...job }: Job): CatalogImportJob => job;

const TOO_LARGE = `The file is larger than ${MAX_IMPORT_BYTES / 1_048_576} MB.`;

/**
 * Saves an uploaded catalogue file to disk as it arrives (bounded memory whatever its size), then starts importing it in
 * the background and answers at once: the page follows the job with `catalogImportJob`.
 */
export async function startCatalogImport(
  actor: Actor,
  upload: { body: ReadableStream<Uint8Array> | null; declaredSize: number | null; fileName: string; format: ImportFormat; dryRun: boolean },
): Promise<CatalogImportJob> {
  if (!upload.body) throw new AppError(400, 'EMPTY_FILE', 'The file is empty.');
  if (upload.declaredSize !== null && upload.declaredSize > MAX_IMPORT_BYTES) throw new AppError(413, 'FILE_TOO_LARGE', TOO_LARGE);
  if ([...jobs.values()].some((job) => job.status === 'uploading' || job.status === 'running')) {
    throw new AppError(409, 'IMPORT_RUNNING', 'An import is running already. Wait for it to finish, then try again.');
  }
  const job: Job = {
    id: randomUUID(),
    fileName: upload.fileName,
    format: upload.format,
    dryRun: upload.dryRun,
    size: 0,
    startedBy: actor.email,
    startedAt: new Date().toISOString(),
    status: 'uploading',
    progress: { read: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, bytesRead: 0 },
    report: null,
    error: null,
    storefrontRefreshed: false,
  };
  // Registered before the upload arrives, so a second upload meanwhile is refused rather than raced.
  jobs.set(job.id, job);
  for (const old of [...jobs.keys()].slice(0, Math.max(0, jobs.size - KEPT_JOBS))) jobs.delete(old);
  const folder = path.resolve(env().DATA_DIR, 'import-uploads');
  const file = path.join(folder, job.id);
  try {
    await mkdir(folder, { recursive: true });
    // Counts the bytes as they pass, and stops an upload sent without its length once it is larger than allowed.
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        job.size += chunk.length;
        if (job.size > MAX_IMPORT_BYTES) done(new AppError(413, 'FILE_TOO_LARGE', TOO_LARGE));
        else done(null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(upload.body as import('node:stream/web').ReadableStream<Uint8Array>), counter, createWriteStream(file));
    if (job.size === 0) throw new AppError(400, 'EMPTY_FILE', 'The file is empty.');
  } catch (error) {
    jobs.delete(job.id);
    await rm(file, { force: true });
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'UPLOAD_FAILED', 'The file did not arrive whole. Please upload it again.');
  }
  job.status = 'running';
  await recordImportStart(await getDb(), { ...job, startedAt: new Date(job.startedAt) });
  void runJob(job, file, actor);
  return publicView(job);
}

async function runJob(job: Job, file: string, actor: Actor): Promise<void> {
  try {
    const db = await getDb();
    const report = await importCatalogue(db, createReadStream(file), {
      format: job.format,
      dryRun: job.dryRun,
      onProgress: (progress) => {
        job.progress = progress;
      },
    });
    if (!job.dryRun) {
      const { rejections: _listed, unmappedSubjects: _unmapped, problems: _problems, ...counts } = report;
      await recordChange(db, actor, {
        action: 'catalog.import',
        entity: 'catalog-import',
        entityKey: job.id,
        before: null,
        after: { fileName: job.fileName, size: job.size, ...counts },
      });
    }
    // Kept before the page can see it finished, so the history it reloads already holds it.
    await recordImportEnd(db, job.id, { status: 'done', report });
    job.progress = { ...report };
    job.report = report;
    job.status = 'done';
  } catch (error) {
    const reason =
      error instanceof ImportFileError
        ? `The file cannot be imported: ${error.message}`
        : 'The import stopped on an error of ours. Nothing more was written; please try again.';
    if (!(error instanceof ImportFileError)) logger.error({ err: error, importId: job.id }, 'Catalogue import failed');
    // Kept before the page can see it failed, as a finished one is.
    await recordFailure(job.id, reason);
    job.error = reason;
    job.status = 'failed';
  } finally {
    await rm(file, { force: true });
  }
}

async function recordFailure(id: string, reason: string): Promise<void> {
  try {
    await recordImportEnd(await getDb(), id, { status: 'failed', error: reason });
  } catch (error) {
    logger.error({ err: error, importId: id }, 'Catalogue import failure could not be recorded');
  }
}

/** How many past imports the upload page lists. */
export const IMPORT_HISTORY_LENGTH = 20;

/** The latest imports, newest first, from the database: the upload page's history, kept across reloads and restarts. */
export async function catalogImportHistory(db?: Db): Promise<ImportRun[]> {
  return recentImportRuns(db ?? (await getDb()), IMPORT_HISTORY_LENGTH);
}

/**
 * A job as the page polls it. The first look after a real import ends refreshes the storefront's cached pages: the job
 * itself runs after its request has ended, where Next has no request to carry the refresh.
 */
export function catalogImportJob(id: string): CatalogImportJob | null {
  const job = jobs.get(id);
  if (!job) return null;
  if (job.status === 'done' && !job.dryRun && !job.storefrontRefreshed && (job.report?.created ?? 0) + (job.report?.updated ?? 0) > 0) {
    refreshStorefront([STOREFRONT_TAGS.products, STOREFRONT_TAGS.listings, ...Object.keys(SITES).map(STOREFRONT_TAGS.lists)]);
    job.storefrontRefreshed = true;
  }
  return publicView(job);
}
