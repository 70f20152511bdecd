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
  rewardRatesSchema,
} from './organization-rules';
import {
  featuredOverview,
  findOrganizationsForAdmin,
  organizationForAdmin,
  registerOrganization,
  setFeaturedOrganization,
  setOrganizationStatus,
  updateRewardRates,
} from './organizations.server';
import { adminRoute, noStore } from './routes.server';

const slugParams = z.object({ slug: organizationSlugSchema });
const siteParams = z.object({ site: siteSchema });

/** The back office's organization APIs (issue 9): find, register, approve / suspend / reactivate, reward rates, featured per site. */
export const adminOrganizationRoutes = {
  find: adminRoute({}, async ({ request }) => {
    const query = organizationQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) throw new BadRequestError(query.error.issues.map((issue) => issue.message).join(' '), 'INVALID_QUERY');
    return NextResponse.json({ organizations: await findOrganizationsForAdmin(query.data) }, noStore);
  }),
  register: adminRoute({ body: organizationRegistrationSchema }, async ({ actor, body }) =>
    NextResponse.json(await registerOrganization(actor, body), { status: 201, ...noStore }),
  ),
  organization: adminRoute({ params: slugParams }, async ({ params }) => {
    const organization = await organizationForAdmin(params.slug);
    if (!organization) throw new NotFoundError(`No organization has the short name ${params.slug}.`, 'ORGANIZATION_NOT_FOUND');
    return NextResponse.json(organization, noStore);
  }),
  setStatus: adminRoute({ params: slugParams, body: organizationStatusSchema }, async ({ actor, params, body }) =>
    NextResponse.json(await setOrganizationStatus(actor, params.slug, body.status), noStore),
  ),
  setRewardRates: adminRoute({ params: slugParams, body: rewardRatesSchema }, async ({ actor, params, body }) =>
    NextResponse.json(await updateRewardRates(actor, params.slug, body), noStore),
  ),
  featured: adminRoute({}, async () => NextResponse.json({ sites: await featuredOverview() }, noStore)),
  setFeatured: adminRoute({ params: siteParams, body: featuredChoiceSchema }, async ({ actor, params, body }) =>
    NextResponse.json(await setFeaturedOrganization(actor, params.site, body.org), noStore),
  ),
};
