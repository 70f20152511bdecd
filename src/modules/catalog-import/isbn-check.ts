import { ean13CheckDigit, normalizeIsbn } from '@/modules/catalog';

export type IsbnResult = { ok: true; isbn13: string } | { ok: false; reason: string };

/** An ISBN-13 as a feed writes it (hyphens and spaces allowed), normalized, or why it is not one. */
export function checkIsbn13(raw: string): IsbnResult {
  const digits = normalizeIsbn(raw.trim());
  if (!/^\d{13}$/.test(digits)) return { ok: false, reason: `ISBN-13 "${raw.trim()}" does not have 13 digits` };
  if (!/^97[89]/.test(digits)) return { ok: false, reason: `ISBN-13 ${digits} does not start with 978 or 979` };
  const expected = ean13CheckDigit(digits.slice(0, 12));
  if (expected !== Number(digits[12])) {
    return { ok: false, reason: `ISBN-13 ${digits} has a wrong check digit (${digits[12]}; ${digits.slice(0, 12)} needs ${expected})` };
  }
  return { ok: true, isbn13: digits };
}
