import fc from 'fast-check';
import { decodeJwt, decodeProtectedHeader, SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { authSecret } from '@/lib/env';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from './access-token';

const claims: AccessClaims = { userId: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70', role: 'customer', scopes: ['organizer'], credentialVersion: 2 };

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** The key access tokens are signed with: SHA-256 of `access-token:` and the secret (a key of their own). */
async function accessKey(): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`access-token:${authSecret()}`)));
}

/** A token signed with the right key whose claims the test chooses, to check the claims on their own. */
async function forge(payload: JWTPayload, options: { key?: Uint8Array; alg?: string; issuer?: string; audience?: string; expiresIn?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuer(options.issuer ?? 'bookfair-shop')
    .setAudience(options.audience ?? 'bookfair-api')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 600))
    .sign(options.key ?? (await accessKey()));
}

const goodPayload = { sub: claims.userId, role: 'customer', scopes: ['organizer'], cv: 2 };

describe('signAccessToken', () => {
  it('signs an HS256 JWT for the API audience that lasts 15 minutes', async () => {
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    const token = await signAccessToken(claims, now);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ sub: claims.userId, role: 'customer', scopes: ['organizer'], cv: 2, iss: 'bookfair-shop', aud: 'bookfair-api' });
    expect(ACCESS_TOKEN_SECONDS).toBe(15 * 60);
    expect(payload.iat).toBe(now / 1000);
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_SECONDS);
  });

  it('carries no email, name or password', async () => {
    const payload = decodeJwt(await signAccessToken(claims));
    expect(Object.keys(payload).sort()).toEqual(['aud', 'cv', 'exp', 'iat', 'iss', 'role', 'scopes', 'sub']);
  });

  it('carries credential version 0 when the session names none (guests)', async () => {
    const { credentialVersion: _version, ...withoutVersion } = claims;
    expect(decodeJwt(await signAccessToken(withoutVersion)).cv).toBe(0);
    expect(await verifyAccessToken(await signAccessToken(withoutVersion))).toEqual({ ...claims, credentialVersion: 0 });
  });
});

describe('verifyAccessToken', () => {
  it('gives back the claims of a fresh token', async () => {
    expect(await verifyAccessToken(await signAccessToken(claims))).toEqual(claims);
    const guest: AccessClaims = { userId: 'a1b2c3d4-0000-4000-8000-000000000001', role: 'guest', scopes: [], credentialVersion: 0 };
    expect(await verifyAccessToken(await signAccessToken(guest))).toEqual(guest);
  });

  it('accepts a token until its 15 minutes are over, then refuses it', async () => {
    const minute = 60_000;
    expect(await verifyAccessToken(await signAccessToken(claims, Date.now() - 14 * minute))).toEqual(claims);
    expect(await verifyAccessToken(await signAccessToken(claims, Date.now() - 16 * minute))).toBeNull();
    expect(await verifyAccessToken(await signAccessToken(claims, Date.now() - 24 * 60 * minute))).toBeNull();
  });

  it('accepts a token forged here with the right key and claims, so the refusals below are about the claims', async () => {
    expect(await verifyAccessToken(await forge(goodPayload))).toEqual(claims);
  });

  it('refuses a token signed with another key, or with the secret itself (the session cookie key)', async () => {
    expect(await verifyAccessToken(await forge(goodPayload, { key: new TextEncoder().encode('another-secret-of-at-least-32-characters!') }))).toBeNull();
    expect(await verifyAccessToken(await forge(goodPayload, { key: new TextEncoder().encode(authSecret()) }))).toBeNull();
  });

  it('refuses a token whose payload or header was changed after signing', async () => {
    const token = await signAccessToken({ ...claims, role: 'guest', scopes: [] });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const promoted = base64url({ ...decodeJwt(token), role: 'customer', scopes: ['organizer'] });
    expect(await verifyAccessToken(`${header}.${promoted}.${signature}`)).toBeNull();
    const otherUser = base64url({ ...decodeJwt(token), sub: 'a1b2c3d4-0000-4000-8000-000000000002' });
    expect(await verifyAccessToken(`${header}.${otherUser}.${signature}`)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(await verifyAccessToken(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await verifyAccessToken(`${header}.${payload}.`)).toBeNull();
    expect(await verifyAccessToken(`${base64url({ alg: 'HS512' })}.${payload}.${signature}`)).toBeNull();
  });

  it('refuses unsigned tokens (alg none), whatever the header spelling', async () => {
    const payload = base64url({
      ...goodPayload,
      iss: 'bookfair-shop',
      aud: 'bookfair-api',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    for (const alg of ['none', 'None', 'NONE', '']) {
      const header = base64url({ alg, typ: 'JWT' });
      expect(await verifyAccessToken(`${header}.${payload}.`), alg).toBeNull();
      expect(await verifyAccessToken(`${header}.${payload}`), alg).toBeNull();
    }
  });

  it('refuses a correctly signed token with another algorithm', async () => {
    const key = await accessKey();
    const longKey = new Uint8Array([...key, ...key]);
    expect(await verifyAccessToken(await forge(goodPayload, { alg: 'HS512', key: longKey }))).toBeNull();
    expect(await verifyAccessToken(await forge(goodPayload, { alg: 'HS384', key }))).toBeNull();
  });

  it('refuses a token for another audience or from another issuer', async () => {
    expect(await verifyAccessToken(await forge(goodPayload, { audience: 'bookfair-admin' }))).toBeNull();
    expect(await verifyAccessToken(await forge(goodPayload, { issuer: 'someone-else' }))).toBeNull();
    expect(await verifyAccessToken(await forge(goodPayload, { expiresIn: -5 }))).toBeNull();
  });

  it('refuses tokens whose claims are not what the shop issues', async () => {
    const { sub: _sub, ...withoutSubject } = goodPayload;
    expect(await verifyAccessToken(await forge(withoutSubject))).toBeNull();
    expect(await verifyAccessToken(await forge({ ...goodPayload, role: 'admin' }))).toBeNull();
    expect(await verifyAccessToken(await forge({ ...goodPayload, role: undefined }))).toBeNull();
    expect(await verifyAccessToken(await forge({ ...goodPayload, scopes: 'organizer' }))).toBeNull();
    expect(await verifyAccessToken(await forge({ ...goodPayload, scopes: undefined }))).toBeNull();
    for (const cv of [-1, 1.5, '2', null, true, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await verifyAccessToken(await forge({ ...goodPayload, cv })), JSON.stringify(cv)).toBeNull();
    }
  });

  it('reads a token without the `cv` claim (made before it existed) as credential version 0', async () => {
    const { cv: _cv, ...withoutVersion } = goodPayload;
    expect(await verifyAccessToken(await forge(withoutVersion))).toEqual({ ...claims, credentialVersion: 0 });
    expect(await verifyAccessToken(await forge({ ...goodPayload, cv: 0 }))).toEqual({ ...claims, credentialVersion: 0 });
  });

  it('keeps only the string scopes of a token', async () => {
    expect(await verifyAccessToken(await forge({ ...goodPayload, scopes: ['organizer', 7, null, { a: 1 }, 'reports'] }))).toEqual({
      ...claims,
      scopes: ['organizer', 'reports'],
    });
  });

  it('answers null, never throws, for garbage', async () => {
    for (const token of ['', ' ', 'null', 'Bearer x', 'a.b.c', '...', 'eyJ.eyJ.eyJ', `${base64url('{')}.${base64url('{')}.x`, 'x'.repeat(10_000)]) {
      expect(await verifyAccessToken(token), JSON.stringify(token.slice(0, 20))).toBeNull();
    }
  });

  it('answers null, never throws, for any string (property)', async () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{0,40}$/);
    const jwtShaped = fc.tuple(segment, segment, segment).map((parts) => parts.join('.'));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), jwtShaped), async (token) => {
        expect(await verifyAccessToken(token)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
