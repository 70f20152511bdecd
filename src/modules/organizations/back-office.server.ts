import 'server-only';
import { and, asc, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db';
import { defaultTimeZoneOf, SITES, type SiteId } from '@/modules/regions';
import { organizationApplications } from './applications-schema';
import { bookFairs, organizationMembers, organizations, siteFeaturedOrganizations } from './schema';

/** An organization as the back office reads and changes it. */
export interface OrganizationRecord {
  id: number;
  slug: string;
  name: string;
  site: SiteId;
  addressLine1: string;
  city: string;
  region: string;
  postalCode: string;
  logoUrl: string;
  description: string;
  /** pending, active or suspended. */
  status: string;
  /** Reward rates in basis points (500 = 5%). */
  baseRewardBp: number;
  bookfairRewardBp: number;
  /** IANA time zone of its fairs' days. */
  timeZone: string;
  createdAt: Date;
}

const toRecord = (row: typeof organizations.$inferSelect): OrganizationRecord => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  site: row.site,
  addressLine1: row.addressLine1,
  city: row.city,
  region: row.region,
  postalCode: row.postalCode,
  logoUrl: row.logoUrl,
  description: row.description,
  status: row.status,
  baseRewardBp: row.baseRewardBp,
  bookfairRewardBp: row.bookfairRewardBp,
  timeZone: row.timeZone,
  createdAt: row.createdAt,
});

/**
 * Organizations whose name or city contains the words, or whose postal/ZIP code starts with them (spaces ignored),
 * of one status or all; pending ones first (they wait for staff), then by name; at most `limit`.
 */
export async function searchOrganizations(db: Db, query: { q: string; status?: string | null }, limit: number): Promise<OrganizationRecord[]> {
  const conditions: SQL[] = [];
  const words = query.q.trim().replace(/\s+/g, ' ');
  if (words) {
    const escaped = words.replace(/[\\%_]/g, (character) => `\\${character}`);
    const postal = escaped.replace(/\s/g, '');
    conditions.push(
      or(
        ilike(organizations.name, `%${escaped}%`),
        ilike(organizations.city, `%${escaped}%`),
        ilike(sql`replace(${organizations.postalCode}, ' ', '')`, `${postal}%`),
      )!,
    );
  }
  if (query.status) conditions.push(eq(organizations.status, query.status));
  const rows = await db
    .select()
    .from(organizations)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`CASE ${organizations.status} WHEN 'pending' THEN 0 WHEN 'active' THEN 1 ELSE 2 END`, asc(organizations.name), asc(organizations.slug))
    .limit(limit);
  return rows.map(toRecord);
}

/** The organization with this slug; `forUpdate` locks its row until the caller's transaction ends. */
export async function organizationBySlug(db: Db, slug: string, { forUpdate = false } = {}): Promise<OrganizationRecord | null> {
  const query = db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toRecord(row) : null;
}

export interface OrganizationMembership {
  userId: string;
  role: string;
  since: Date;
}

export interface OrganizationFair {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
}

/** Its organizers (longest first) and its fairs (newest first). */
export async function membersAndFairsOf(db: Db, organizationId: number): Promise<{ members: OrganizationMembership[]; fairs: OrganizationFair[] }> {
  const [members, fairs] = await Promise.all([
    db
      .select({ userId: organizationMembers.userId, role: organizationMembers.role, since: organizationMembers.createdAt })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, organizationId))
      .orderBy(asc(organizationMembers.createdAt)),
    db
      .select({ id: bookFairs.id, name: bookFairs.name, startsAt: bookFairs.startsAt, endsAt: bookFairs.endsAt, status: bookFairs.status })
      .from(bookFairs)
      .where(eq(bookFairs.organizationId, organizationId))
      .orderBy(desc(bookFairs.startsAt)),
  ]);
  return { members, fairs };
}

/** Changes an organization's status or reward rates, inside the caller's transaction (where its audit entry goes too). */
export async function changeOrganizationRecord(
  tx: Db,
  id: number,
  change: { status: string } | { baseRewardBp: number; bookfairRewardBp: number },
): Promise<OrganizationRecord> {
  const [updated] = await tx
    .update(organizations)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return toRecord(updated!);
}

/** Makes an organization the one a site features, inside the caller's transaction. */
export async function featureOrganization(tx: Db, site: SiteId, organizationId: number): Promise<void> {
  await tx
    .insert(siteFeaturedOrganizations)
    .values({ site, organizationId })
    .onConflictDoUpdate({ target: siteFeaturedOrganizations.site, set: { organizationId, updatedAt: new Date() } });
}

export type NewOrganization = Pick<OrganizationRecord, 'name' | 'site' | 'addressLine1' | 'city' | 'region' | 'postalCode' | 'logoUrl' | 'description'> & {
  /** Its state's or province's main zone when not given. */
  timeZone?: string;
};

/** A free slug for a new organization: `base`, or that with -2, -3… */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

/**
 * Adds a pending organization inside the caller's transaction, under the slug `baseSlug` or the first free one after
 * it (-2, -3…), in the time zone given or its state's or province's main one. One registration at a time picks a
 * slug, so two organizations of one name get two slugs.
 */
export async function createPendingOrganization(tx: Db, baseSlug: string, values: NewOrganization): Promise<OrganizationRecord> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('organization-registration'))`);
  const slug = await freeSlug(tx, baseSlug);
  const [created] = await tx
    .insert(organizations)
    .values({ ...values, slug, status: 'pending', timeZone: values.timeZone ?? defaultTimeZoneOf(SITES[values.site].country, values.region) })
    .returning();
  return toRecord(created!);
}

/** Schools waiting for staff: applications to host not yet decided, and organizations created pending approval. */
export async function schoolsAwaitingApproval(db: Db): Promise<{ applications: number; organizations: number }> {
  const [applications, pending] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)` })
      .from(organizationApplications)
      .where(eq(organizationApplications.status, 'pending')),
    db
      .select({ count: sql<number>`count(*)` })
      .from(organizations)
      .where(eq(organizations.status, 'pending')),
  ]);
  return { applications: Number(applications[0]?.count ?? 0), organizations: Number(pending[0]?.count ?? 0) };
}

/**
 * A fair's organization and the window its orders fall in: its online shopping window, or its own dates when it has
 * none (as rewards read it); null when there is no such fair.
 */
export async function fairOrderWindow(db: Db, fairId: number): Promise<{ organizationId: number; from: Date; to: Date } | null> {
  const [fair] = await db.select().from(bookFairs).where(eq(bookFairs.id, fairId)).limit(1);
  if (!fair) return null;
  return { organizationId: fair.organizationId, from: fair.onlineStartsAt ?? fair.startsAt, to: fair.onlineEndsAt ?? fair.endsAt };
}
