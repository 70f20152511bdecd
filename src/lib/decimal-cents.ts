/** Largest amount an `integer` price column holds, in cents. */
const MAX_CENTS = 2_147_483_647;

export type CentsResult = { ok: true; cents: number } | { ok: false; reason: string };

/**
 * A decimal amount as a feed writes it ("12.99", "12.9", "12", "12.990") to integer cents, from the digits alone: no
 * floating point, so "0.29" is 29 and never 28.999…. Thousands separators, signs, exponents and fractions of a cent are
 * refused rather than guessed.
 */
export function parseDecimalCents(text: string): CentsResult {
  const trimmed = text.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(trimmed);
  if (!match) {
    return { ok: false, reason: `"${trimmed}" is not a decimal amount like 12.99` };
  }
  const [, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return { ok: false, reason: `"${trimmed}" has a fraction of a cent` };
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (cents > MAX_CENTS) return { ok: false, reason: `"${trimmed}" is too large` };
  return { ok: true, cents };
}
