import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '@/lib/errors';
import { siteSchema } from '@/modules/regions/index.server';
import {
  featuredChoiceSchema,
  organizationQuerySchema,
  organizationRegistrationSchema,
  organizationSlugSchema,
  organizationStatusSchema,
  organizationTimeZoneSchema,
  rewardRatesSchema,
} from './organization-rules';
import {
  featuredOverview,
  findOrganizationsForAdmin,
  organizationForAdmin,
  registerOrganization,
  setFeaturedOrganization,
  setOrganizationStatus,
  setOrganizationTimeZone,
  updateRewardRates,
} from './organizations.server';
import { adminOrganizationSchema, adminOrganizationSummarySchema, featuredChoiceAnswerSchema, featuredOverviewSchema } from './responses';
import { adminRoute, noStore } from './routes.server';

const slugParams = z.object({ slug: organizationSlugSchema });
const siteParams = z.object({ site: siteSchema });

/** The back office's organization APIs (issue 9): find, register, approve / suspend / reactivate, reward rates, time zone, featured per site. */
export const adminOrganizationRoutes = {
  find: adminRoute(
    {
      summary: 'Organizations by name, city or postal code (?q=, ?status=, ?site=)',
      response: { 200: z.object({ organizations: z.array(adminOrganizationSummarySchema) }) },
    },
    async ({ request }) => {
      const query = organizationQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
      if (!query.success) throw new BadRequestError(query.error.issues.map((issue) => issue.message).join(' '), 'INVALID_QUERY');
      return NextResponse.json({ organizations: await findOrganizationsForAdmin(query.data) }, noStore);
    },
  ),
  register: adminRoute(
    { body: organizationRegistrationSchema, summary: 'Register an organization', response: { 201: adminOrganizationSchema } },
    async ({ actor, body }) => NextResponse.json(await registerOrganization(actor, body), { status: 201, ...noStore }),
  ),
  organization: adminRoute(
    { params: slugParams, summary: 'An organization with its members, fairs and rewards', response: { 200: adminOrganizationSchema } },
    async ({ params }) => {
      const organization = await organizationForAdmin(params.slug);
      if (!organization) throw new NotFoundError(`No organization has the short name ${params.slug}.`, 'ORGANIZATION_NOT_FOUND');
      return NextResponse.json(organization, noStore);
    },
  ),
  setStatus: adminRoute(
    {
      params: slugParams,
      body: organizationStatusSchema,
      summary: 'Approve, suspend or reactivate an organization',
      response: { 200: adminOrganizationSchema },
    },
    async ({ actor, params, body }) => NextResponse.json(await setOrganizationStatus(actor, params.slug, body.status, body.reason), noStore),
  ),
  setRewardRates: adminRoute(
    { params: slugParams, body: rewardRatesSchema, summary: "Change an organization's reward rates", response: { 200: adminOrganizationSchema } },
    async ({ actor, params, body }) => NextResponse.json(await updateRewardRates(actor, params.slug, body), noStore),
  ),
  setTimeZone: adminRoute(
    {
      params: slugParams,
      body: organizationTimeZoneSchema,
      summary: "Change an organization's time zone (its fairs keep their local days)",
      response: { 200: adminOrganizationSchema },
    },
    async ({ actor, params, body }) => NextResponse.json(await setOrganizationTimeZone(actor, params.slug, body.timeZone), noStore),
  ),
  featured: adminRoute({ summary: 'The organization featured on each site, with its history', response: { 200: featuredOverviewSchema } }, async () =>
    NextResponse.json({ sites: await featuredOverview() }, noStore),
  ),
  setFeatured: adminRoute(
    { params: siteParams, body: featuredChoiceSchema, summary: "Choose a site's featured organization", response: { 200: featuredChoiceAnswerSchema } },
    async ({ actor, params, body }) => NextResponse.json(await setFeaturedOrganization(actor, params.site, body.org), noStore),
  ),
};
