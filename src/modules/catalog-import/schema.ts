import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportReport } from './types';

/**
 * Catalogue imports as staff started them, kept so the upload page shows its history after a reload or a restart. The
 * file itself is not kept (it is deleted once read); the report is.
 */
export const catalogImportRuns = pgTable(
  'catalog_import_runs',
  {
    id: uuid('id').primaryKey(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    dryRun: boolean('dry_run').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** running, done or failed. */
    status: text('status').notNull().default('running'),
    report: jsonb('report').$type<ImportReport | null>(),
    error: text('error'),
  },
  (t) => [
    index('catalog_import_runs_started_idx').on(t.startedAt),
    check('catalog_import_runs_status', sql`${t.status} IN ('running', 'done', 'failed')`),
    check('catalog_import_runs_format', sql`${t.format} IN ('onix', 'csv')`),
  ],
);
