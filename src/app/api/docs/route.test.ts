import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET as page } from './route';

// The bundle route reads node_modules under the working directory: give it one with a stand-in bundle.
const root = mkdtempSync(path.join(tmpdir(), 'scalar-'));
const bundleDir = path.join(root, 'node_modules', '@scalar', 'api-reference', 'dist', 'browser');
mkdirSync(bundleDir, { recursive: true });
writeFileSync(path.join(bundleDir, 'standalone.js'), 'window.Scalar = {};');
vi.spyOn(process, 'cwd').mockReturnValue(root);
const { GET: bundle } = await import('./scalar.js/route');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (route: typeof page, url: string) => route(new NextRequest(url), { params: Promise.resolve({}) });

describe('/api/docs', () => {
  it('is a page that loads the reference from our own origin only', async () => {
    const response = await get(page, 'http://localhost/api/docs');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(html).toContain('&quot;withDefaultFonts&quot;:false');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("serves Scalar's browser bundle from the installed package, cacheable", async () => {
    const response = await get(bundle, 'http://localhost/api/docs/scalar.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toBe('window.Scalar = {};');
  });
});
