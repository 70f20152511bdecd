import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { signAccessToken } from '@/lib/api/access-token';
import { ADMIN_SCOPE, ORGANIZER_SCOPE } from '@/modules/accounts';
import { registerCustomer } from '@/modules/accounts/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';

const ADMIN_API_DIR = path.resolve(__dirname, '../../app/api/admin');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every route file under /api/admin, found on disk: a new admin API is covered without anyone listing it here. */
function adminRouteFiles(dir = ADMIN_API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminRouteFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** The route's address with a made-up value for each dynamic segment, and those values as its params. */
function addressOf(file: string): { url: string; params: Record<string, string> } {
  const segments = path.relative(path.resolve(__dirname, '../../app'), path.dirname(file)).split(path.sep);
  const params: Record<string, string> = {};
  const url = segments
    .map((segment) => {
      const dynamic = /^\[(\w+)\]$/.exec(segment);
      if (!dynamic) return segment;
      params[dynamic[1]!] = '1';
      return '1';
    })
    .join('/');
  return { url: `http://localhost/${url}`, params };
}

describeEachDatabase('every back-office API is for staff only', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const people = [
      ['customer', []],
      ['organizer', [ORGANIZER_SCOPE]],
      // The token says admin, the database does not (a scope taken away after sign-in).
      ['stale-admin', []],
    ] as const;
    for (const [name, scopes] of people) {
      const { id } = await registerCustomer(
        { email: `${name}@access.test`, password: 'ShelfKeeper2026', firstName: 'Pat', lastName: 'Outsider', newsletter: false },
        db(),
      );
      if (scopes.length) await db().execute(sql`UPDATE users SET scopes = ${`{${scopes.join(',')}}`}::text[] WHERE id = ${id}`);
      tokens[name] = await signAccessToken({ userId: id, role: 'customer', scopes: name === 'stale-admin' ? [ADMIN_SCOPE] : [...scopes] });
    }
  });

  it('finds the admin APIs on disk', () => {
    expect(adminRouteFiles().length).toBeGreaterThanOrEqual(3);
  });

  it('answers 401 to a caller without a token, and 403 ADMIN_ONLY to a customer, an organizer and a stale admin token, whatever the body', async () => {
    const checked: string[] = [];
    for (const file of adminRouteFiles()) {
      const route = (await import(file)) as Partial<
        Record<(typeof METHODS)[number], (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>>
      >;
      const { url, params } = addressOf(file);
      for (const method of METHODS) {
        const handler = route[method];
        if (!handler) continue;
        checked.push(`${method} ${url}`);
        const call = (token?: string, body?: string) =>
          handler(
            new NextRequest(url, {
              method,
              headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
              body: method === 'GET' ? undefined : body,
            }),
            {
              params: Promise.resolve(params),
            },
          );
        expect((await call()).status, `${method} ${url} without a token`).toBe(401);
        for (const [who, token] of Object.entries(tokens)) {
          for (const body of ['{}', 'not json', '{"email":"x@y.z","scope":"admin","granted":true}']) {
            const answer = await call(token, body);
            expect(answer.status, `${who} ${method} ${url} ${body}`).toBe(403);
            expect(await answer.json()).toMatchObject({ Error: 'ADMIN_ONLY', message: expect.stringContaining('staff') });
          }
        }
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(4);
    expect(await queryRows(db(), sql`SELECT scopes FROM users WHERE email = 'customer@access.test'`)).toEqual([{ scopes: [] }]);
  });
});
