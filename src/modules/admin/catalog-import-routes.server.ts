import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '@/lib/errors';
import { catalogUploadQuerySchema } from './catalog-import-rules';
import { catalogImportJob, startCatalogImport } from './catalog-imports.server';
import { catalogImportJobSchema } from './responses';
import { adminRoute, noStore } from './routes.server';

export const catalogImportRoutes = {
  /** The raw file as the body (not a form: it is streamed to disk as it arrives); name, format and dryRun in the query. */
  upload: adminRoute(
    { summary: 'Upload a catalogue file (ONIX or CSV) as the raw body; ?name=&format=&dryRun= in the query', response: { 202: catalogImportJobSchema } },
    async ({ actor, request }) => {
      const query = catalogUploadQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
      if (!query.success) throw new BadRequestError(query.error.issues.map((issue) => issue.message).join('; '), 'INVALID_QUERY');
      const length = request.headers.get('content-length');
      const job = await startCatalogImport(actor, { body: request.body, declaredSize: length === null ? null : Number(length), ...query.data });
      return NextResponse.json(job, { status: 202, headers: { ...noStore.headers, location: `/api/admin/v1/catalog-imports/${job.id}` } });
    },
  ),
  job: adminRoute(
    {
      params: z.object({ id: z.uuid({ error: 'id must be an import id.' }) }),
      summary: 'An import: its progress, then its report',
      response: { 200: catalogImportJobSchema },
    },
    async ({ params }) => {
      const job = catalogImportJob(params.id);
      if (!job) throw new NotFoundError('No import has this id on this server.', 'IMPORT_NOT_FOUND');
      return NextResponse.json(job, noStore);
    },
  ),
};
