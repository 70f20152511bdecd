import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { registeredCallerCheck } from '@/lib/api/caller-check';

const isCurrentCaller = vi.fn((caller: { credentialVersion: number }) => Promise.resolve(caller.credentialVersion === 4));
vi.mock('@/modules/accounts/index.server', () => ({ isCurrentCaller }));

const COMPOSE_IMPORT = "import '@/app/_compose/caller-check';";
const APP = path.resolve(import.meta.dirname, '..');

/** Every route file of the app, as the URL path it answers (a `[param]` folder stands for any one segment). */
function routeFiles(folder = APP): Array<{ file: string; url: string }> {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    if (entry.name !== 'route.ts') return [];
    const url = `/${path.relative(APP, folder).split(path.sep).join('/')}`.replace(/\[\.{0,3}([^\]]+)\]/g, 'x');
    return [{ file: full, url }];
  });
}

describe('the caller check of the running shop (issue 18)', () => {
  it("is the accounts module's isCurrentCaller, registered by importing this file", async () => {
    expect(registeredCallerCheck()).toBeUndefined();
    await import('./caller-check');
    const check = registeredCallerCheck()!;
    const caller = { userId: 'a1b2c3d4-0000-4000-8000-000000000001', role: 'customer' as const, scopes: [], credentialVersion: 4 };
    expect(await check(caller)).toBe(true);
    expect(await check({ ...caller, credentialVersion: 3 })).toBe(false);
    expect(isCurrentCaller.mock.calls).toEqual([[caller], [{ ...caller, credentialVersion: 3 }]]);
  });

  it('is registered by the proxy, and by every API route the proxy does not run before', async () => {
    expect(readFileSync(path.resolve(APP, '../proxy.ts'), 'utf8')).toContain(COMPOSE_IMPORT);
    const { config } = await import('@/proxy');
    // Next reads each matcher as a path pattern; the first, the one that covers the APIs, is a regular expression as written.
    const proxied = new RegExp(`^${config.matcher[0]}$`);
    const apiRoutes = routeFiles().filter(({ url }) => url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(80);
    expect(proxied.test('/api/account/v1/profile')).toBe(true);
    const unproxied = apiRoutes.filter(({ url }) => !proxied.test(url));
    expect(unproxied.map(({ url }) => url).sort()).toEqual([
      '/api/admin/v1/catalog-uploads',
      '/api/bookfair/v1/organizations/x/fairs/x/flyer.pdf',
      '/api/bookfair/v1/organizations/x/reports.csv',
      '/api/bookfair/v1/organizations/x/reports.xlsx',
      '/api/docs/scalar.js',
      '/api/openapi.json',
    ]);
    for (const { file } of unproxied) expect(readFileSync(file, 'utf8'), path.relative(APP, file)).toContain(COMPOSE_IMPORT);
  });
});
