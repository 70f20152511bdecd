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
}

// A key of its own, derived from the secret, so an access token can never pass as a session cookie or the reverse.
async function signingKey(): Promise<Uint8Array> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`access-token:${authSecret()}`));
  return new Uint8Array(digest);
}

/** The session's accessToken (DESIGN §2): what `Authorization: Bearer` carries to the JSON APIs. */
export async function signAccessToken(claims: AccessClaims, now = Date.now()): Promise<string> {
  return new SignJWT({ role: claims.role, scopes: claims.scopes })
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
    if (typeof payload.sub !== 'string' || (role !== 'guest' && role !== 'customer') || !Array.isArray(scopes)) return null;
    return { userId: payload.sub, role, scopes: scopes.filter((scope): scope is string => typeof scope === 'string') };
  } catch {
    return null;
  }
}
