/**
 * Crockford's base 32 for codes people read aloud or type by hand (order numbers, gift card codes): no I, L, O or U,
 * and a typed O, I or L is read as 0, 1 or 1.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `length` characters from the first ⌈length × 5 / 8⌉ bytes of `random` (5 bits each). */
export function crockfordEncode(random: Uint8Array, length: number): string {
  const bytes = Math.ceil((length * 5) / 8);
  if (random.length < bytes) throw new Error(`${length} characters need ${bytes} random bytes`);
  let bits = 0n;
  for (const byte of random.subarray(0, bytes)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < length; index += 1) {
    code = ALPHABET[Number(bits & 31n)]! + code;
    bits >>= 5n;
  }
  return code;
}

/** The characters of a typed code in canonical form (upper case, no spaces or dashes, O/I/L read as 0/1/1), or null when it is not `length` of them. */
export function crockfordNormalize(typed: string, length: number): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return compact.length === length && /^[0-9A-HJKMNP-TV-Z]+$/.test(compact) ? compact : null;
}

/** XXXX-XXXX-…: groups of 4 for reading. */
export const inGroupsOfFour = (code: string) => code.match(/.{1,4}/g)!.join('-');
