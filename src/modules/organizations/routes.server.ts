import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import type { AccessClaims } from '@/lib/api/access-token';
import { AppError, BadRequestError, NotFoundError } from '@/lib/errors';
import { claimsOrganizer } from '@/modules/accounts';
import { siteSchema } from '@/modules/regions/index.server';
import { fairFlyer } from './flyer.server';
import { addFavorite, favoritesOf, findOrganizations, organizationDetails, removeFavorite } from './organizations.server';
import { parsePeriod, reportFileName, type ReportGrouping, type ReportPeriod } from './report';
import { reportCsv, reportXlsx } from './report-files.server';
import { organizationReport } from './reports.server';
import { favoritesSchema, organizationDetailsSchema, organizationMatchesSchema } from './responses';
import type { OrganizationSales } from './sales';

/** An organization's slug in a path: the shape organizations.slug allows. */
export const organizationSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "org must be an organization's short name, like maple-grove-elementary." })
  .max(80, { error: 'org is too long.' });
const organizationId = z.coerce
  .number({ error: 'id must be an organization id.' })
  .int({ error: 'id must be an organization id.' })
  .positive({ error: 'id must be an organization id.' })
  .max(2_147_483_647);
const noStore = { headers: { 'cache-control': 'no-store' } };
const organizerSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "slug must be an organization's short name, like maple-grove-elementary." })
  .max(80, { error: 'slug is too long.' });
export const fairId = z.coerce
  .number({ error: 'id must be a fair id.' })
  .int({ error: 'id must be a fair id.' })
  .positive({ error: 'id must be a fair id.' })
  .max(2_147_483_647, { error: 'id must be a fair id.' });

/**
 * Every organizer API's check before membership (spec §6): a signed-in customer without the organizer scope is a 403;
 * each service then answers 404 for an organization the caller does not organize.
 */
export function requireOrganizer(caller: AccessClaims): string {
  if (!claimsOrganizer(caller.scopes))
    throw new AppError(403, 'ORGANIZER_ONLY', 'Only organizers can use the organizer tools. Ask an organizer of your school to invite you.');
  return caller.userId;
}

/**
 * The options every organizer API starts with: a signed-in customer whose token has the organizer scope, checked before
 * the address or body is read (a customer gets the same 403 whatever they send); `access` tells the OpenAPI document
 * and the access matrix. Membership of the organization in the address is checked next, by each service (404).
 */
export const organizerAccess = {
  auth: 'customer',
  authorize: async (caller: AccessClaims) => requireOrganizer(caller),
  access: ['organizer'],
} as const;

/** `?period=30d|90d|fair-{id}` (default 30d) and `?by=day|week` (default day). */
function reportQuery(search: URLSearchParams): { period: ReportPeriod; grouping: ReportGrouping } {
  const period = parsePeriod(search.get('period') ?? '30d');
  if (!period) throw new BadRequestError('period must be 30d, 90d or fair-{id} (a fair of the organization), for example period=90d.', 'INVALID_PERIOD');
  const by = search.get('by') ?? 'day';
  if (by !== 'day' && by !== 'week') throw new BadRequestError('by must be day or week.', 'INVALID_GROUPING');
  return { period, grouping: by };
}

const findQuery = z.object({
  q: z.string({ error: 'q must be the words to look for.' }).max(80, { error: 'q is too long: 80 characters at most.' }).default(''),
  site: siteSchema,
});

const attachment = (fileName: string, contentType: string) => ({
  'content-type': contentType,
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});

export const organizationRoutes = {
  /** Spec §7: no auth; the answer's fields go into the browser's organization state. Briefly cacheable. */
  details: apiRoute(
    { params: z.object({ org: organizationSlug }), summary: 'An organization, its fairs and rewards (spec §7)', response: { 200: organizationDetailsSchema } },
    async ({ params }) => {
      const details = await organizationDetails(params.org);
      if (!details)
        throw new NotFoundError(
          `We could not find the organization "${params.org}". Check the link, or find your school with Find a Fair.`,
          'ORGANIZATION_NOT_FOUND',
        );
      return NextResponse.json(details, { headers: { 'cache-control': 'public, max-age=60, s-maxage=60' } });
    },
  ),
  /**
   * Find a Fair's picker: a site's active organizations by name, city or postal/ZIP code. No auth and the same for
   * everyone (the browser puts the shopper's favourites first), so it is briefly cacheable.
   */
  find: apiRoute(
    { query: findQuery, summary: "Find a Fair: a site's active organizations by name, city or postal code", response: { 200: organizationMatchesSchema } },
    async ({ query }) => {
      const organizations = query.q.trim() ? await findOrganizations(query.site, query.q, null) : [];
      return NextResponse.json({ organizations }, { headers: { 'cache-control': 'public, max-age=60, s-maxage=60' } });
    },
  ),
  favorites: apiRoute({ auth: 'customer', summary: "The customer's favourite organizations", response: { 200: favoritesSchema } }, async ({ caller }) =>
    NextResponse.json({ orgs: await favoritesOf(caller.userId) }, noStore),
  ),
  addFavorite: apiRoute(
    { auth: 'customer', params: z.object({ id: organizationId }), summary: 'Add a favourite organization', response: { 200: favoritesSchema } },
    async ({ caller, params }) => NextResponse.json({ orgs: await addFavorite(caller.userId, params.id) }, noStore),
  ),
  removeFavorite: apiRoute(
    { auth: 'customer', params: z.object({ id: organizationId }), summary: 'Remove a favourite organization', response: { 200: favoritesSchema } },
    async ({ caller, params }) => NextResponse.json({ orgs: await removeFavorite(caller.userId, params.id) }, noStore),
  ),
  flyer: apiRoute(
    {
      ...organizerAccess,
      params: z.object({ slug: organizerSlug, id: fairId }),
      summary: "A fair's printable flyer",
      response: { 200: { mediaType: 'application/pdf' } },
    },
    async ({ caller, params }) => {
      const flyer = await fairFlyer(requireOrganizer(caller), params.slug, params.id);
      return new NextResponse(new Uint8Array(flyer.pdf), { headers: attachment(flyer.fileName, 'application/pdf') });
    },
  ),
};

/**
 * Spec §7 binary downloads: an organizer's report of one of their organizations (else 404). Its sales are orders': the
 * app gives their read models (`organizationReportRoutes(organizationSales)` in the route files).
 */
export function organizationReportRoutes(sales: OrganizationSales) {
  return {
    reportCsv: apiRoute(
      {
        ...organizerAccess,
        params: z.object({ slug: organizerSlug }),
        summary: "The organization's sales report as CSV (?period=30d|90d|fair-{id}&by=day|week)",
        response: { 200: { mediaType: 'text/csv' } },
      },
      async ({ caller, params, request }) => {
        const { period, grouping } = reportQuery(request.nextUrl.searchParams);
        const report = await organizationReport(requireOrganizer(caller), params.slug, period, grouping, sales);
        return new NextResponse(reportCsv(report), {
          headers: attachment(reportFileName(report.organization.slug, report.period, 'csv'), 'text/csv; charset=utf-8'),
        });
      },
    ),
    reportXlsx: apiRoute(
      {
        ...organizerAccess,
        params: z.object({ slug: organizerSlug }),
        summary: "The organization's sales report as a spreadsheet (?period=30d|90d|fair-{id}&by=day|week)",
        response: { 200: { mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } },
      },
      async ({ caller, params, request }) => {
        const { period, grouping } = reportQuery(request.nextUrl.searchParams);
        const report = await organizationReport(requireOrganizer(caller), params.slug, period, grouping, sales);
        return new NextResponse(new Uint8Array(await reportXlsx(report)), {
          headers: attachment(
            reportFileName(report.organization.slug, report.period, 'xlsx'),
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ),
        });
      },
    ),
  };
}
