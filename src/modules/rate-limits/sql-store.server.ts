import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import type { CounterStore } from './counters';
import { rateLimits } from './schema';

/** How often (at most) one process sweeps rows whose window ended more than an hour ago. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const SWEEP_AFTER_MS = 60 * 60 * 1000;

/**
 * Counters in the shop's own database: PostgreSQL or the embedded PGlite, the same SQL. Each add is one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`: PostgreSQL locks the row for it, so concurrent adds from any process
 * are counted one after the other and none is lost.
 */
export function sqlCounterStore(database: () => Promise<Db>): CounterStore {
  let sweptAt = 0;
  async function sweep(db: Db, now: number) {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now - SWEEP_AFTER_MS));
  }
  return {
    async add({ key, points, now, windowMs, limit, blockMs }) {
      const db = await database();
      const ended = sql`${rateLimits.expiresAt} <= ${now}`;
      // The same rule as nextWindow: a new window when the old one has ended; crossing the limit extends it to the block.
      const first = Math.max(0, points);
      const firstEnd = blockMs > 0 && first > limit ? Math.max(now + windowMs, now + blockMs) : now + windowMs;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, points: first, expiresAt: firstEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            points: sql`CASE WHEN ${ended} THEN ${first}::integer ELSE greatest(0, ${rateLimits.points} + ${points}::integer) END`,
            expiresAt: sql`CASE
              WHEN ${ended} THEN ${firstEnd}::bigint
              WHEN ${blockMs}::bigint > 0 AND ${rateLimits.points} <= ${limit}::integer AND greatest(0, ${rateLimits.points} + ${points}::integer) > ${limit}::integer
                THEN greatest(${rateLimits.expiresAt}, ${now + blockMs}::bigint)
              ELSE ${rateLimits.expiresAt} END`,
          },
        })
        .returning({ points: rateLimits.points, expiresAt: rateLimits.expiresAt });
      await sweep(db, now);
      return { count: Number(row!.points), resetAt: Number(row!.expiresAt) };
    },
    async read(key, now) {
      const db = await database();
      const [row] = await db
        .select({ points: rateLimits.points, expiresAt: rateLimits.expiresAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, now)));
      return row ? { count: Number(row.points), resetAt: Number(row.expiresAt) } : null;
    },
    async remove(key) {
      const db = await database();
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
