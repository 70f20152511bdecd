/** The shop's one SKU rule (pure): what the catalogue import accepts is what every API, page and file name takes. */
import { z } from 'zod';

/** A letter or digit, then up to 63 letters, digits, `.`, `_` or `-`; an ISBN-13 is one too. As a string for JSON Schema. */
export const SKU_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';

export const skuSchema = z
  .string({ error: 'sku must be a SKU.' })
  .trim()
  .regex(new RegExp(SKU_PATTERN), { error: 'sku must be 1–64 letters, digits, ".", "_" or "-", starting with a letter or digit.' });
