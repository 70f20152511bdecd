import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordSchema,
  profileSchema,
  registrationSchema,
} from './forms';

const validAddress = {
  fullName: 'Ada Lovelace',
  line1: '12 Main Street',
  city: 'Springfield',
  region: 'NY',
  postalCode: '10001',
  country: 'US' as const,
};
const validRegistration = { email: 'ada@example.com', password: 'analytical1', firstName: 'Ada', lastName: 'Lovelace' };

/** The paths of the fields a parse refuses. */
const refusedFields = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.path.join('.')))];

describe('emailSchema', () => {
  it('trims and lowercases', () => {
    expect(emailSchema.parse('  Ada.Lovelace@Example.COM \n')).toBe('ada.lovelace@example.com');
    expect(emailSchema.parse('o+tag@sub.example.ca')).toBe('o+tag@sub.example.ca');
  });

  it('refuses what is not an email address', () => {
    for (const value of [
      '',
      '   ',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada example@example.com',
      'ada@@example.com',
      'ada@example..com',
      '<ada@example.com>',
      'ada@example.com\nBcc: x@example.com',
    ]) {
      expect(emailSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    for (const value of [undefined, null, 42, {}, ['ada@example.com']]) expect(emailSchema.safeParse(value).success).toBe(false);
  });

  it('refuses addresses longer than 254 characters, even when valid otherwise', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.com`;
    const fits = `${'x'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(fits).toHaveLength(254);
    expect(emailSchema.safeParse(fits).success).toBe(true);
    expect(emailSchema.safeParse(`x${fits}`).success).toBe(false);
    // The limit applies after trimming.
    expect(emailSchema.safeParse(`  ${fits}  `).success).toBe(true);
  });

  it('either refuses a string or gives a trimmed, lowercase address that parses to itself, and never throws (property)', () => {
    const near = fc.tuple(
      fc.stringMatching(/^[A-Za-z0-9._+'-]{0,12}$/),
      fc.constantFrom('@', '@@', '', ' @'),
      fc.stringMatching(/^[A-Za-z0-9.-]{0,12}$/),
      fc.constantFrom('.com', '.CA', '', '.c', '. org'),
      fc.constantFrom('', ' ', '\t', '\n'),
    );
    const candidates = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      near.map(([local, at, domain, tld, pad]) => `${pad}${local}${at}${domain}${tld}${pad}`),
    );
    fc.assert(
      fc.property(candidates, (value) => {
        const result = emailSchema.safeParse(value);
        if (!result.success) return;
        expect(result.data).toBe(result.data.toLowerCase());
        expect(result.data).toBe(result.data.trim());
        expect(result.data).toBe(value.trim().toLowerCase());
        expect(result.data.length).toBeLessThanOrEqual(254);
        expect(result.data).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
        expect(emailSchema.parse(result.data)).toBe(result.data);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every case and padding of a well-formed address as the same address (property)', () => {
    const address = fc
      .tuple(fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,10}[a-z0-9])?$/), fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.constantFrom('com', 'ca', 'org', 'school'))
      .filter(([local]) => !local.includes('..'))
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
    fc.assert(
      fc.property(address, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), fc.constantFrom('', ' ', '  ', '\t'), (email, upper, pad) => {
        const mixed = [...email].map((character, index) => (upper[index % upper.length] ? character.toUpperCase() : character)).join('');
        expect(emailSchema.parse(`${pad}${mixed}${pad}`)).toBe(email);
      }),
    );
  });
});

describe('passwordSchema', () => {
  it(`needs at least ${PASSWORD_MIN_LENGTH} characters with a letter and a number`, () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordSchema.safeParse('abcdefgh1').success).toBe(false); // 9 characters
    expect(passwordSchema.safeParse('abcdefghi1').success).toBe(true); // 10 characters
    expect(passwordSchema.safeParse('abcdefghij').success).toBe(false); // no number
    expect(passwordSchema.safeParse('1234567890').success).toBe(false); // no letter
    expect(passwordSchema.safeParse('!!!!!!!!!!').success).toBe(false);
    expect(passwordSchema.safeParse('          ').success).toBe(false);
  });

  it('counts letters and numbers of any script', () => {
    expect(passwordSchema.safeParse('pässwörd-٣٤').success).toBe(true);
    expect(passwordSchema.safeParse('日本語のパスワード7').success).toBe(true);
  });

  it(`allows at most ${PASSWORD_MAX_LENGTH} characters and keeps the password exactly as typed`, () => {
    const longest = `a1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`;
    expect(passwordSchema.parse(longest)).toBe(longest);
    expect(passwordSchema.safeParse(`${longest}y`).success).toBe(false);
    // Spaces are part of a password: never trimmed.
    expect(passwordSchema.parse('  spaced out 1  ')).toBe('  spaced out 1  ');
  });

  it('refuses anything but a string', () => {
    for (const value of [undefined, null, 1234567890, ['abcdefghi1']]) expect(passwordSchema.safeParse(value).success).toBe(false);
  });

  it('accepts exactly the strings of the rules (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (value) => {
        const expected = value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(value) && /\p{N}/u.test(value);
        expect(passwordSchema.safeParse(value).success).toBe(expected);
      }),
    );
  });
});

describe('registrationSchema', () => {
  it('normalises the email, trims names and defaults the newsletter to no', () => {
    const parsed = registrationSchema.parse({ ...validRegistration, email: ' Ada@Example.com ', firstName: '  Ada ', lastName: ' Lovelace  ' });
    expect(parsed).toEqual({ email: 'ada@example.com', password: 'analytical1', firstName: 'Ada', lastName: 'Lovelace', newsletter: false });
  });

  it('takes no guest id: the guest to upgrade is the session of the caller, never a field (issue 18, finding 6)', () => {
    const guestId = '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70';
    expect(registrationSchema.parse({ ...validRegistration, guestId })).not.toHaveProperty('guestId');
  });

  it('drops fields a visitor must never set, such as role or scopes', () => {
    const parsed = registrationSchema.parse({ ...validRegistration, role: 'customer', scopes: ['organizer'], id: 'x', passwordHash: 'h' });
    expect(Object.keys(parsed).sort()).toEqual(['email', 'firstName', 'lastName', 'newsletter', 'password']);
  });

  it('names each field that is wrong', () => {
    const result = registrationSchema.safeParse({ email: 'nope', password: 'short', firstName: '', lastName: 'L<o>' });
    expect(refusedFields(result).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });
});

describe('names', () => {
  const firstName = (value: unknown) => registrationSchema.safeParse({ ...validRegistration, firstName: value });

  it('accepts real names of any script, with apostrophes, hyphens and spaces', () => {
    for (const name of ["O'Brien", 'Jean-Luc', 'María José', 'Zoë', 'Nguyễn', '李', 'Ōtani', 'St. John']) {
      expect(firstName(name).success, name).toBe(true);
    }
  });

  it('refuses empty names, names of spaces only and names over 80 characters', () => {
    expect(firstName('').success).toBe(false);
    expect(firstName('   ').success).toBe(false);
    expect(firstName('a'.repeat(80)).success).toBe(true);
    expect(firstName('a'.repeat(81)).success).toBe(false);
    expect(firstName(` ${'a'.repeat(80)} `).success).toBe(true);
  });

  it('refuses angle brackets and control characters anywhere in the name', () => {
    for (const name of ['<script>', 'Ada<', 'Ada>', 'A\u0000da', 'Ada\nLovelace', 'Ada\rBcc', 'A\tda', 'Ada\u001b[31m', 'Ada\u007f']) {
      expect(firstName(name).success, JSON.stringify(name)).toBe(false);
    }
  });

  it('refuses every Unicode control character, C1 (U+0080–U+009F) as well as C0 and DEL', () => {
    const controls = Array.from({ length: 0xa0 }, (_, code) => code).filter((code) => /\p{Cc}/u.test(String.fromCharCode(code)));
    expect(controls).toHaveLength(65);
    const accepted = controls.filter((code) => firstName(`Ada${String.fromCharCode(code)}Lovelace`).success);
    expect(accepted.map((code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`)).toEqual([]);
  });

  it('applies the same rules to every name field of every form', () => {
    const profile = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', newsletter: true };
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(refusedFields(profileSchema.safeParse({ ...profile, lastName: 'Love<b>lace' }))).toEqual(['lastName']);
    expect(refusedFields(registrationSchema.safeParse({ ...validRegistration, lastName: 'Love\u0007lace' }))).toEqual(['lastName']);
    expect(refusedFields(addressSchema.safeParse({ ...validAddress, fullName: 'Ada\n<Lovelace>' }))).toEqual(['fullName']);
  });
});

describe('profileSchema', () => {
  it('needs the newsletter choice, normalises the email and drops unknown fields', () => {
    expect(profileSchema.safeParse({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com' }).success).toBe(false);
    const parsed = profileSchema.parse({
      firstName: ' Ada ',
      lastName: 'L',
      email: 'ADA@EXAMPLE.COM',
      newsletter: false,
      scopes: ['organizer'],
      role: 'customer',
      passwordHash: 'x',
    });
    expect(parsed).toEqual({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', newsletter: false });
  });
});

describe('passwordChangeSchema', () => {
  it('needs a current password of any form and a new one that follows the rules', () => {
    expect(passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword: 'brand new 2' }).success).toBe(true);
    expect(refusedFields(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'brand new 2' }))).toEqual(['currentPassword']);
    expect(refusedFields(passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword: 'brandnew' }))).toEqual(['newPassword']);
    expect(refusedFields(passwordChangeSchema.safeParse({ currentPassword: 'x'.repeat(PASSWORD_MAX_LENGTH + 1), newPassword: 'brand new 2' }))).toEqual([
      'currentPassword',
    ]);
  });
});

describe('password reset schemas', () => {
  it('normalises the email of a reset request', () => {
    expect(passwordResetRequestSchema.parse({ email: ' Ada@Example.com' })).toEqual({ email: 'ada@example.com' });
    expect(passwordResetRequestSchema.safeParse({ email: 'ada' }).success).toBe(false);
  });

  it('needs a token of 20 to 200 characters and a password that follows the rules', () => {
    const token = 'A'.repeat(43);
    expect(passwordResetSchema.parse({ token, password: 'brand new 2' })).toEqual({ token, password: 'brand new 2' });
    expect(refusedFields(passwordResetSchema.safeParse({ token: 'a'.repeat(19), password: 'brand new 2' }))).toEqual(['token']);
    expect(passwordResetSchema.safeParse({ token: 'a'.repeat(20), password: 'brand new 2' }).success).toBe(true);
    expect(passwordResetSchema.safeParse({ token: 'a'.repeat(200), password: 'brand new 2' }).success).toBe(true);
    expect(refusedFields(passwordResetSchema.safeParse({ token: 'a'.repeat(201), password: 'brand new 2' }))).toEqual(['token']);
    expect(refusedFields(passwordResetSchema.safeParse({ token, password: 'weak' }))).toEqual(['password']);
  });
});

describe('addressSchema', () => {
  const postalCode = (country: 'US' | 'CA', code: string, region = country === 'US' ? 'NY' : 'ON') =>
    addressSchema.safeParse({ ...validAddress, country, region, postalCode: code });

  it('fills the optional fields and uppercases the region', () => {
    expect(addressSchema.parse({ ...validAddress, region: 'ny' })).toEqual({ ...validAddress, region: 'NY', line2: '', phone: '', isDefault: false });
  });

  it('accepts US ZIP codes of five digits, optionally with the four-digit extension', () => {
    for (const code of ['10001', '02134', '10001-1234', ' 99501 ']) expect(postalCode('US', code).success, code).toBe(true);
    for (const code of ['1000', '100011', '10001-123', '10001-12345', '10001 1234', '100011234', 'ABCDE', '1000A', 'K1A 0B1', '']) {
      expect(refusedFields(postalCode('US', code)), code).toEqual(['postalCode']);
    }
  });

  it('accepts Canadian postal codes as A1A 1A1, with or without the space, in either case', () => {
    for (const code of ['K1A 0B1', 'K1A0B1', 'm5v 3l9', ' H2X 1Y4 ']) expect(postalCode('CA', code).success, code).toBe(true);
    for (const code of ['K1A-0B1', 'K1A  0B1', 'KIA 0B1', '1A1 A1A', 'K1A 0B', 'K1A 0B12', '10001', '']) {
      expect(refusedFields(postalCode('CA', code)), code).toEqual(['postalCode']);
    }
  });

  it('checks the postal code against the chosen country (property)', () => {
    const zip = fc.tuple(fc.stringMatching(/^\d{5}$/), fc.option(fc.stringMatching(/^\d{4}$/))).map(([five, four]) => (four ? `${five}-${four}` : five));
    const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXYabceghjklmnprstvxy');
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    const canadian = fc.tuple(letter, digit, letter, fc.constantFrom(' ', ''), digit, letter, digit).map((parts) => parts.join(''));
    fc.assert(
      fc.property(zip, canadian, (us, ca) => {
        expect(postalCode('US', us).success).toBe(true);
        expect(postalCode('CA', ca).success).toBe(true);
        expect(postalCode('CA', us).success).toBe(false);
        expect(postalCode('US', ca).success).toBe(false);
      }),
    );
  });

  it('needs a two-letter region code', () => {
    expect(addressSchema.parse({ ...validAddress, region: ' on ', country: 'CA', postalCode: 'K1A 0B1' }).region).toBe('ON');
    for (const region of ['', 'N', 'NYC', 'N1', '12', 'New York', 'N.Y.']) {
      expect(refusedFields(addressSchema.safeParse({ ...validAddress, region })), region).toEqual(['region']);
    }
  });

  it('accepts only the United States and Canada', () => {
    expect(refusedFields(addressSchema.safeParse({ ...validAddress, country: 'MX' }))).toContain('country');
    expect(addressSchema.safeParse({ ...validAddress, country: 'us' }).success).toBe(false);
  });

  it('accepts phone numbers of digits, spaces and + ( ) - . only, up to 30 characters', () => {
    expect(addressSchema.parse({ ...validAddress, phone: ' +1 (212) 555-0100 ' }).phone).toBe('+1 (212) 555-0100');
    expect(addressSchema.parse({ ...validAddress, phone: '212.555.0100' }).phone).toBe('212.555.0100');
    for (const phone of ['call me', '212-555-0100 ext 5', '<b>', '1'.repeat(31)]) {
      expect(refusedFields(addressSchema.safeParse({ ...validAddress, phone })), phone).toEqual(['phone']);
    }
  });

  it('needs a street and a city, within their lengths', () => {
    expect(refusedFields(addressSchema.safeParse({ ...validAddress, line1: '  ', city: '' })).sort()).toEqual(['city', 'line1']);
    expect(refusedFields(addressSchema.safeParse({ ...validAddress, line1: 'x'.repeat(121), line2: 'y'.repeat(121) })).sort()).toEqual(['line1', 'line2']);
    expect(addressSchema.safeParse({ ...validAddress, line1: 'x'.repeat(120), line2: 'y'.repeat(120), city: 'c'.repeat(80) }).success).toBe(true);
    expect(refusedFields(addressSchema.safeParse({ ...validAddress, city: 'c'.repeat(81) }))).toEqual(['city']);
  });

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('fullName', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone', 'isDefault'), fc.anything()),
        (input) => {
          expect(() => addressSchema.safeParse({ ...validAddress, ...input })).not.toThrow();
        },
      ),
    );
  });
});
