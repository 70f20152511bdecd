import 'server-only';
import { and, asc, desc, eq, gt, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { accountById } from '@/modules/accounts/index.server';
import { SITES, type SiteId } from '@/modules/regions';
import { AppError, NotFoundError } from '@/lib/errors';
import { FAVORITES_LIMIT, FIND_A_FAIR_LIMIT } from './favorites';
import { fairOpenAt } from './rewards';
import { rewardsBalanceOf } from './rewards.server';
import { bookFairs, favoriteOrganizations, organizationMembers, organizations } from './schema';

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

/** An organization's slug and name, as an order shows who it was placed for (whatever its status now). */
export async function organizationNameOf(db: Db, id: number): Promise<{ slug: string; name: string } | null> {
  const [organization] = await db.select({ slug: organizations.slug, name: organizations.name }).from(organizations).where(eq(organizations.id, id));
  return organization ?? null;
}

/** Who a shopper shops for, as a page shows it (issue 19): an active organization of this site, else null. */
export async function organizationBadge(slug: string, site: SiteId, db?: Db): Promise<OrganizationBadge | null> {
  const database = db ?? (await getDb());
  const [organization] = await database
    .select({ org: organizations.slug, name: organizations.name, logo: organizations.logoUrl })
    .from(organizations)
    .where(and(eq(organizations.slug, slug), eq(organizations.site, site), eq(organizations.status, 'active')))
    .limit(1);
  return organization ?? null;
}

export interface OrganizationBadge {
  org: string;
  name: string;
  /** A logo's address, empty when the organization has none. */
  logo: string;
}

/** The organization an order is placed for (the `org` selected by the shopper), on this site; null when unknown. */
export async function organizationForOrder(db: Db, slug: string, site: SiteId, now: Date): Promise<OrganizationForOrder | null> {
  const [organization] = await db
    .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.slug, slug), eq(organizations.site, site), eq(organizations.status, 'active')))
    .limit(1);
  if (!organization) return null;
  const [fair] = await db
    .select({ id: bookFairs.id, name: bookFairs.name })
    .from(bookFairs)
    .where(
      and(
        eq(bookFairs.organizationId, organization.id),
        eq(bookFairs.status, 'scheduled'),
        eq(bookFairs.shipToSchool, true),
        lte(bookFairs.startsAt, now),
        gt(bookFairs.endsAt, now),
      ),
    )
    .orderBy(asc(bookFairs.endsAt))
    .limit(1);
  return { ...organization, shippingFair: fair ?? null };
}

export interface FairSummary {
  _id: number;
  name: string;
  startsAt: string;
  endsAt: string;
  onlineStartsAt: string;
  onlineEndsAt: string;
  goal: number;
  shipToSchool: boolean;
  status: string;
}

/** GET /api/bookfair/organization/{org}: the fields the browser copies into its organization state (spec §3). */
export interface OrganizationDetails {
  _id: number;
  org: string;
  name: string;
  activeBookfair: FairSummary | null;
  allBookfairs: FairSummary[];
  cumulativeStats: { orders: number; rewards: number; baseRewards: number; bookfairRewards: number };
  orgCurrency: 'USD' | 'CAD';
  address: { line1: string; city: string; region: string; postalCode: string; country: 'US' | 'CA' };
  rewardRates: { base: number; bookfair: number };
  logo: string;
  description: string;
  site: SiteId;
  /** IANA time zone: its fairs' days (formatDayRange in `@/lib/local-time` writes them). */
  timeZone: string;
}

const toFair = (fair: typeof bookFairs.$inferSelect): FairSummary => ({
  _id: fair.id,
  name: fair.name,
  startsAt: fair.startsAt.toISOString(),
  endsAt: fair.endsAt.toISOString(),
  onlineStartsAt: (fair.onlineStartsAt ?? fair.startsAt).toISOString(),
  onlineEndsAt: (fair.onlineEndsAt ?? fair.endsAt).toISOString(),
  goal: fair.goalCents / 100,
  shipToSchool: fair.shipToSchool,
  status: fair.status,
});

/** A selectable organization by its slug, with its fairs and rewards so far; null when unknown or not active. */
export async function organizationDetails(slug: string, db?: Db, now = new Date()): Promise<OrganizationDetails | null> {
  const database = db ?? (await getDb());
  const [organization] = await database
    .select()
    .from(organizations)
    .where(and(eq(organizations.slug, slug), eq(organizations.status, 'active')))
    .limit(1);
  if (!organization) return null;
  const fairs = await database
    .select()
    .from(bookFairs)
    .where(and(eq(bookFairs.organizationId, organization.id), ne(bookFairs.status, 'draft')))
    .orderBy(asc(bookFairs.startsAt));
  const active = fairs.find((fair) => fairOpenAt(fair, now)) ?? null;
  const balance = await rewardsBalanceOf(database, organization.id);
  return {
    _id: organization.id,
    org: organization.slug,
    name: organization.name,
    activeBookfair: active ? toFair(active) : null,
    allBookfairs: fairs.map(toFair),
    cumulativeStats: {
      orders: balance.orders,
      rewards: balance.totalCents / 100,
      baseRewards: balance.baseCents / 100,
      bookfairRewards: balance.bookfairCents / 100,
    },
    orgCurrency: SITES[organization.site].currency,
    address: {
      line1: organization.addressLine1,
      city: organization.city,
      region: organization.region,
      postalCode: organization.postalCode,
      country: SITES[organization.site].country,
    },
    rewardRates: { base: organization.baseRewardBp / 10_000, bookfair: organization.bookfairRewardBp / 10_000 },
    logo: organization.logoUrl,
    description: organization.description,
    site: organization.site,
    timeZone: organization.timeZone,
  };
}

/** A favourite as the picker lists it. */
export interface FavoriteOrganization {
  _id: number;
  org: string;
  name: string;
  city: string;
  region: string;
  site: SiteId;
}

/** The person's favourite organizations, most recent first. */
export async function favoritesOf(userId: string, db?: Db): Promise<FavoriteOrganization[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select({
      _id: organizations.id,
      org: organizations.slug,
      name: organizations.name,
      city: organizations.city,
      region: organizations.region,
      site: organizations.site,
    })
    .from(favoriteOrganizations)
    .innerJoin(organizations, eq(organizations.id, favoriteOrganizations.organizationId))
    .where(and(eq(favoriteOrganizations.userId, userId), eq(organizations.status, 'active')))
    .orderBy(desc(favoriteOrganizations.createdAt), asc(organizations.name));
  return rows.map((row) => ({ ...row }));
}

/** Adds a favourite (again is no change); an unknown or inactive organization is a 404, a full list a 422. */
export async function addFavorite(userId: string, organizationId: number, db?: Db): Promise<FavoriteOrganization[]> {
  const database = db ?? (await getDb());
  await inTransaction(database, async (tx) => {
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), eq(organizations.status, 'active')));
    if (!organization) throw new NotFoundError('We could not find that organization.', 'ORGANIZATION_NOT_FOUND');
    // Locks the person's row so two adds at once cannot both pass the limit.
    await accountById(userId, tx, { forUpdate: true });
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(favoriteOrganizations)
      .where(eq(favoriteOrganizations.userId, userId));
    const already = await tx
      .select()
      .from(favoriteOrganizations)
      .where(and(eq(favoriteOrganizations.userId, userId), eq(favoriteOrganizations.organizationId, organizationId)));
    if (already.length > 0) return;
    if (Number(count) >= FAVORITES_LIMIT)
      throw new AppError(422, 'FAVORITES_FULL', `You can keep up to ${FAVORITES_LIMIT} favourite organizations. Remove one to add another.`);
    await tx.insert(favoriteOrganizations).values({ userId, organizationId });
  });
  return favoritesOf(userId, database);
}

/** Removes a favourite; removing one that is not there changes nothing. */
export async function removeFavorite(userId: string, organizationId: number, db?: Db): Promise<FavoriteOrganization[]> {
  const database = db ?? (await getDb());
  await database.delete(favoriteOrganizations).where(and(eq(favoriteOrganizations.userId, userId), eq(favoriteOrganizations.organizationId, organizationId)));
  return favoritesOf(userId, database);
}

export type OrganizationRow = typeof organizations.$inferSelect;

/**
 * The organization of this slug when the user is one of its organizers; null otherwise. Organizer routes answer null
 * with a 404, so an organizer of A learns nothing about B (not even that it exists).
 */
export async function organizationOfOrganizer(userId: string, slug: string, db?: Db): Promise<OrganizationRow | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ organization: organizations })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizations.slug, slug)))
    .limit(1);
  return row?.organization ?? null;
}

/** A fair whose online shopping window is open: its name, its days and its online window (ISO instants, ends exclusive). */
export interface OpenFair {
  name: string;
  startsAt: string;
  endsAt: string;
  onlineStartsAt: string;
  onlineEndsAt: string;
  /** The organization's IANA time zone: the fair's days are its days. */
  timeZone: string;
}

/** A result of Find a Fair: an organization and the fair it is running, if any. */
export interface OrganizationMatch {
  _id: number;
  org: string;
  name: string;
  city: string;
  region: string;
  postalCode: string;
  activeFair: OpenFair | null;
  favorite: boolean;
}

const toOpenFair = (fair: typeof bookFairs.$inferSelect, timeZone: string): OpenFair => {
  const { name, startsAt, endsAt, onlineStartsAt, onlineEndsAt } = toFair(fair);
  return { name, startsAt, endsAt, onlineStartsAt, onlineEndsAt, timeZone };
};

/**
 * Active organizations of a site whose name or city contains the words typed, or whose postal/ZIP code starts with
 * them; the person's favourites first, then by name. Without words, the favourites alone.
 */
export async function findOrganizations(site: SiteId, typed: string, userId: string | null, db?: Db, now = new Date()): Promise<OrganizationMatch[]> {
  const database = db ?? (await getDb());
  const words = typed.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 80);
  const postal = words.replace(/\s/g, '').toUpperCase();
  const favoriteIds = userId
    ? (await database.select({ id: favoriteOrganizations.organizationId }).from(favoriteOrganizations).where(eq(favoriteOrganizations.userId, userId))).map(
        (row) => row.id,
      )
    : [];
  if (!words && favoriteIds.length === 0) return [];
  const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const matches = words
    ? or(
        ilike(organizations.name, pattern),
        ilike(organizations.city, pattern),
        ilike(sql`replace(${organizations.postalCode}, ' ', '')`, `${postal.replace(/[\\%_]/g, '')}%`),
      )
    : inArray(organizations.id, favoriteIds);
  const rows = await database
    .select()
    .from(organizations)
    .where(and(eq(organizations.site, site), eq(organizations.status, 'active'), matches))
    .orderBy(asc(organizations.name))
    .limit(FIND_A_FAIR_LIMIT * 2);
  const fairs = rows.length
    ? await database
        .select()
        .from(bookFairs)
        .where(
          inArray(
            bookFairs.organizationId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const favorites = new Set(favoriteIds);
  // The one closing first when several are open, as an order placed now earns with it.
  const openFairOf = (own: (typeof bookFairs.$inferSelect)[], timeZone: string) => {
    const open = own.filter((fair) => fairOpenAt(fair, now)).sort((a, b) => (a.onlineEndsAt ?? a.endsAt).getTime() - (b.onlineEndsAt ?? b.endsAt).getTime());
    return open[0] ? toOpenFair(open[0], timeZone) : null;
  };
  return rows
    .map((row) => ({
      _id: row.id,
      org: row.slug,
      name: row.name,
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
      activeFair: openFairOf(
        fairs.filter((fair) => fair.organizationId === row.id),
        row.timeZone,
      ),
      favorite: favorites.has(row.id),
    }))
    .sort((a, b) => Number(b.favorite) - Number(a.favorite))
    .slice(0, FIND_A_FAIR_LIMIT);
}
