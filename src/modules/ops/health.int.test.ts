import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '@/db/client';
import { createLogger } from '@/lib/logger';
import { describeEachDatabase } from '../../../tests/support/databases';
import { checkHealth } from './health';

function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  const log = createLogger(stream);
  process.env.LOG_LEVEL = previous;
  return { log, lines };
}

describeEachDatabase('health', (database) => {
  it('is ok when the database answers', async () => {
    const { log, lines } = capturedLogger();
    const report = await checkHealth(async () => database().db, log);
    expect(report).toMatchObject({ status: 'ok', database: 'ok' });
    expect(lines).toHaveLength(0);
  });
});

describe('health with the database unreachable', () => {
  const handle = connect({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
  afterAll(async () => (await handle).close());

  it('reports unavailable and logs one clear error line', async () => {
    const { log, lines } = capturedLogger();
    const report = await checkHealth(async () => (await handle).db, log);
    expect(report).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'Health check failed: the database is unreachable' });
    expect(JSON.stringify(lines[0])).toMatch(/ECONNREFUSED/);
  });

  it('gives up after its timeout when the database hangs', async () => {
    const { log, lines } = capturedLogger();
    const report = await checkHealth(() => new Promise(() => undefined), log, 50);
    expect(report).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    expect(JSON.stringify(lines[0])).toContain('no answer within 50 ms');
  });
});
