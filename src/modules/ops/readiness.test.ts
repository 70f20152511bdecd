import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkReadiness, unreachableNames } from './readiness';

function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const refused = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' }));

describe('readiness', () => {
  afterEach(() => vi.useRealTimers());

  it('is ready when every probe answers, and logs nothing', async () => {
    const { log, lines } = capturedLogger();
    const report = await checkReadiness({ database: async () => 1, redis: async () => 'PONG' }, log);
    expect(report.status).toBe('ready');
    expect(report.checks).toEqual({ database: { status: 'ok', latencyMs: expect.any(Number) }, redis: { status: 'ok', latencyMs: expect.any(Number) } });
    expect(lines).toEqual([]);
  });

  it('is not ready when one probe fails, names it, and logs its reason once', async () => {
    const { log, lines } = capturedLogger();
    const report = await checkReadiness({ database: async () => 1, redis: refused }, log);
    expect(report.status).toBe('not-ready');
    expect(report.checks.database!.status).toBe('ok');
    expect(report.checks.redis!.status).toBe('unreachable');
    expect(unreachableNames(report)).toBe('redis');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, check: 'redis', reason: { code: 'ECONNREFUSED' }, msg: 'Readiness check failed: redis is unreachable' });
  });

  it('gives up on a probe that hangs once its time is up', async () => {
    vi.useFakeTimers();
    const { log, lines } = capturedLogger();
    const pending = checkReadiness({ database: () => new Promise(() => undefined) }, log, 2000);
    await vi.advanceTimersByTimeAsync(2000);
    const report = await pending;
    expect(report.status).toBe('not-ready');
    expect(JSON.stringify(lines[0])).toContain('no answer within 2000 ms');
  });

  it('names every unreachable check in one phrase', async () => {
    const { log } = capturedLogger();
    const report = await checkReadiness({ database: refused, redis: refused, queue: async () => 1 }, log);
    expect(unreachableNames(report)).toBe('database and redis');
  });
});
