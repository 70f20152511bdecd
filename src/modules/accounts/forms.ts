/** The account forms' rules, shared by the browser (inline errors) and the server (the authority). */
import { z } from 'zod';
import { ADDRESS_WORDING, normalizePostalCode } from '@/modules/regions';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULES_TEXT = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`;

export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters.` })
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), { error: 'Use at least one letter and one number.' });

export const emailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .max(254, { error: 'That email address is too long.' })
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }))
  .transform((value) => value.toLowerCase());

const nameSchema = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, { error: `Enter your ${label}.` })
    .max(80, { error: `Your ${label} can be at most 80 characters.` })
    .refine((value) => !/[\p{Cc}<>]/u.test(value), { error: `Your ${label} has characters we cannot use.` });

export const registrationSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  newsletter: z.boolean().default(false),
});
export type Registration = z.infer<typeof registrationSchema>;

export const profileSchema = z.object({
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  /** A new email is not saved: it is confirmed by a link sent to it first (issue 18). */
  email: emailSchema,
  newsletter: z.boolean(),
  /** Needed only when the email changes. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, { error: 'This password is too long.' }).optional(),
});
/** What a profile save writes at once: the names and the newsletter choice (the email waits for its link). */
export type ProfileUpdate = Pick<z.infer<typeof profileSchema>, 'firstName' | 'lastName' | 'newsletter'>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, { error: 'Enter your current password.' }).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});

/** USPS codes of the states, DC and the territories; Canada Post codes of the provinces and territories. */
export const REGIONS: Record<'US' | 'CA', readonly string[]> = {
  US: 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP'.split(
    ' ',
  ),
  CA: 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '),
};

export const addressSchema = z
  .object({
    fullName: nameSchema('full name'),
    line1: z.string().trim().min(1, { error: 'Enter the street address.' }).max(120),
    line2: z.string().trim().max(120).default(''),
    city: z.string().trim().min(1, { error: 'Enter the city.' }).max(80),
    region: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'Use the two-letter state or province code, like NY or ON.' })
      .transform((value) => value.toUpperCase()),
    postalCode: z
      .string()
      .trim()
      .max(10)
      .transform((value) => value.toUpperCase()),
    country: z.enum(['US', 'CA'], { error: 'Choose the United States or Canada.' }),
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[0-9+().\s-]*$/, { error: 'Use digits, spaces and + ( ) - only.' })
      .default(''),
    isDefault: z.boolean().default(false),
  })
  .superRefine((address, context) => {
    if (!REGIONS[address.country].includes(address.region)) {
      context.addIssue({
        code: 'custom',
        path: ['region'],
        message: `Enter ${ADDRESS_WORDING[address.country].regionCodeExample}.`,
      });
    }
    if (normalizePostalCode(address.country, address.postalCode) === null) {
      context.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: `Enter ${ADDRESS_WORDING[address.country].postalCodeExample}.`,
      });
    }
  });
export type AddressInput = z.infer<typeof addressSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetSchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
});

/** Opening an email change's link (issue 18): its token. */
export const emailChangeConfirmSchema = z.object({
  token: z.string({ error: 'This link is incomplete.' }).regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This link is incomplete.' }),
});

/** The first message per field of a failed parse, for inline errors next to each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}
