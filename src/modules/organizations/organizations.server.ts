import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import type { SiteId } from '@/modules/regions';
import { organizationMembers, organizations } from './schema';

export interface OrganizationSummary {
  slug: string;
  name: string;
  site: SiteId;
}

/** The organizations an organizer runs. */
export async function organizationsOf(userId: string, db?: Db): Promise<OrganizationSummary[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select({ slug: organizations.slug, name: organizations.name, site: organizations.site })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.name));
  return rows.map((row) => ({ slug: row.slug, name: row.name, site: row.site }));
}
