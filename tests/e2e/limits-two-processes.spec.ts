import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { decodeQuotedPrintable } from '../support/mail';
import { E2E_PORT } from './fixtures/constants';

/**
 * Issue 18, finding 5: rate limits hold across processes. Two production servers (`npm start`'s server, scripts/serve.ts)
 * share one fresh PostgreSQL database, as two app processes behind a load balancer would, with no trusted proxy
 * (TRUSTED_PROXY_HOPS=0). Requests alternate between them and forge X-Forwarded-For each time; they come from real
 * loopback addresses (127.0.0.x) where a test needs distinct clients.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const ports = [E2E_PORT + 10, E2E_PORT + 20];
const AUTH_SECRET = 'two-process-e2e-secret-0123456789abcdef';
const PASSWORD = 'Reading2026x';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request from a chosen loopback address (the peer address the server sees). */
function call(port: number, target: string, options: { method?: string; headers?: Record<string, string>; body?: string; from: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path: target, method: options.method ?? 'GET', headers: options.headers, localAddress: options.from },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const cookiesOf = (answer: Answer) => ((answer.headers['set-cookie'] as string[] | undefined) ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
const forged = () =>
  `${1 + Math.floor(Math.random() * 220)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

/** next-auth's credentials sign-in on one server: its CSRF token and cookie, then the form, each with a forged X-Forwarded-For. */
async function signIn(port: number, email: string, password: string, from: string): Promise<Answer> {
  const csrf = await call(port, '/api/auth/csrf', { from, headers: { 'x-forwarded-for': forged() } });
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  return call(port, '/api/auth/callback/credentials', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookiesOf(csrf), 'x-forwarded-for': forged() },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true', callbackUrl: '/' }).toString(),
  });
}

const postJson = (port: number, target: string, data: unknown, from: string) =>
  call(port, target, { method: 'POST', from, headers: { 'content-type': 'application/json', 'x-forwarded-for': forged() }, body: JSON.stringify(data) });

test.describe('rate limits on two app processes sharing one PostgreSQL', () => {
  // Skipped only without TEST_DATABASE_URL (CI sets it): two processes cannot share the embedded PGlite database.
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server allowed to create databases), as CI sets it');
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  const servers: ChildProcess[] = [];
  let databaseName = '';
  let dataDir = '';

  async function database(query: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  }

  async function startServer(port: number, databaseUrl: string) {
    const server = spawn('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/start.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
        AUTH_SECRET,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUSTED_PROXY_HOPS: '0',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    servers.push(server);
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [500] })
      .toBe(200);
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    databaseName = `e2e_limits_${Date.now().toString(36)}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'bookfair-limits-'));
    await database(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    // One after the other: the first one migrates the fresh database.
    for (const port of ports) await startServer(port, url.toString());
  });

  test.afterAll(async () => {
    for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await database(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('12 wrong passwords for one account, across both processes and 12 client addresses: the 11th and 12th get 429', async () => {
    const email = `two-process-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await postJson(
      ports[0]!,
      '/api/account/v1/register',
      { email, password: PASSWORD, firstName: 'Two', lastName: 'Process', site: 'us' },
      '127.0.0.2',
    );
    expect(registered.status).toBe(201);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push((await signIn(ports[attempt % 2]!, email, 'Wrong-password-1', `127.0.0.${10 + attempt}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Even the right password, from a new address on either process: the account is locked.
    const locked = await signIn(ports[1]!, email, PASSWORD, '127.0.0.30');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(locked.body)).toMatchObject({ Error: 'TOO_MANY_ATTEMPTS', message: expect.any(String) });

    // The owner opens it through the emailed reset link (asked on one process, used on the other).
    expect((await postJson(ports[0]!, '/api/account/v1/password-reset', { email, site: 'us' }, '127.0.0.31')).status).toBe(202);
    let token: string | undefined;
    await expect
      .poll(
        () => {
          const outbox = path.join(dataDir, 'outbox');
          const files = (() => {
            try {
              return readdirSync(outbox).filter((file) => file.endsWith('.eml'));
            } catch {
              return [];
            }
          })();
          for (const file of files) {
            const message = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
            if (message.includes(email)) token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(message)?.[1];
          }
          return token !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const confirmed = await postJson(ports[1]!, '/api/account/v1/password-reset/confirm', { token, password: 'Opened2026x' }, '127.0.0.31');
    expect(confirmed.status).toBe(200);
    expect((await signIn(ports[0]!, email, 'Opened2026x', '127.0.0.32')).status).toBe(200);
  });

  test('a password spray from one client forging 20 X-Forwarded-For addresses, across both processes, is throttled after 10', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1)
      statuses.push((await signIn(ports[attempt % 2]!, `spray-${attempt}-${randomUUID().slice(0, 6)}@example.com`, 'Spring2026!', '127.0.0.60')).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    // Another client is not held back by it.
    expect((await signIn(ports[1]!, `spray-other-${randomUUID().slice(0, 6)}@example.com`, 'Spring2026!', '127.0.0.61')).status).toBe(401);
  });
});
