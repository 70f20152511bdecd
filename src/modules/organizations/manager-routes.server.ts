import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { centsToDecimal } from '@/lib/money';
import { emailSchema } from '@/modules/accounts';
import { applicationSchema } from './applications';
import { cancelInvitation, leaveOrganization, removeOrganizer, submitApplication, type ApplicationView } from './housekeeping.server';
import { fairSchema, organizationProfileSchema } from './manager';
import {
  acceptInvitation,
  closeFair,
  createFair,
  fairsView,
  inviteOrganizer,
  organizationManagerView,
  qrCodeSvg,
  scheduleFair,
  updateFair,
  updateOrganizationProfile,
  type FairView,
  type OrganizationManagerView,
} from './manager.server';
import {
  acceptedInvitationSchema,
  applicationSchema as applicationAnswerSchema,
  invitationAnswerSchema,
  managedFairSchema,
  managedFairsSchema,
  managedOrganizationSchema,
} from './responses';
import { fairId, organizationSlug, organizerAccess, requireOrganizer } from './routes.server';
import type { OrganizationSales } from './sales';

const noStore = { headers: { 'cache-control': 'no-store' } };
const organizationParams = z.object({ slug: organizationSlug });
const fairParams = z.object({ slug: organizationSlug, id: fairId });
const invitationId = z.coerce
  .number({ error: 'id must be an invitation id.' })
  .int({ error: 'id must be an invitation id.' })
  .positive({ error: 'id must be an invitation id.' })
  .max(2_147_483_647, { error: 'id must be an invitation id.' });
const organizerParams = z.object({ slug: organizationSlug, email: emailSchema });
const invitationParams = z.object({ slug: organizationSlug, id: invitationId });

export const invitationSchema = z.object({ email: emailSchema });
export const invitationAcceptSchema = z.object({
  token: z
    .string({ error: 'token is the code from the invitation link.' })
    .trim()
    .min(20, { error: 'This invitation link is not valid.' })
    .max(200, { error: 'This invitation link is not valid.' }),
});

function organizationJson(view: OrganizationManagerView): z.infer<typeof managedOrganizationSchema> {
  return {
    organization: {
      org: view.slug,
      name: view.name,
      site: view.site,
      currency: view.currency,
      address: view.address,
      logo: view.logoUrl,
      description: view.description,
      timeZone: view.timeZone,
      status: view.status,
    },
    organizers: view.organizers.map((organizer) => ({ name: organizer.name, email: organizer.email, since: organizer.since.toISOString() })),
    invitations: view.openInvitations.map((invitation) => ({ id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() })),
    rewards: {
      base: centsToDecimal(view.rewards.baseCents),
      bookfair: centsToDecimal(view.rewards.bookfairCents),
      total: centsToDecimal(view.rewards.totalCents),
      orders: view.rewards.orders,
    },
  };
}

export const applicationJson = (application: ApplicationView): z.infer<typeof applicationAnswerSchema> => ({
  id: application.id,
  status: application.status,
  site: application.site,
  name: application.name,
  address: application.address,
  contactName: application.contactName,
  contactPhone: application.contactPhone,
  proof: application.proof,
  applicantEmail: application.applicantEmail,
  applicantDomain: application.applicantDomain,
  refusalReason: application.refusalReason,
  org: application.org,
  createdAt: application.createdAt.toISOString(),
  decidedAt: application.decidedAt?.toISOString() ?? null,
});

const fairJson = (fair: FairView): z.infer<typeof managedFairSchema> => ({
  _id: fair.id,
  name: fair.name,
  status: fair.status,
  phase: fair.phase,
  startDate: fair.startDate,
  endDate: fair.endDate,
  onlineStartDate: fair.onlineStartDate,
  onlineEndDate: fair.onlineEndDate,
  shipToSchool: fair.shipToSchool,
  goal: centsToDecimal(fair.progress.goalCents),
  sales: centsToDecimal(fair.progress.salesCents),
  progressPercent: fair.progress.percent,
});

/**
 * The organizer APIs. Fairs are answered with their sales, which orders owns: the app gives its read models
 * (`organizerRoutes(organizationSales)` in the route files).
 */
export function organizerRoutes(sales: OrganizationSales) {
  /** One fair of the caller's organization as the list answers it, after a change. */
  async function fairAnswer(userId: string, slug: string, id: number, status = 200) {
    const view = await fairsView(userId, slug, sales);
    const fair = view.fairs.find((candidate) => candidate.id === id)!;
    return NextResponse.json({ fair: fairJson(fair) }, { status, ...noStore });
  }

  return {
    organization: apiRoute(
      { ...organizerAccess, params: organizationParams, summary: 'An organization the caller organizes', response: { 200: managedOrganizationSchema } },
      async ({ caller, params }) => NextResponse.json(organizationJson(await organizationManagerView(requireOrganizer(caller), params.slug)), noStore),
    ),
    updateOrganization: apiRoute(
      {
        ...organizerAccess,
        params: organizationParams,
        body: organizationProfileSchema,
        summary: "Change the organization's profile",
        response: { 200: managedOrganizationSchema },
      },
      async ({ caller, params, body }) =>
        NextResponse.json(organizationJson(await updateOrganizationProfile(requireOrganizer(caller), params.slug, body)), noStore),
    ),
    fairs: apiRoute(
      { ...organizerAccess, params: organizationParams, summary: "The organization's fairs, its shop link and QR code", response: { 200: managedFairsSchema } },
      async ({ caller, params }) => {
        const view = await fairsView(requireOrganizer(caller), params.slug, sales);
        return NextResponse.json(
          {
            organization: {
              org: view.organization.slug,
              name: view.organization.name,
              currency: view.organization.currency,
              timeZone: view.organization.timeZone,
            },
            shopUrl: view.shopUrl,
            qrCodeSvg: await qrCodeSvg(view.shopUrl),
            fairs: view.fairs.map(fairJson),
          },
          noStore,
        );
      },
    ),
    createFair: apiRoute(
      {
        ...organizerAccess,
        params: organizationParams,
        body: fairSchema,
        summary: 'Create a fair (a draft)',
        response: { 201: z.object({ fair: managedFairSchema }) },
      },
      async ({ caller, params, body }) => {
        const userId = requireOrganizer(caller);
        return fairAnswer(userId, params.slug, await createFair(userId, params.slug, body), 201);
      },
    ),
    updateFair: apiRoute(
      { ...organizerAccess, params: fairParams, body: fairSchema, summary: 'Change a fair', response: { 200: z.object({ fair: managedFairSchema }) } },
      async ({ caller, params, body }) => {
        const userId = requireOrganizer(caller);
        await updateFair(userId, params.slug, params.id, body);
        return fairAnswer(userId, params.slug, params.id);
      },
    ),
    scheduleFair: apiRoute(
      { ...organizerAccess, params: fairParams, summary: 'Schedule a draft fair', response: { 200: z.object({ fair: managedFairSchema }) } },
      async ({ caller, params }) => {
        const userId = requireOrganizer(caller);
        await scheduleFair(userId, params.slug, params.id);
        return fairAnswer(userId, params.slug, params.id);
      },
    ),
    closeFair: apiRoute(
      { ...organizerAccess, params: fairParams, summary: 'Close a fair', response: { 200: z.object({ fair: managedFairSchema }) } },
      async ({ caller, params }) => {
        const userId = requireOrganizer(caller);
        await closeFair(userId, params.slug, params.id);
        return fairAnswer(userId, params.slug, params.id);
      },
    ),
    invite: apiRoute(
      {
        ...organizerAccess,
        params: organizationParams,
        body: invitationSchema,
        summary: 'Invite another organizer by email',
        response: { 201: invitationAnswerSchema },
      },
      async ({ caller, params, body }) => {
        const invitation = await inviteOrganizer(requireOrganizer(caller), params.slug, body.email);
        return NextResponse.json({ email: invitation.email, expiresAt: invitation.expiresAt.toISOString() }, { status: 201, ...noStore });
      },
    ),
    removeOrganizer: apiRoute(
      {
        ...organizerAccess,
        params: organizerParams,
        summary: 'Remove a co-organizer (or yourself); the last organizer stays',
        response: { 200: managedOrganizationSchema },
      },
      async ({ caller, params }) => {
        const userId = requireOrganizer(caller);
        await removeOrganizer(userId, params.slug, params.email);
        return NextResponse.json(organizationJson(await organizationManagerView(userId, params.slug)), noStore);
      },
    ),
    cancelInvitation: apiRoute(
      { ...organizerAccess, params: invitationParams, summary: 'Cancel an invitation not yet accepted', response: { 200: managedOrganizationSchema } },
      async ({ caller, params }) => {
        const userId = requireOrganizer(caller);
        await cancelInvitation(userId, params.slug, params.id);
        return NextResponse.json(organizationJson(await organizationManagerView(userId, params.slug)), noStore);
      },
    ),
    leave: apiRoute(
      { ...organizerAccess, params: organizationParams, summary: 'Stop organizing the organization; the last organizer cannot', response: { 204: null } },
      async ({ caller, params }) => {
        await leaveOrganization(requireOrganizer(caller), params.slug);
        return new NextResponse(null, { status: 204, ...noStore });
      },
    ),
    /** Any signed-in customer: applying is how a school or library comes to host fairs. */
    apply: apiRoute(
      { auth: 'customer', body: applicationSchema, summary: 'Apply for a school or library to host book fairs', response: { 201: applicationAnswerSchema } },
      async ({ caller, body }) => NextResponse.json(applicationJson(await submitApplication(caller.userId, body)), { status: 201, ...noStore }),
    ),
    /** Any signed-in customer: accepting is how one becomes an organizer. */
    acceptInvitation: apiRoute(
      { auth: 'customer', body: invitationAcceptSchema, summary: 'Accept an invitation to organize', response: { 200: acceptedInvitationSchema } },
      async ({ caller, body }) => {
        const organization = await acceptInvitation(caller.userId, body.token);
        return NextResponse.json({ org: organization.slug, name: organization.name, site: organization.site }, noStore);
      },
    ),
  };
}
