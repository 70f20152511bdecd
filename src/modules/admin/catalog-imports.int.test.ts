import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { signAccessToken } from '@/lib/api/access-token';
import { ADMIN_SCOPE } from '@/modules/accounts';
import { registerCustomer } from '@/modules/accounts/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { expectDeclaredResponse } from '../../../tests/support/declared-response';
import { historyOf } from './audit.server';
import { catalogImportRoutes } from './catalog-import-routes.server';
import { catalogImportHistory, type CatalogImportJob } from './catalog-imports.server';

const SAMPLES = path.resolve(import.meta.dirname, '../../../samples/catalog');

describeEachDatabase('catalogue upload', (database) => {
  useAsProcessDatabase(database);
  let token = '';
  let csv: Buffer;

  beforeAll(async () => {
    csv = await readFile(path.join(SAMPLES, 'toys-sample.csv'));
    const email = `importer-${database().kind}@admin.test`;
    const { id } = await registerCustomer({ email, password: 'ShelfKeeper2026', firstName: 'Ida', lastName: 'Importer', newsletter: false }, database().db);
    await database().db.execute(sql`UPDATE users SET scopes = ARRAY['admin']::text[] WHERE id = ${id}`);
    token = await signAccessToken({ userId: id, role: 'customer', scopes: [ADMIN_SCOPE] });
  });

  const post = (query: string, body: BodyInit | null, extraHeaders: Record<string, string> = {}) =>
    catalogImportRoutes.upload(
      new NextRequest(`http://localhost/api/admin/v1/catalog-uploads?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...extraHeaders },
        body,
        duplex: 'half',
      } as ConstructorParameters<typeof NextRequest>[1]),
      { params: Promise.resolve({}) },
    );
  const look = async (id: string) => {
    const answer = await catalogImportRoutes.job(
      new NextRequest(`http://localhost/api/admin/v1/catalog-imports/${id}`, { headers: { authorization: `Bearer ${token}` } }),
      { params: Promise.resolve({ id }) },
    );
    await expectDeclaredResponse(catalogImportRoutes.job, answer);
    return { status: answer.status, job: (await answer.json()) as CatalogImportJob };
  };
  const finished = async (id: string) => {
    for (;;) {
      const { job } = await look(id);
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('takes the file, imports it in the background and reports counts and rejections; the same file again changes nothing', async () => {
    const answer = await post('name=toys-sample.csv', new Uint8Array(csv));
    expect(answer.status).toBe(202);
    const started = (await answer.json()) as CatalogImportJob;
    expect(started).toMatchObject({ fileName: 'toys-sample.csv', format: 'csv', dryRun: false, size: csv.length, status: 'running' });
    const done = await finished(started.id);
    expect(done.status).toBe('done');
    expect(done.report).toMatchObject({ created: expect.any(Number), updated: 0, rejected: expect.any(Number) });
    expect(done.report!.created).toBeGreaterThan(0);
    expect(done.report!.rejected).toBe(done.report!.rejections.length);
    expect(done.report!.rejections.every((rejection) => rejection.reason.length > 0)).toBe(true);
    expect(done.progress.bytesRead).toBe(csv.length);
    const [entry] = await historyOf(database().db, 'catalog-import', started.id);
    expect(entry).toMatchObject({
      action: 'catalog.import',
      actorEmail: `importer-${database().kind}@admin.test`,
      after: { fileName: 'toys-sample.csv', created: done.report!.created },
    });

    const again = await finished(((await (await post('name=toys-sample.csv', new Uint8Array(csv))).json()) as CatalogImportJob).id);
    expect(again.report).toMatchObject({ created: 0, updated: 0, unchanged: done.report!.created });
  });

  it('a dry run writes nothing and leaves no audit entry', async () => {
    const before = await queryRows<{ count: number }>(database().db, sql`SELECT count(*)::int AS count FROM products`);
    const dry = await finished(((await (await post('name=renamed.txt&format=csv&dryRun=true', new Uint8Array(csv))).json()) as CatalogImportJob).id);
    expect(dry).toMatchObject({ status: 'done', dryRun: true, format: 'csv' });
    expect(await queryRows(database().db, sql`SELECT count(*)::int AS count FROM products`)).toEqual(before);
    expect(await historyOf(database().db, 'catalog-import', dry.id)).toEqual([]);
  });

  it('refuses a second upload while one is arriving, an unknown format, an empty file, and a file that is not the format', async () => {
    let release: () => void = () => undefined;
    const slow = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(csv));
        release = () => controller.close();
      },
    });
    const first = post('name=toys-sample.csv', slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await post('name=toys-sample.csv', new Uint8Array(csv));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ Error: 'IMPORT_RUNNING', message: expect.stringContaining('running already') });
    release();
    expect((await first).status).toBe(202);
    await finished(((await (await first).clone().json()) as CatalogImportJob).id);

    const unknown = await post('name=catalogue.pdf', new Uint8Array(csv));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ Error: 'INVALID_QUERY', message: expect.stringContaining('Cannot tell the format of catalogue.pdf') });
    const empty = await post('name=empty.csv', new Uint8Array());
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ Error: 'EMPTY_FILE' });

    const tooLarge = await post('name=huge.csv', new Uint8Array(csv), { 'content-length': String(2 * 1024 * 1_048_576) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ Error: 'FILE_TOO_LARGE', message: 'The file is larger than 1024 MB.' });

    const notOnix = await finished(((await (await post('name=toys.xml', new Uint8Array(csv))).json()) as CatalogImportJob).id);
    expect(notOnix).toMatchObject({ status: 'failed', error: expect.stringContaining('cannot be imported') });
    expect((await look('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('keeps every import in the database, newest first, for the upload page to list after a reload', async () => {
    const dry = await finished(((await (await post('name=toys-sample.csv&dryRun=true', new Uint8Array(csv))).json()) as CatalogImportJob).id);
    const real = await finished(((await (await post('name=history.csv&format=csv', new Uint8Array(csv))).json()) as CatalogImportJob).id);
    const history = await catalogImportHistory(database().db);
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ id: real.id, fileName: 'history.csv', dryRun: false, status: 'done', size: csv.length, report: real.report }),
      expect.objectContaining({ id: dry.id, fileName: 'toys-sample.csv', dryRun: true, status: 'done', report: dry.report }),
    ]);
    expect(history[0]!.startedBy).toBe(`importer-${database().kind}@admin.test`);
    expect(history[0]!.finishedAt).not.toBeNull();

    const broken = await finished(((await (await post('name=broken.xml', new Uint8Array(csv))).json()) as CatalogImportJob).id);
    expect(broken.status).toBe('failed');
    expect((await catalogImportHistory(database().db))[0]).toMatchObject({ id: broken.id, status: 'failed', error: broken.error, report: null });
  });
});
