import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedMethods, API_ROUTE_METHODS } from '@/lib/api/route-methods';
import { HTTP_METHODS } from '@/modules/ops/index.server';

const API_ROOT = import.meta.dirname;
const LIST_FILE = path.resolve(API_ROOT, '../../lib/api/route-methods.ts');

function routeFolders(dir = API_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFolders(full);
    return entry.name === 'route.ts' ? [path.relative(API_ROOT, dir).split(path.sep).join('/')] : [];
  });
}

const actual = Object.fromEntries(
  await Promise.all(
    routeFolders()
      .sort()
      .map(async (folder) => {
        const exports = (await import(/* @vite-ignore */ path.join(API_ROOT, folder, 'route.ts'))) as Record<string, unknown>;
        return [folder, HTTP_METHODS.filter((method) => exports[method] !== undefined)] as const;
      }),
  ),
);

describe('the list of API route methods the proxy reads', () => {
  it('is the methods every route file exports (UPDATE_ROUTE_METHODS=1 rewrites it)', () => {
    if (process.env.UPDATE_ROUTE_METHODS === '1') {
      const lines = Object.entries(actual).map(([folder, methods]) => `  '${folder}': [${methods.map((method) => `'${method}'`).join(', ')}],`);
      const source = readFileSync(LIST_FILE, 'utf8').replace(/= \{\n[\s\S]*?\n\};/, `= {\n  // generated\n${lines.join('\n')}\n};`);
      writeFileSync(LIST_FILE, source);
      return;
    }
    expect(API_ROUTE_METHODS).toEqual(actual);
  });

  it('finds the route of an address as Next does: static segments first, a catch-all last', () => {
    expect(allowedMethods('/api/cart/v1/items/ABC-1')).toEqual(['DELETE', 'OPTIONS', 'PATCH']);
    expect(allowedMethods('/api/admin/v1/lists/order')).toEqual(['OPTIONS', 'PUT']);
    expect(allowedMethods('/api/admin/v1/lists/12')).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS']));
    expect(allowedMethods('/api/auth/callback/credentials')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
    expect(allowedMethods('/api/health/')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/api/nothing-here')).toBeNull();
    expect(allowedMethods('/api/cart/v1/items/a/b')).toBeNull();
    expect(allowedMethods('/api/cart/v1xitems')).toBeNull();
  });
});
