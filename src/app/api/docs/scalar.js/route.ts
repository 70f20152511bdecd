// The proxy does not run before this route (its path ends in a file extension): the caller check is registered here.
import '@/app/_compose/caller-check';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiRoute } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';

/**
 * Scalar's prebuilt browser bundle, from the pinned `@scalar/api-reference` package: served by us rather than a CDN,
 * so the docs page needs no third-party script in the CSP. The package's exports do not expose the bundle, hence the
 * path.
 */
const BUNDLE = path.join(process.cwd(), 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js');

let bundle: Promise<Buffer> | undefined;

export const GET = apiRoute(
  {
    summary: 'The script of the reference page (Scalar’s standalone bundle)',
    tags: ['docs'],
    response: { 200: { mediaType: 'text/javascript', description: 'The bundle' } },
  },
  async () => {
    bundle ??= readFile(BUNDLE).catch((error: unknown) => {
      bundle = undefined;
      throw new AppError(503, 'DOCS_UNAVAILABLE', `The API reference is not installed on this server (${(error as Error).message}).`);
    });
    return new Response(new Uint8Array(await bundle), {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    });
  },
);
