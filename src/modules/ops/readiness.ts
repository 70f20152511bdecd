import type { Logger } from 'pino';
import { rootCause } from '@/lib/errors';

/** What the shop needs to serve a request, each asked a trivial question (a `SELECT 1`, a Redis PING). */
export type ReadinessProbes = Record<string, () => Promise<unknown>>;

export interface ReadinessReport {
  status: 'ready' | 'not-ready';
  checks: Record<string, { status: 'ok' | 'unreachable'; latencyMs: number }>;
}

/** Seconds a load balancer or client is asked to wait before asking again when the shop is not ready. */
export const READINESS_RETRY_AFTER_SECONDS = 5;

/**
 * Asks every probe at once, each within `timeoutMs` (a server that hangs counts as unreachable, so the answer never
 * waits longer than that); ready when all answered. Each failure is logged once with its reason.
 */
export async function checkReadiness(probes: ReadinessProbes, log: Logger, timeoutMs = 2000): Promise<ReadinessReport> {
  const results = await Promise.all(
    Object.entries(probes).map(async ([name, probe]) => {
      const started = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          probe(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return [name, { status: 'ok' as const, latencyMs: Math.round(performance.now() - started) }] as const;
      } catch (error) {
        log.error({ check: name, reason: rootCause(error) }, `Readiness check failed: ${name} is unreachable`);
        return [name, { status: 'unreachable' as const, latencyMs: Math.round(performance.now() - started) }] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const checks = Object.fromEntries(results);
  return { status: results.every(([, result]) => result.status === 'ok') ? 'ready' : 'not-ready', checks };
}

/** The names of the unreachable checks, for a sentence: "database", "database and redis". */
export function unreachableNames(report: ReadinessReport): string {
  const names = Object.entries(report.checks)
    .filter(([, result]) => result.status !== 'ok')
    .map(([name]) => name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
