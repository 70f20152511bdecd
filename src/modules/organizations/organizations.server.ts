import 'server-only';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import type { SiteId } from '@/modules/regions';
import { bookFairs, organizationMembers, organizations } from './schema';

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

export interface OrganizationForOrder {
  id: number;
  slug: string;
  name: string;
  /** Its fair running now, when that fair ships orders to the organization. */
  shippingFair: { id: number; name: string } | null;
}

/** The organization an order is placed for (the `org` selected by the shopper), on this site; null when unknown. */
export async function organizationForOrder(db: Db, slug: string, site: SiteId, now: Date): Promise<OrganizationForOrder | null> {
  const [organization] = await db
    .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.slug, slug), eq(organizations.site, site)))
    .limit(1);
  if (!organization) return null;
  const [fair] = await db
    .select({ id: bookFairs.id, name: bookFairs.name })
    .from(bookFairs)
    .where(and(eq(bookFairs.organizationId, organization.id), eq(bookFairs.status, 'scheduled'), eq(bookFairs.shipToSchool, true), lte(bookFairs.startsAt, now), gt(bookFairs.endsAt, now)))
    .orderBy(asc(bookFairs.endsAt))
    .limit(1);
  return { ...organization, shippingFair: fair ?? null };
}
