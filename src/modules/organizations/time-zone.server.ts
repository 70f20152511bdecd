import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { fairTimesInZone } from './manager';
import { bookFairs, organizations } from './schema';

/**
 * Moves an organization to another time zone in the caller's transaction: its fairs keep their local days, so their
 * instants move to the new zone's midnights (decision 012). Returns whether anything changed.
 */
export async function changeOrganizationTimeZone(tx: Db, organizationId: number, timeZone: string, now = new Date()): Promise<boolean> {
  const [organization] = await tx.select({ timeZone: organizations.timeZone }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
  if (!organization || organization.timeZone === timeZone) return false;
  await tx.update(organizations).set({ timeZone, updatedAt: now }).where(eq(organizations.id, organizationId));
  const fairs = await tx.select().from(bookFairs).where(eq(bookFairs.organizationId, organizationId));
  for (const fair of fairs) {
    await tx
      .update(bookFairs)
      .set(fairTimesInZone(fair, organization.timeZone, timeZone))
      .where(eq(bookFairs.id, fair.id));
  }
  return true;
}
