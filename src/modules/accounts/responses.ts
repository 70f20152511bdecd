import { z } from 'zod';
import type { Account, Address } from './users.server';

/** A saved address as the account API answers it (`Address`). */
export const savedAddressSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.enum(['US', 'CA']),
    phone: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'SavedAddress' }) satisfies z.ZodType<Address>;

/** The caller's own account (`Account`). */
export const accountSchema = z
  .object({
    id: z.string(),
    role: z.enum(['guest', 'customer']),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    scopes: z.array(z.string()),
    newsletter: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Account' }) satisfies z.ZodType<Account>;

/** The confirmation sentence of an account change. */
export const accountMessageSchema = z.object({ message: z.string() });

/**
 * What registration answers, the same whether the email was free or already had an account (decision 008): the
 * caller then signs in with the email and password it chose.
 */
export const registrationAnswerSchema = z.object({ message: z.string() });
