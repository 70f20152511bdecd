import 'server-only';
import { notFound } from 'next/navigation';
import type { ReactElement } from 'react';
import type { Viewer } from '@/modules/accounts';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage, OrganizerAreaPage } from '@/modules/accounts/ui';
import { NotFoundError } from '@/lib/errors';
import { isSiteId, type SiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';
import { flyerFairsOf, organizationShopUrl } from './flyer.server';
import { organizationOfOrganizer, organizationsOf, type OrganizationSummary } from './organizations.server';
import { parsePeriod } from './report';
import { organizationReport } from './reports.server';
import { ReportsView } from './ui/ReportsView';
import { ResourceCenterView } from './ui/ResourceCenterView';
import type { OrganizationSales } from './sales';

type PageProps = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The organization an organizer page works on: the one `?manage=` names (one the organizer does not run is a 404,
 * like the APIs), else their first; null when they run none.
 */
function managedOrganization(organizations: OrganizationSummary[], manage: string | string[] | undefined): OrganizationSummary | null {
  if (organizations.length === 0) return null;
  const slug = first(manage);
  if (slug === undefined) return organizations[0]!;
  return organizations.find((organization) => organization.slug === slug) ?? notFound();
}

export type OrganizerPage =
  | { kind: 'managing'; site: SiteId; viewer: Viewer; organizations: OrganizationSummary[]; current: OrganizationSummary }
  | { kind: 'not-linked'; page: ReactElement };

/**
 * How every organizer page starts: a known site, the organizer's own session (`returnPath` is where sign-in comes back
 * to), their organizations and the one `?manage=` picks. An organizer who runs none gets the page `title` saying so.
 */
export async function organizerPage(
  siteParam: string,
  manage: string | string[] | undefined,
  page: { path: string; returnPath?: string; title: string },
): Promise<OrganizerPage> {
  if (!isSiteId(siteParam)) notFound();
  const viewer = await requireAccess('organizer', siteParam, page.returnPath ?? page.path);
  const organizations = await organizationsOf(viewer.id);
  const current = managedOrganization(organizations, manage);
  if (current) return { kind: 'managing', site: siteParam, viewer, organizations, current };
  return {
    kind: 'not-linked',
    page: (
      <AccountPage site={siteParam} viewer={viewer} current={page.path} title={page.title}>
        <p>You are not linked to an organization yet. Ask an organizer of your school to invite you, or contact support.</p>
      </AccountPage>
    ),
  };
}

/**
 * Reports (spec §2, organizer only): `?manage=` picks one of the organizer's organizations (the first by default; one
 * they do not run is a 404), `?period=` and `?by=` the report; a period that cannot be read shows the last 30 days.
 */
export const reportsRoute = (sales: OrganizationSales) => ({
  generateMetadata: sitePageMetadata('/account/reports', { title: 'Reports', noindex: true }),
  async Page({ params, searchParams }: PageProps) {
    const search = await searchParams;
    const query = new URLSearchParams(Object.entries(search).flatMap(([key, value]) => (first(value) === undefined ? [] : [[key, first(value)!]]))).toString();
    const start = await organizerPage((await params).site, search.manage, {
      path: '/account/reports',
      returnPath: `/account/reports${query ? `?${query}` : ''}`,
      title: 'Reports',
    });
    if (start.kind === 'not-linked') return start.page;
    const { site, viewer, organizations, current } = start;
    const slug = current.slug;
    const period = parsePeriod(first(search.period) ?? '30d') ?? { kind: 'days', days: 30 };
    const grouping = first(search.by) === 'week' ? 'week' : 'day';
    // A fair period of another organization's fair is a 404 like an organization they do not run.
    const data = await organizationReport(viewer.id, slug, period, grouping, sales).catch((error: unknown) =>
      error instanceof NotFoundError ? notFound() : Promise.reject(error),
    );
    return (
      <AccountPage site={site} viewer={viewer} current="/account/reports" title="Reports">
        <ReportsView site={site} organizations={organizations} data={data} grouping={grouping} />
      </AccountPage>
    );
  },
});

/** Resource Center (spec §2, organizer only): guides, and a flyer for each fair of each organization they run. */
export const resourceCenterRoute = {
  generateMetadata: sitePageMetadata('/resource-center', { title: 'Resource Center', noindex: true }),
  async Page({ params }: Omit<PageProps, 'searchParams'>) {
    const { site } = await params;
    if (!isSiteId(site)) notFound();
    const viewer = await requireAccess('organizer', site, '/resource-center');
    const organizations = await Promise.all(
      (await organizationsOf(viewer.id)).map(async (summary) => {
        const organization = (await organizationOfOrganizer(viewer.id, summary.slug))!;
        return { slug: organization.slug, name: organization.name, shopUrl: organizationShopUrl(organization), fairs: await flyerFairsOf(organization) };
      }),
    );
    return (
      <AccountPage site={site} viewer={viewer} current="/resource-center" title="Resource Center">
        <p className="mb-6 max-w-2xl text-muted">Posters, flyers, letters home and guides for running a successful fair.</p>
        <ResourceCenterView organizations={organizations} />
      </AccountPage>
    );
  },
};

/** A page only organizers may open (spec §6): signed out → sign in, a customer → 403, enforced here on the server. */
export function organizerRoute(path: string, title: string, purpose: string) {
  const generateMetadata = sitePageMetadata(path, { title, noindex: true });
  async function Page({ params }: { params: Promise<{ site: string }> }) {
    const { site } = await params;
    if (!isSiteId(site)) notFound();
    const viewer = await requireAccess('organizer', site, path);
    return <OrganizerAreaPage site={site} viewer={viewer} current={path} title={title} organizations={await organizationsOf(viewer.id)} purpose={purpose} />;
  }
  return { generateMetadata, Page };
}
export { ShoppingForNotice } from './shopping-for.server';
export { applyToHostRoute } from './applications-page.server';
export { organizerHomeRoute } from './organizer-home.server';
