import { z } from 'zod';
import type { FavoriteOrganization, OrganizationDetails, OrganizationMatch } from './organizations.server';
import { siteSchema } from '@/modules/regions/index.server';

const site = siteSchema;
const currency = z.enum(['USD', 'CAD']);
const address = z.object({ line1: z.string(), city: z.string(), region: z.string(), postalCode: z.string(), country: z.enum(['US', 'CA']) });

const fairSummarySchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  onlineStartsAt: z.string(),
  onlineEndsAt: z.string(),
  goal: z.number(),
  shipToSchool: z.boolean(),
  status: z.string(),
});

/** GET /api/bookfair/organization/{org}: what the browser copies into its organization state (spec §3). */
export const organizationDetailsSchema = z
  .object({
    _id: z.number().int(),
    org: z.string(),
    name: z.string(),
    activeBookfair: fairSummarySchema.nullable(),
    allBookfairs: z.array(fairSummarySchema),
    cumulativeStats: z.object({ orders: z.number().int(), rewards: z.number(), baseRewards: z.number(), bookfairRewards: z.number() }),
    orgCurrency: currency,
    address,
    rewardRates: z.object({ base: z.number(), bookfair: z.number() }),
    logo: z.string(),
    description: z.string(),
    site,
    timeZone: z.string(),
  })
  .meta({ id: 'OrganizationDetails' }) satisfies z.ZodType<OrganizationDetails>;

export const organizationMatchesSchema = z.object({
  organizations: z.array(
    z.object({
      _id: z.number().int(),
      org: z.string(),
      name: z.string(),
      city: z.string(),
      region: z.string(),
      postalCode: z.string(),
      activeFair: z
        .object({
          name: z.string(),
          startsAt: z.string(),
          endsAt: z.string(),
          onlineStartsAt: z.string(),
          onlineEndsAt: z.string(),
          timeZone: z.string(),
        })
        .nullable()
        .describe('The fair whose online shopping window is open now, with its days and its online window (ends exclusive); null when none is.'),
      favorite: z.boolean(),
    }) satisfies z.ZodType<OrganizationMatch>,
  ),
});

export const favoritesSchema = z.object({
  orgs: z.array(
    z.object({
      _id: z.number().int(),
      org: z.string(),
      name: z.string(),
      city: z.string(),
      region: z.string(),
      site,
    }) satisfies z.ZodType<FavoriteOrganization>,
  ),
});

/** The Organization Manager's view of an organization (the organizer APIs). */
export const managedOrganizationSchema = z
  .object({
    organization: z.object({
      org: z.string(),
      name: z.string(),
      site,
      currency,
      address,
      logo: z.string(),
      description: z.string(),
      /** IANA time zone: the fairs' dates are its days. */
      timeZone: z.string(),
      status: z.string(),
    }),
    organizers: z.array(z.object({ name: z.string(), email: z.string(), since: z.string() })),
    invitations: z.array(z.object({ id: z.number().int(), email: z.string(), expiresAt: z.string() })),
    rewards: z.object({ base: z.number(), bookfair: z.number(), total: z.number(), orders: z.number().int() }),
  })
  .meta({ id: 'ManagedOrganization' });

export const managedFairSchema = z
  .object({
    _id: z.number().int(),
    name: z.string(),
    status: z.string(),
    phase: z.enum(['upcoming', 'active', 'past']),
    startDate: z.string(),
    endDate: z.string(),
    onlineStartDate: z.string(),
    onlineEndDate: z.string(),
    shipToSchool: z.boolean(),
    goal: z.number(),
    sales: z.number(),
    progressPercent: z.number().int(),
  })
  .meta({ id: 'ManagedFair' });

export const managedFairsSchema = z.object({
  organization: z.object({ org: z.string(), name: z.string(), currency, timeZone: z.string() }),
  shopUrl: z.string(),
  qrCodeSvg: z.string(),
  fairs: z.array(managedFairSchema),
});

export const invitationAnswerSchema = z.object({ email: z.string(), expiresAt: z.string() });
export const acceptedInvitationSchema = z.object({ org: z.string(), name: z.string(), site });

/** An application to host book fairs, as the applicant and staff read it. */
export const applicationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['pending', 'approved', 'refused']),
    site,
    name: z.string(),
    address: z.object({ line1: z.string(), city: z.string(), region: z.string(), postalCode: z.string() }),
    contactName: z.string(),
    contactPhone: z.string(),
    proof: z.string(),
    applicantEmail: z.string(),
    applicantDomain: z.string(),
    refusalReason: z.string(),
    org: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'OrganizationApplication' });
