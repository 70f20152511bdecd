import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { catalogImportRuns } from './schema';
import type { ImportFormat, ImportReport } from './types';

/** One import as its history shows it. */
export interface ImportRun {
  id: string;
  fileName: string;
  format: ImportFormat;
  dryRun: boolean;
  size: number;
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
  status: 'running' | 'done' | 'failed';
  report: ImportReport | null;
  error: string | null;
}

const toRun = (row: typeof catalogImportRuns.$inferSelect): ImportRun => ({
  id: row.id,
  fileName: row.fileName,
  format: row.format as ImportFormat,
  dryRun: row.dryRun,
  size: row.sizeBytes,
  startedBy: row.startedBy,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  status: row.status as ImportRun['status'],
  report: row.report ?? null,
  error: row.error,
});

/** Records an import whose file has arrived and which starts now. */
export async function recordImportStart(
  db: Db,
  run: { id: string; fileName: string; format: ImportFormat; dryRun: boolean; size: number; startedBy: string; startedAt: Date },
): Promise<void> {
  await db.insert(catalogImportRuns).values({ ...run, sizeBytes: run.size, status: 'running' });
}

/** Records how an import ended: its report, or the reason it failed. */
export async function recordImportEnd(
  db: Db,
  id: string,
  end: { status: 'done'; report: ImportReport } | { status: 'failed'; error: string },
  now = new Date(),
): Promise<void> {
  await db
    .update(catalogImportRuns)
    .set({ status: end.status, report: end.status === 'done' ? end.report : null, error: end.status === 'failed' ? end.error : null, finishedAt: now })
    .where(eq(catalogImportRuns.id, id));
}

/** The latest imports, newest first. */
export async function recentImportRuns(db: Db, limit: number): Promise<ImportRun[]> {
  const rows = await db.select().from(catalogImportRuns).orderBy(desc(catalogImportRuns.startedAt), desc(catalogImportRuns.id)).limit(limit);
  return rows.map(toRun);
}
