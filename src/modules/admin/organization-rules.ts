/**
 * What the back office may do to an organization (issue 9), pure: its status (approve, suspend, reactivate), its
 * reward rates typed as percentages ("5", "7.5") and kept in basis points, the site it is featured on, and the
 * registration of an organization that applied (pending until approved).
 */
import { z } from 'zod';
import { parseDecimalCents } from '@/lib/decimal-cents';
import { emailSchema } from '@/modules/accounts';
import { organizationProfileSchema, timeZoneSchema } from '@/modules/organizations';
import { siteSchema } from '@/modules/regions/ui/forms';

export const ORGANIZATION_STATUSES = ['pending', 'active', 'suspended'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
/** The highest reward rate staff may set, in basis points (50%), as the database's check allows. */
export const MAX_REWARD_BP = 5000;
/** How many organizations one back-office search shows. */
export const ADMIN_ORGANIZATION_LIMIT = 100;

export const organizationSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "org must be an organization's short name, like maple-grove-elementary." })
  .max(80, { error: 'org is too long.' });

export const organizationQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'q is too long: 100 characters at most.' }).default(''),
  status: z.enum(ORGANIZATION_STATUSES, { error: 'status must be pending, active or suspended.' }).optional(),
});
export type OrganizationQuery = z.output<typeof organizationQuerySchema>;

export const ORGANIZATION_STATUS_REASON_MAX = 500;

/** Staff set an organization active (approve a pending one, reactivate a suspended one) or suspend it, saying why. */
export const organizationStatusSchema = z.object({
  status: z.enum(['active', 'suspended'], { error: 'status must be active or suspended.' }),
  reason: z
    .string({ error: 'reason must be text.' })
    .trim()
    .max(ORGANIZATION_STATUS_REASON_MAX, { error: `The reason can be at most ${ORGANIZATION_STATUS_REASON_MAX} characters.` })
    .default(''),
});

/** A percentage as staff type it ("5", "7.5", "12.25%") in basis points: 7.5 → 750, read from the digits. */
const percent = (label: string) =>
  z
    .string({ error: `${label} must be a percentage like 5 or 7.5.` })
    .trim()
    .transform((value) => value.replace(/\s*%$/, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: `${label} must be a percentage like 5 or 7.5 (at most two decimals).` })
        .transform((value, context) => {
          const parsed = parseDecimalCents(value);
          if (parsed.ok) return parsed.cents;
          context.addIssue({ code: 'custom', message: `${label} must be a percentage like 5 or 7.5.` });
          return z.NEVER;
        }),
    )
    .refine((bp) => bp <= MAX_REWARD_BP, { error: `${label} cannot be above ${MAX_REWARD_BP / 100}%.` });

export const rewardRatesSchema = z.object({
  base: percent('The base reward rate'),
  bookfair: percent('The book fair reward rate'),
});
export type RewardRatesInput = z.input<typeof rewardRatesSchema>;
export type RewardRates = z.output<typeof rewardRatesSchema>;

/** Staff set an organization's time zone (an IANA name; a 400 naming the problem otherwise). */
export const organizationTimeZoneSchema = z.object({ timeZone: timeZoneSchema });

export const featuredChoiceSchema = z.object({ org: organizationSlugSchema });

/** An organization that applied by phone or mail, entered by staff: the organizer profile's fields, its site and its first organizer. */
export const organizationRegistrationSchema = organizationProfileSchema.extend({
  site: siteSchema,
  /** Its first organizer (issue 19): an account with this email joins at once, anyone else is invited. */
  organizerEmail: emailSchema,
});
export type OrganizationRegistration = z.output<typeof organizationRegistrationSchema>;

/** A rate in basis points as staff read and type it: 750 → "7.5". */
export const percentText = (bp: number) => String(bp / 100);

/** The audit action of a status change, named as staff think of it. */
export function statusChangeAction(from: OrganizationStatus, to: 'active' | 'suspended'): string {
  if (to === 'suspended') return 'organization.suspend';
  return from === 'pending' ? 'organization.approve' : 'organization.reactivate';
}

/** A slug for a new organization from its name: lower-case ASCII words joined by hyphens ("École Saint-Laurent" → ecole-saint-laurent). */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'organization';
}
