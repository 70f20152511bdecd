import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { STOREFRONT_TAGS, taggedLoader } from '@/lib/storefront-cache';
import { SITES, type FeaturedOrganization, type SiteId } from '@/modules/regions';
import { organizations, siteFeaturedOrganizations } from './schema';

type OrganizationRow = typeof organizations.$inferSelect;

/** The slug of the organization a site features: staff's choice, else the site's default from its config. */
export async function featuredSlugOf(site: SiteId, db?: Db): Promise<string> {
  const database = db ?? (await getDb());
  const [chosen] = await database
    .select({ slug: organizations.slug })
    .from(siteFeaturedOrganizations)
    .innerJoin(organizations, eq(organizations.id, siteFeaturedOrganizations.organizationId))
    .where(eq(siteFeaturedOrganizations.site, site))
    .limit(1);
  return chosen?.slug ?? SITES[site].featuredOrganization.org_slug;
}

/**
 * The featured organization as the spec's site config shapes it, from the organization's own record: its name, its
 * real reward rates, its logo and description. The default's static logo and text fill what its record leaves empty.
 */
function toFeatured(row: OrganizationRow): FeaturedOrganization {
  const fallback = SITES[row.site].featuredOrganization;
  const isDefault = fallback.org_slug === row.slug;
  return {
    org_name: row.name,
    org_slug: row.slug,
    rewardRates: { base: row.baseRewardBp / 10_000, bookfair: row.bookfairRewardBp / 10_000 },
    logo: row.logoUrl || (isDefault ? fallback.logo : ''),
    featuredOrgDescription:
      row.description ||
      (isDefault ? fallback.featuredOrgDescription : `${row.name} runs its book fair with us: every order placed for it earns rewards for its books.`),
  };
}

/**
 * A site's featured organization (spec §1: one per site), or null while it is not active (nothing is featured rather
 * than an organization shoppers cannot select). A database without the default organization (a real shop before its
 * first organizations) shows the static config as before.
 */
export async function featuredOrganizationOf(site: SiteId, db?: Db): Promise<FeaturedOrganization | null> {
  const database = db ?? (await getDb());
  const slug = await featuredSlugOf(site, database);
  const [row] = await database
    .select()
    .from(organizations)
    .where(and(eq(organizations.slug, slug), eq(organizations.site, site)))
    .limit(1);
  if (!row) return SITES[site].featuredOrganization;
  return row.status === 'active' ? toFeatured(row) : null;
}

/** The storefront's read (home and help pages), refreshed when staff choose another organization or edit it. */
export const featuredOrganizationForPage = taggedLoader(
  'featured-organization',
  (site: SiteId) => featuredOrganizationOf(site),
  (site) => [STOREFRONT_TAGS.featuredOrganization(site)],
);
