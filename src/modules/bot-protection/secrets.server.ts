import 'server-only';
import { authSecret } from '@/lib/env';

// Keys of their own, derived from the one secret, so a challenge signature can never pass as a proof token, nor
// either of them as a session or access token.
async function derive(purpose: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${purpose}:${authSecret()}`)));
}

/** HMAC secret that signs ALTCHA challenges (a hex string, as altcha-lib takes it). */
export async function challengeSigningSecret(): Promise<string> {
  return Buffer.from(await derive('bot-challenge')).toString('hex');
}

/** HS256 key of the `botCheck` proof token. */
export function proofSigningKey(): Promise<Uint8Array> {
  return derive('bot-check');
}
