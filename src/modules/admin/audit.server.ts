import 'server-only';
import { desc, eq, and } from 'drizzle-orm';
import type { Db } from '@/db';
import { auditLog } from './schema';

/** Who made a change: a staff account, or (id null) the command line, named by the operator. */
export interface Actor {
  id: string | null;
  email: string;
}

export interface AuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  entity: string;
  entityKey: string;
  before: unknown;
  after: unknown;
  at: string;
}

/** Records one back-office change, inside the transaction that makes it: no change without its entry. */
export async function recordChange(
  tx: Db,
  actor: Actor,
  change: { action: string; entity: string; entityKey: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, ...change, before: change.before ?? null, after: change.after ?? null });
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  actorEmail: row.actorEmail,
  action: row.action,
  entity: row.entity,
  entityKey: row.entityKey,
  before: row.before,
  after: row.after,
  at: row.createdAt.toISOString(),
});

/** The newest entries about one record, newest first. */
export async function historyOf(db: Db, entity: string, entityKey: string, limit = 20): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityKey, entityKey)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}
