/**
 * Applying to host book fairs and keeping an organization's organizers (issue 19), pure rules (no I/O): the
 * application form a school or library fills in, staff's refusal, and who may leave or be removed.
 */
import { z } from 'zod';
import { siteSchema } from '@/modules/regions/ui/forms';
import { organizationProfileSchema } from './manager';

export const PROOF_MAX = 300;
export const REFUSAL_REASON_MAX = 500;
export const APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * What a school or library sends to apply: its name and address (checked against its site's country like the profile),
 * who to call, and something staff can check that the applicant speaks for it, such as the school's email domain.
 */
export const applicationSchema = organizationProfileSchema.pick({ name: true, line1: true, city: true, region: true, postalCode: true }).extend({
  site: siteSchema,
  contactName: z
    .string({ error: 'Enter the name of the person staff should contact.' })
    .trim()
    .min(2, { error: 'Enter the name of the person staff should contact.' })
    .max(120, { error: 'The contact name can be at most 120 characters.' }),
  contactPhone: z
    .string({ error: 'Enter a phone number staff can call.' })
    .trim()
    .min(7, { error: 'Enter a phone number staff can call.' })
    .max(30, { error: 'The phone number can be at most 30 characters.' })
    .regex(/^[0-9+().\s-]+$/, { error: 'Use digits, spaces and + ( ) - only in the phone number.' }),
  proof: z
    .string({ error: 'Tell us how we can check that you speak for the school or library.' })
    .trim()
    .min(3, { error: 'Tell us how we can check that you speak for the school or library, such as its email domain.' })
    .max(PROOF_MAX, { error: `The proof can be at most ${PROOF_MAX} characters.` }),
});
export type ApplicationInput = z.output<typeof applicationSchema>;

/** Staff refuse with a reason the applicant reads in the email. */
export const refusalSchema = z.object({
  reason: z
    .string({ error: 'Give the applicant a reason.' })
    .trim()
    .min(3, { error: 'Give the applicant a reason (at least 3 characters).' })
    .max(REFUSAL_REASON_MAX, { error: `The reason can be at most ${REFUSAL_REASON_MAX} characters.` }),
});

/**
 * An organization always keeps at least one organizer: nobody else can run its fairs, invite helpers or read its
 * reports, and staff could not reach anyone for it. So the last organizer can neither leave nor be removed; they invite
 * someone first (or ask staff to suspend the organization). Null when the removal may go ahead.
 */
export function organizerRemovalProblem(organizerCount: number, isMember: boolean): 'NOT_ORGANIZER' | 'LAST_ORGANIZER' | null {
  if (!isMember) return 'NOT_ORGANIZER';
  return organizerCount <= 1 ? 'LAST_ORGANIZER' : null;
}

/** The domain of an email address, lower-cased ("Pat@MapleGrove.K12.us" → "maplegrove.k12.us"), for staff to compare with the proof. */
export const emailDomainOf = (email: string | null | undefined): string => email?.split('@')[1]?.toLowerCase() ?? '';
