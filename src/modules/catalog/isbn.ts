/** ISBN-13 / EAN-13 check digits (weights 1,3,1,3…, mod 10). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('An EAN-13 check digit needs exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Strips hyphens and spaces: "978-0-14-032872-1" → "9780140328721". */
export function normalizeIsbn(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isValidIsbn13(input: string): boolean {
  const digits = normalizeIsbn(input);
  if (!/^97[89]\d{10}$/.test(digits)) return false;
  return ean13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** "9780140328721" → "978-0-14-032872-1"-style grouping (prefix-group-rest-check), for display. */
export function formatIsbn13(isbn: string): string {
  const digits = normalizeIsbn(isbn);
  return `${digits.slice(0, 3)}-${digits.slice(3, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12)}`;
}
