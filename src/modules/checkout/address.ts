/** Shipping addresses of the two sites: the zod schema checking region and postal code for the site's country. */
import { z } from 'zod';
import type { SiteId } from '@/modules/regions';
import { normalizePostalCode, postalCodeProblem, REGIONS, type Country } from '@/modules/regions/addresses';

export { CA_PROVINCES, normalizePostalCode, postalCodeProblem, REGIONS, US_STATES, type Country } from '@/modules/regions/addresses';

/** The country a site ships to: its addresses and its tax rates are that country's. */

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, { error: `Enter ${label}.` })
    .max(max, { error: `${label[0]!.toUpperCase()}${label.slice(1)} is too long (${max} characters at most).` });

/** A shipping address for the given country: region and postal code checked, the postal code normalized. */
export function addressSchema(country: Country) {
  const regions = REGIONS[country];
  const regionWord = country === 'US' ? 'state' : 'province or territory';
  return z
    .object({
      fullName: text('the full name', 100),
      line1: text('the street address', 120),
      line2: z.string().trim().max(120, { error: 'Apartment, suite, etc. is too long (120 characters at most).' }).default(''),
      city: text('the city', 80),
      region: z.string({ error: `Choose a ${regionWord}.` }).refine((code) => code in regions, { error: `Choose a ${regionWord}.` }),
      postalCode: z.string({ error: 'Enter a postal code.' }).trim().max(12, { error: 'That postal code is too long.' }),
      phone: z
        .string()
        .trim()
        .max(30, { error: 'The phone number is too long.' })
        .regex(/^[0-9+().\s-]*$/, { error: 'Enter the phone number with digits only.' })
        .default(''),
    })
    .superRefine((address, context) => {
      if (!(address.region in regions)) return;
      const problem = postalCodeProblem(country, address.region, address.postalCode);
      if (problem) context.addIssue({ code: 'custom', path: ['postalCode'], message: problem });
    })
    .transform((address) => ({ ...address, country, postalCode: normalizePostalCode(country, address.postalCode) ?? address.postalCode }));
}

export type ShippingAddress = z.output<ReturnType<typeof addressSchema>>;
