import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { authSecret } from '@/lib/env';
import { cookiesOf, guestCookieHeader, guestSignedInBy, provenGuestId, signedGuestId, verifiedGuestId } from './guest-cookie.server';

const GUEST = '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70';
const OTHER = '0b7e4c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d';

const sessionToken = (claims: Record<string, unknown>) => encode({ token: claims, secret: authSecret() });

describe('the guestId cookie (issue 18, finding 6)', () => {
  it('is the id with its signature, httpOnly, for 1800 days', () => {
    expect(signedGuestId(GUEST)).toMatch(new RegExp(`^${GUEST}\\.[A-Za-z0-9_-]{43}$`));
    expect(verifiedGuestId(signedGuestId(GUEST))).toBe(GUEST);
    const header = guestCookieHeader(GUEST);
    expect(header).toBe(`guestId=${signedGuestId(GUEST)}; Path=/; Max-Age=155520000; HttpOnly; SameSite=Lax`);
  });

  it('proves nothing when it is a bare id, another guest’s signature, altered or malformed', () => {
    const [, signature] = signedGuestId(OTHER).split('.');
    for (const value of [GUEST, `${GUEST}.${signature}`, `${GUEST}.`, `${signedGuestId(GUEST)}x`, `${signedGuestId(GUEST)}.x`, 'x.y', '', null, undefined]) {
      expect(verifiedGuestId(value), String(value)).toBeNull();
    }
  });

  it('reads the Cookie header, first value of a name, decoded', () => {
    const cookies = cookiesOf(`a=1; guestId=${encodeURIComponent(signedGuestId(GUEST))}; guestId=second; bad; =x; b=%E0`);
    expect(cookies.get('guestId')).toBe(signedGuestId(GUEST));
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('%E0');
    expect(cookies.has('bad')).toBe(false);
    expect(cookiesOf(null).size).toBe(0);
  });

  it("proves the guest of the browser's own guest session first, then of its signed cookie", async () => {
    const guestSession = await sessionToken({ sub: GUEST, role: 'guest' });
    const customerSession = await sessionToken({ sub: OTHER, role: 'customer' });
    expect(
      await provenGuestId(
        new Map([
          ['next-auth.session-token', guestSession],
          ['guestId', signedGuestId(OTHER)],
        ]),
      ),
    ).toBe(GUEST);
    expect(await provenGuestId(new Map([['next-auth.session-token', customerSession]]))).toBeNull();
    expect(
      await provenGuestId(
        new Map([
          ['next-auth.session-token', customerSession],
          ['guestId', signedGuestId(GUEST)],
        ]),
      ),
    ).toBe(GUEST);
    expect(await provenGuestId(new Map([['next-auth.session-token', 'forged']]))).toBeNull();
    expect(await provenGuestId(new Map([['guestId', GUEST]]))).toBeNull();
  });

  it('finds the guest a sign-in response has just made, and nobody else', async () => {
    const response = (token: string) =>
      new Response(null, {
        headers: [
          ['set-cookie', `next-auth.session-token=${token}; Path=/; HttpOnly`],
          ['set-cookie', 'other=1'],
        ],
      });
    expect(await guestSignedInBy(response(await sessionToken({ sub: GUEST, role: 'guest' })))).toBe(GUEST);
    expect(await guestSignedInBy(response(await sessionToken({ sub: GUEST, role: 'customer' })))).toBeNull();
    expect(await guestSignedInBy(response(await sessionToken({ sub: 'not-a-uuid', role: 'guest' })))).toBeNull();
    expect(await guestSignedInBy(new Response(null))).toBeNull();
  });
});
