import { readdirSync } from 'node:fs';
import path from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import type { RouteDeclaration } from '@/lib/api/handler';
import { HTTP_METHODS, openApiPath } from '@/modules/ops/index.server';
import { GET } from './route';

const API_ROOT = path.resolve(import.meta.dirname, '..');

/** The folders (relative to src/app/api) that hold a route.ts, found by walking the tree rather than trusting a list. */
function routeFolders(dir = API_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFolders(full);
    return entry.name === 'route.ts' ? [path.relative(API_ROOT, dir).split(path.sep).join('/')] : [];
  });
}

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const response = await GET(new NextRequest('http://localhost/api/openapi.json'), { params: Promise.resolve({}) });
const document = (await response.clone().json()) as Document;
const routeFiles = await Promise.all(
  routeFolders().map(async (folder) => ({ folder, exports: (await import(path.join(API_ROOT, folder, 'route.ts'))) as Record<string, unknown> })),
);
const exportedMethods = (exports: Record<string, unknown>) => HTTP_METHODS.filter((method) => exports[method] !== undefined);

describe('the generated OpenAPI document', () => {
  it('is served as a cacheable OpenAPI 3.1 document', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(document.openapi).toBe('3.1.0');
  });

  it('passes an OpenAPI validator', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('has every route file under src/app/api, with each method it exports', () => {
    expect(routeFiles.length).toBeGreaterThan(80);
    const missing = routeFiles.flatMap(({ folder, exports }) =>
      exportedMethods(exports)
        .filter((method) => document.paths[openApiPath(folder)]?.[method.toLowerCase()] === undefined)
        .map((method) => `${method} ${folder}`),
    );
    expect(missing, 'add these route files to the list in src/app/api/openapi.json/route.ts').toEqual([]);
    const documented = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0);
    expect(documented).toBe(routeFiles.reduce((count, { exports }) => count + exportedMethods(exports).length, 0));
  });

  it('declares the success response of every route, with a JSON schema unless it answers a file or nothing', () => {
    const undeclared = routeFiles.flatMap(({ folder, exports }) =>
      exportedMethods(exports).flatMap((method) => {
        const declared = Object.entries((exports[method] as { declaration: RouteDeclaration }).declaration.response ?? {});
        const success = declared.filter(([status]) => Number(status) < 400);
        return success.length === 0 ? [`${method} ${folder}`] : [];
      }),
    );
    expect(undeclared).toEqual([]);
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (status.startsWith('2') && answer.content?.['application/json']) expect(answer.content['application/json'].schema).toBeTruthy();
        }
      }
    }
  });

  it('shares the {Error, message} body and the failures of the wrapper as components', () => {
    const cart = document.paths['/api/cart/v1/items/{sku}']?.patch;
    expect(cart?.responses).toMatchObject({
      '400': { $ref: '#/components/responses/BadRequest' },
      '401': { $ref: '#/components/responses/Unauthorized' },
      default: { $ref: '#/components/responses/Failure' },
    });
    expect(JSON.stringify(document)).toContain('"#/components/schemas/Error"');
  });
});
