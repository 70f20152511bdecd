import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { authSecret } from '@/lib/env';

export type TokenRole = 'guest' | 'customer';

/** Access tokens are short-lived; the session refetch (every 300 s) hands out a new one. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

const ISSUER = 'bookfair-shop';
const AUDIENCE = 'bookfair-api';

export interface AccessClaims {
  userId: string;
  role: TokenRole;
  scopes: string[];
  /**
   * The account's credential version when the token was made (the `cv` claim): a password change or reset, or a
   * confirmed email change, moves the account on, and `apiRoute` then refuses the token (issue 18). 0 for guests and
   * for tokens made before the claim existed.
   */
  credentialVersion: number;
}

/** What a token is made from: the credential version is 0 unless the session says otherwise. */
export type AccessTokenInput = Omit<AccessClaims, 'credentialVersion'> & { credentialVersion?: number };

// A key of its own, derived from the secret, so an access token can never pass as a session cookie or the reverse.
async function signingKey(): Promise<Uint8Array> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`access-token:${authSecret()}`));
  return new Uint8Array(digest);
}

/** The session's accessToken (DESIGN §2): what `Authorization: Bearer` carries to the JSON APIs. */
export async function signAccessToken(claims: AccessTokenInput, now = Date.now()): Promise<string> {
  return new SignJWT({ role: claims.role, scopes: claims.scopes, cv: claims.credentialVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS)
    .sign(await signingKey());
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const role = payload.role;
    const scopes = payload.scopes;
    const version = payload.cv === undefined ? 0 : payload.cv;
    if (typeof payload.sub !== 'string' || (role !== 'guest' && role !== 'customer') || !Array.isArray(scopes)) return null;
    if (!Number.isSafeInteger(version) || (version as number) < 0) return null;
    return {
      userId: payload.sub,
      role,
      scopes: scopes.filter((scope): scope is string => typeof scope === 'string'),
      credentialVersion: version as number,
    };
  } catch {
    return null;
  }
}
