/** Spec §3 authAction, read back (pure): whether a kept action may still be resumed. */
import type { AuthAction } from './actions';

/** An action asked for longer ago than this is not resumed: the shopper has moved on. */
export const AUTH_ACTION_LIFETIME_MS = 30 * 60 * 1000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kept action (as stored, so of any shape) when it is of `kind`, asked on `path`, and recent; else null. */
export function resumableAuthAction(kept: unknown, kind: AuthAction['kind'], path: string, now: number): AuthAction | null {
  if (!isRecord(kept) || kept.kind !== kind || kept.path !== path || typeof kept.sku !== 'string' || typeof kept.at !== 'number') return null;
  if (kept.at > now || now - kept.at > AUTH_ACTION_LIFETIME_MS) return null;
  return { kind, sku: kept.sku, path, at: kept.at };
}
