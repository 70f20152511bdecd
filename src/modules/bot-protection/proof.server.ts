import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { env } from '@/lib/env';
import { BOT_CHECK_COOKIE, BOT_CHECK_PROOF_SECONDS } from './rules';
import { proofSigningKey } from './secrets.server';

const ISSUER = 'bookfair-shop';
const AUDIENCE = 'bot-check';

/** A signed token saying "this browser passed the challenge", valid for `BOT_CHECK_PROOF_SECONDS`. */
export async function issueBotCheckProof(nowMs = Date.now()): Promise<{ value: string; expiresAt: Date }> {
  const issuedAt = Math.floor(nowMs / 1000);
  const expiresAt = issuedAt + BOT_CHECK_PROOF_SECONDS;
  const value = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await proofSigningKey());
  return { value, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * Whether a `botCheck` cookie value proves a passed challenge that has not expired. For the sign-in throttle:
 * `await hasPassedBotCheck((await cookies()).get(BOT_CHECK_COOKIE)?.value)`.
 */
export async function hasPassedBotCheck(cookieValue: string | undefined, nowMs = Date.now()): Promise<boolean> {
  if (!cookieValue || cookieValue.length > 2_000) return false;
  try {
    await jwtVerify(cookieValue, await proofSigningKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'jti'],
      currentDate: new Date(nowMs),
    });
    return true;
  } catch {
    return false;
  }
}

/** Options of the `botCheck` cookie: httpOnly, SameSite=Lax, Secure in production, as long as the proof lasts. */
export function botCheckCookieOptions() {
  return {
    name: BOT_CHECK_COOKIE,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env().NODE_ENV === 'production',
    path: '/',
    maxAge: BOT_CHECK_PROOF_SECONDS,
  };
}
