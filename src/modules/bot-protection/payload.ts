import { z } from 'zod';
import { MAX_PAYLOAD_LENGTH } from './rules';

const hex = z
  .string()
  .regex(/^[0-9a-f]+$/i)
  .max(1024);

// Parameters stay loose: the challenge signature covers their exact JSON, so unknown keys must reach the check as sent.
const challengeParameters = z.looseObject({
  algorithm: z.string().max(32),
  nonce: hex,
  salt: hex,
  cost: z.number().int().positive(),
  keyLength: z.number().int().positive().max(64),
  keyPrefix: hex,
  keySignature: hex.optional(),
  memoryCost: z.number().int().positive().optional(),
  parallelism: z.number().int().positive().optional(),
  expiresAt: z.number().positive().optional(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

const solutionPayload = z.object({
  challenge: z.object({ parameters: challengeParameters, signature: hex }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex, time: z.number().optional() }),
});

/** What the ALTCHA widget submits once solved: the signed challenge it was given and the counter it found. */
export type SolutionPayload = z.infer<typeof solutionPayload>;

function decodeBase64(value: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The widget's payload (base64 of JSON), or null when it is not one. Checks shape only, not the solution. */
export function parseSolutionPayload(raw: unknown): SolutionPayload | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PAYLOAD_LENGTH) return null;
  const json = decodeBase64(raw.trim());
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = solutionPayload.safeParse(value);
  return parsed.success ? parsed.data : null;
}
