import 'server-only';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import { refreshStorefront, STOREFRONT_TAGS } from '@/lib/storefront-cache';
import { accountsByIds } from '@/modules/accounts/index.server';
import { organizationAddressProblems } from '@/modules/organizations';
import {
  addFirstOrganizer,
  changeOrganizationRecord,
  changeOrganizationTimeZone,
  createPendingOrganization,
  featuredSlugOf,
  featureOrganization,
  membersAndFairsOf,
  organizationBySlug,
  rewardsBalanceOf,
  searchOrganizations,
  sendAfterCommit,
  type OrganizationRecord,
  type RewardsBalance,
} from '@/modules/organizations/index.server';
import { normalizePostalCode, SITE_IDS, SITES, type SiteId } from '@/modules/regions';
import { historyOf, recordChange, type Actor, type AuditEntry } from './audit.server';
import {
  ADMIN_ORGANIZATION_LIMIT,
  slugFromName,
  statusChangeAction,
  type OrganizationQuery,
  type OrganizationRegistration,
  type OrganizationStatus,
  type RewardRates,
} from './organization-rules';

type OrganizationRow = OrganizationRecord;

export interface AdminOrganizationSummary {
  slug: string;
  name: string;
  site: SiteId;
  city: string;
  region: string;
  postalCode: string;
  status: OrganizationStatus;
  /** Reward rates in basis points (500 = 5%). */
  baseRewardBp: number;
  bookfairRewardBp: number;
  /** Featured on its site's home and help pages now. */
  featured: boolean;
}

export interface AdminOrganization extends AdminOrganizationSummary {
  addressLine1: string;
  description: string;
  logoUrl: string;
  /** IANA time zone: its fairs' days are this zone's. */
  timeZone: string;
  createdAt: string;
  members: Array<{ email: string; name: string; role: string; since: string }>;
  fairs: Array<{ id: number; name: string; startsAt: string; endsAt: string; status: string }>;
  rewards: RewardsBalance & { currency: 'USD' | 'CAD' };
}

/** What each site features now: its slug per site. */
async function featuredSlugs(db: Db): Promise<Record<SiteId, string>> {
  const [us, ca] = await Promise.all(SITE_IDS.map((site) => featuredSlugOf(site, db)));
  return { us: us!, ca: ca! };
}

const toSummary = (row: OrganizationRow, featured: Record<SiteId, string>): AdminOrganizationSummary => ({
  slug: row.slug,
  name: row.name,
  site: row.site,
  city: row.city,
  region: row.region,
  postalCode: row.postalCode,
  status: row.status as OrganizationStatus,
  baseRewardBp: row.baseRewardBp,
  bookfairRewardBp: row.bookfairRewardBp,
  featured: featured[row.site] === row.slug,
});

/** The audit log's picture of an organization: what staff change on it. */
const audited = (row: OrganizationRow) => ({ status: row.status, baseRewardBp: row.baseRewardBp, bookfairRewardBp: row.bookfairRewardBp });

/**
 * Organizations whose name or city contains the words, or whose postal/ZIP code starts with them (spaces ignored),
 * of one status or all; pending ones first (they wait for staff), then by name.
 */
export async function findOrganizationsForAdmin(query: OrganizationQuery, db?: Db): Promise<AdminOrganizationSummary[]> {
  const database = db ?? (await getDb());
  const rows = await searchOrganizations(database, { q: query.q, status: query.status || null }, ADMIN_ORGANIZATION_LIMIT);
  const featured = await featuredSlugs(database);
  return rows.map((row) => toSummary(row, featured));
}

/** One organization with its organizers, fairs and rewards so far; null when no organization has the slug. */
export async function organizationForAdmin(slug: string, db?: Db): Promise<AdminOrganization | null> {
  const database = db ?? (await getDb());
  const row = await organizationBySlug(database, slug);
  if (!row) return null;
  const [{ members: memberships, fairs }, rewards, featured] = await Promise.all([
    membersAndFairsOf(database, row.id),
    rewardsBalanceOf(database, row.id),
    featuredSlugs(database),
  ]);
  const people = await accountsByIds(
    memberships.map((member) => member.userId),
    database,
  );
  const members = memberships.flatMap((member) => {
    const person = people.get(member.userId);
    return person ? [{ ...member, email: person.email, firstName: person.firstName, lastName: person.lastName }] : [];
  });
  return {
    ...toSummary(row, featured),
    addressLine1: row.addressLine1,
    description: row.description,
    logoUrl: row.logoUrl,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    members: members.map((member) => ({
      email: member.email ?? '',
      name: [member.firstName, member.lastName].filter(Boolean).join(' '),
      role: member.role,
      since: member.since.toISOString(),
    })),
    fairs: fairs.map((fair) => ({
      id: fair.id,
      name: fair.name,
      startsAt: fair.startsAt.toISOString(),
      endsAt: fair.endsAt.toISOString(),
      status: fair.status,
    })),
    rewards: { ...rewards, currency: SITES[row.site].currency },
  };
}

/** The organization's row, locked for the change being made; a 404 when no organization has the slug. */
async function lockedOrganization(tx: Db, slug: string): Promise<OrganizationRow> {
  const row = await organizationBySlug(tx, slug, { forUpdate: true });
  if (!row) throw new NotFoundError(`No organization has the short name ${slug}.`, 'ORGANIZATION_NOT_FOUND');
  return row;
}

/** Runs a change in one transaction with its audit entry, then refreshes the pages that show the site's featured one. */
async function changeOrganization(
  database: Db,
  slug: string,
  change: (tx: Db, row: OrganizationRow) => Promise<OrganizationRow | null>,
): Promise<AdminOrganization> {
  const changed = await inTransaction(database, async (transaction) => change(transaction, await lockedOrganization(transaction, slug)));
  // Its name, rates or status may be what the home and help pages show; refreshing a tag costs one re-render.
  if (changed) refreshStorefront([STOREFRONT_TAGS.featuredOrganization(changed.site)]);
  return (await organizationForAdmin(slug, database))!;
}

/**
 * Approves a pending organization or reactivates a suspended one (status active), or suspends one: suspended and
 * pending organizations cannot be selected, found or favourited and earn no rewards. The organization a site features
 * cannot be suspended (a 409): staff choose another first. Setting the status it has changes nothing.
 */
/** The reason, when staff give one (a suspension asks for it), is kept in the audit entry. */
export async function setOrganizationStatus(actor: Actor, slug: string, status: 'active' | 'suspended', reason: string, db?: Db): Promise<AdminOrganization> {
  const database = db ?? (await getDb());
  return changeOrganization(database, slug, async (tx, row) => {
    if (row.status === status) return null;
    if (status === 'suspended' && (await featuredSlugOf(row.site, tx)) === row.slug) {
      throw new AppError(
        409,
        'ORGANIZATION_FEATURED',
        `${row.name} is the featured organization of the ${SITES[row.site].countryName} site: feature another organization there before suspending it.`,
      );
    }
    const updated = await changeOrganizationRecord(tx, row.id, { status });
    await recordChange(tx, actor, {
      action: statusChangeAction(row.status as OrganizationStatus, status),
      entity: 'organization',
      entityKey: slug,
      before: audited(row),
      after: reason ? { ...audited(updated), reason } : audited(updated),
    });
    return updated;
  });
}

/** Sets the reward rates (basis points, checked by the schema): later orders earn at them, past rewards stay as earned. */
export async function updateRewardRates(actor: Actor, slug: string, rates: RewardRates, db?: Db): Promise<AdminOrganization> {
  const database = db ?? (await getDb());
  return changeOrganization(database, slug, async (tx, row) => {
    if (row.baseRewardBp === rates.base && row.bookfairRewardBp === rates.bookfair) return null;
    const updated = await changeOrganizationRecord(tx, row.id, { baseRewardBp: rates.base, bookfairRewardBp: rates.bookfair });
    await recordChange(tx, actor, {
      action: 'organization.reward-rates',
      entity: 'organization',
      entityKey: slug,
      before: audited(row),
      after: audited(updated),
    });
    return updated;
  });
}

/** Sets the organization's time zone (a valid IANA name, checked by the schema): its fairs keep their local days there. */
export async function setOrganizationTimeZone(actor: Actor, slug: string, timeZone: string, db?: Db): Promise<AdminOrganization> {
  const database = db ?? (await getDb());
  return changeOrganization(database, slug, async (tx, row) => {
    if (!(await changeOrganizationTimeZone(tx, row.id, timeZone))) return null;
    await recordChange(tx, actor, {
      action: 'organization.time-zone',
      entity: 'organization',
      entityKey: slug,
      before: { timeZone: row.timeZone },
      after: { timeZone },
    });
    return { ...row, timeZone };
  });
}

/** The audit entity of a site's featured organization (keyed by the site). */
export const FEATURED_ENTITY = 'featured-organization';

/**
 * Features an organization on a site's home and help pages: an active organization of that site only (a 422
 * otherwise, nothing changed). The pages show it as soon as the change commits.
 */
export async function setFeaturedOrganization(actor: Actor, site: SiteId, slug: string, db?: Db): Promise<{ site: SiteId; org: string }> {
  const database = db ?? (await getDb());
  const changed = await inTransaction(database, async (tx) => {
    // Locked like a suspension locks it, so an organization is never suspended and featured at once.
    const row = await lockedOrganization(tx, slug);
    if (row.site !== site) {
      throw new AppError(
        422,
        'ORGANIZATION_OF_ANOTHER_SITE',
        `${row.name} belongs to the ${SITES[row.site].countryName} site: the ${SITES[site].countryName} site can only feature its own organizations.`,
      );
    }
    if (row.status !== 'active')
      throw new AppError(422, 'ORGANIZATION_NOT_ACTIVE', `${row.name} is ${row.status}: only an active organization can be featured.`);
    const before = await featuredSlugOf(site, tx);
    if (before === slug) return false;
    await featureOrganization(tx, site, row.id);
    await recordChange(tx, actor, {
      action: 'featured-organization.set',
      entity: FEATURED_ENTITY,
      entityKey: site,
      before: { org: before },
      after: { org: slug },
    });
    return true;
  });
  if (changed) refreshStorefront([STOREFRONT_TAGS.featuredOrganization(site)]);
  return { site, org: slug };
}

/** The organizations each site features now, with the latest changes of that choice. */
export async function featuredOverview(db?: Db): Promise<Array<{ site: SiteId; organization: AdminOrganizationSummary | null; history: AuditEntry[] }>> {
  const database = db ?? (await getDb());
  const featured = await featuredSlugs(database);
  return Promise.all(
    SITE_IDS.map(async (site) => {
      const row = await organizationBySlug(database, featured[site]);
      return { site, organization: row ? toSummary(row, featured) : null, history: await historyOf(database, FEATURED_ENTITY, site, 5) };
    }),
  );
}

/**
 * Enters an organization that applied to run fairs (by phone or mail): pending, so shoppers cannot find or select it
 * until staff approve it. The address must fit its site's country (a 422 naming the field otherwise). Its first
 * organizer is named by email: an account with it joins now, anyone else gets an invitation (so it is never stranded).
 */
export async function registerOrganization(actor: Actor, input: OrganizationRegistration, db?: Db): Promise<AdminOrganization> {
  const database = db ?? (await getDb());
  const { country } = SITES[input.site];
  const problems = Object.entries(organizationAddressProblems(country, input));
  if (problems.length > 0) throw new AppError(422, 'INVALID_ADDRESS', problems.map(([field, message]) => `${field}: ${message}`).join(' '));
  const { slug, mail } = await inTransaction(database, async (tx) => {
    const created = await createPendingOrganization(tx, slugFromName(input.name), {
      name: input.name,
      site: input.site,
      addressLine1: input.line1,
      city: input.city,
      region: input.region,
      postalCode: normalizePostalCode(country, input.postalCode)!,
      logoUrl: input.logoUrl,
      description: input.description,
      timeZone: input.timeZone,
    });
    await recordChange(tx, actor, {
      action: 'organization.register',
      entity: 'organization',
      entityKey: created.slug,
      before: null,
      after: { ...audited(created), name: created.name, site: created.site },
    });
    const first = await addFirstOrganizer(tx, created, input.organizerEmail, actor.id);
    await recordChange(tx, actor, {
      action: first.outcome === 'joined' ? 'organization.add-organizer' : 'organization.invite-organizer',
      entity: 'organization',
      entityKey: created.slug,
      before: null,
      after: { organizer: input.organizerEmail },
    });
    return { slug: created.slug, mail: first.mail };
  });
  await sendAfterCommit(mail ? [mail] : []);
  return (await organizationForAdmin(slug, database))!;
}
