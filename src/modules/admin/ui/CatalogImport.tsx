'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createBrowserHttpClient, currentAccessToken, HttpError } from '@/lib/http';
import type { CatalogImportJob } from '../catalog-imports.server';

const http = createBrowserHttpClient();
const POLL_MS = 500;
const number = (value: number) => value.toLocaleString('en-US');

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'importing'; job: CatalogImportJob }
  | { kind: 'finished'; job: CatalogImportJob }
  | { kind: 'error'; message: string };

function asJob(body: unknown): CatalogImportJob {
  if (typeof body !== 'object' || body === null || !('id' in body) || !('status' in body) || !('progress' in body))
    throw new Error('The import could not be read.');
  return body as CatalogImportJob;
}

function messageOf(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not our JSON (a proxy's error page): fall through to the status.
  }
  return status === 413 ? 'The file is too large.' : `The upload failed (${status}). Please try again.`;
}

/** Sends the file as the raw body with XMLHttpRequest, the one browser API that reports upload progress. */
function upload(file: File, query: URLSearchParams, token: string | null, onPercent: (percent: number) => void): Promise<CatalogImportJob> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/v1/catalog-uploads?${query.toString()}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onPercent(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status === 202) {
        try {
          resolve(asJob(JSON.parse(request.responseText)));
        } catch (error) {
          reject(error);
        }
      } else reject(new Error(messageOf(request.status, request.responseText)));
    };
    request.onerror = () => reject(new Error('The upload was cut off. Check the connection and try again.'));
    request.send(file);
  });
}

function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm">
        <span id="import-progress-label">{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress aria-labelledby="import-progress-label" max={100} value={percent} className="mt-1 h-3 w-full accent-brand" />
    </div>
  );
}

function Counts({ job }: { job: CatalogImportJob }) {
  const counts = job.report ?? job.progress;
  const rows: Array<[string, number]> = [
    ['Read', counts.read],
    [job.dryRun ? 'Would be created' : 'Created', counts.created],
    [job.dryRun ? 'Would be updated' : 'Updated', counts.updated],
    ['Unchanged', counts.unchanged],
    ['Rejected', counts.rejected],
  ];
  return (
    <table aria-label="Import counts" className="mt-4 text-sm">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="pr-6 text-left font-semibold">
              {label}
            </th>
            <td className="text-right tabular-nums" data-value={value}>
              {number(value)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Report({ job }: { job: CatalogImportJob }) {
  const report = job.report;
  if (!report) return null;
  const where = (rejection: (typeof report.rejections)[number]) =>
    report.format === 'onix' ? `Record ${rejection.record} (line ${rejection.line})` : `Line ${rejection.line}`;
  return (
    <>
      {report.rejections.length > 0 && (
        <section aria-labelledby="rejections-heading" className="mt-6">
          <h3 id="rejections-heading" className="font-bold">
            Rejected records
          </h3>
          <table aria-label="Rejected records" className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th className="py-1">Where</th>
                <th>Record</th>
                <th>Why</th>
              </tr>
            </thead>
            <tbody>
              {report.rejections.map((rejection) => (
                <tr key={rejection.record} className="border-b border-black/10 align-top">
                  <td className="py-1 pr-3">{where(rejection)}</td>
                  <td className="pr-3">{rejection.id ?? '—'}</td>
                  <td>{rejection.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.rejected > report.rejections.length && (
            <p className="mt-2 text-sm text-muted">… and {number(report.rejected - report.rejections.length)} more.</p>
          )}
        </section>
      )}
      {report.unmappedSubjects.length > 0 && (
        <p className="mt-4 text-sm">
          Subject codes without a category (the records were imported without them):{' '}
          {report.unmappedSubjects
            .slice(0, 20)
            .map(({ code, records }) => `${code} ×${records}`)
            .join(', ')}
        </p>
      )}
      {report.problems.length > 0 && (
        <ul className="mt-4 list-disc pl-6 text-sm" aria-label="Problems in the file">
          {report.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The back office's catalogue upload (issue 9): upload with its progress, then the import's progress and its report. */
export function CatalogImport() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<'' | 'onix' | 'csv'>('');
  const [dryRun, setDryRun] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const polling = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (polling.current) clearTimeout(polling.current);
    },
    [],
  );

  const follow = (id: string) => {
    polling.current = setTimeout(async () => {
      try {
        const job = await http.json(`/api/admin/v1/catalog-imports/${id}`, { auth: true, quiet: true, parse: asJob });
        if (job.status === 'running') {
          setPhase({ kind: 'importing', job });
          follow(id);
        } else {
          setPhase({ kind: 'finished', job });
          // The history below is the server's: show this run in it.
          router.refresh();
        }
      } catch (error) {
        setPhase({ kind: 'error', message: error instanceof HttpError || error instanceof Error ? error.message : 'The import could not be followed.' });
      }
    }, POLL_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void start(dryRun);
  };

  /** Uploads the chosen file and follows its import; after a dry run, the same file again for real. */
  const start = async (asDryRun: boolean) => {
    if (!file) {
      setPhase({ kind: 'error', message: 'Choose a file to import.' });
      return;
    }
    setPhase({ kind: 'uploading', percent: 0 });
    const query = new URLSearchParams({ name: file.name, dryRun: String(asDryRun) });
    if (format) query.set('format', format);
    try {
      const job = await upload(file, query, await currentAccessToken(), (percent) => setPhase({ kind: 'uploading', percent }));
      setPhase({ kind: 'importing', job });
      follow(job.id);
    } catch (error) {
      setPhase({ kind: 'error', message: error instanceof Error ? error.message : 'The upload failed.' });
    }
  };

  const busy = phase.kind === 'uploading' || phase.kind === 'importing';
  const job = phase.kind === 'importing' || phase.kind === 'finished' ? phase.job : null;
  const importPercent = job ? (job.status === 'done' ? 100 : Math.min(99, Math.floor((job.progress.bytesRead / Math.max(1, job.size)) * 100))) : 0;

  return (
    <div>
      <form onSubmit={submit} className="max-w-xl space-y-4" aria-label="Import a catalogue file">
        <div>
          <label htmlFor="import-file" className="block text-sm font-semibold">
            Catalogue file (ONIX 3.0 .xml or CSV)
          </label>
          <input
            id="import-file"
            type="file"
            accept=".xml,.onix,.onx,.csv,text/xml,application/xml,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm"
            disabled={busy}
          />
        </div>
        <div>
          <label htmlFor="import-format" className="block text-sm font-semibold">
            Format
          </label>
          <select
            id="import-format"
            value={format}
            onChange={(event) => setFormat(event.target.value as typeof format)}
            className="mt-1 rounded-md border border-black/20 px-3 py-2"
            disabled={busy}
          >
            <option value="">From the file name</option>
            <option value="onix">ONIX 3.0 (books)</option>
            <option value="csv">CSV (toys and gifts)</option>
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} disabled={busy} />
          Dry run: check and compare every record, write nothing
        </label>
        <button type="submit" disabled={busy} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60">
          {busy ? 'Importing…' : 'Upload and import'}
        </button>
      </form>

      <div aria-live="polite" className="mt-6">
        {phase.kind === 'uploading' && <ProgressBar label="Uploading" percent={phase.percent} />}
        {job && (
          <section aria-labelledby="import-heading">
            <h2 id="import-heading" className="text-xl font-bold">
              {job.fileName} ({job.format === 'onix' ? 'ONIX 3.0' : 'CSV'}
              {job.dryRun ? ', dry run' : ''})
            </h2>
            <ProgressBar label={job.status === 'running' ? 'Importing' : 'Imported'} percent={importPercent} />
            <Counts job={job} />
            {job.status === 'done' && (
              <p role="status" className="mt-4 font-semibold">
                {job.dryRun ? 'Dry run finished: nothing was written.' : 'Import finished. The shop shows the new catalogue now.'}
              </p>
            )}
            {job.status === 'failed' && (
              <p role="alert" className="mt-4 font-semibold text-brand">
                {job.error}
              </p>
            )}
            {job.status === 'done' && job.dryRun && file && (
              <button
                type="button"
                onClick={() => {
                  setDryRun(false);
                  void start(false);
                }}
                className="mt-4 rounded-full bg-brand px-5 py-2.5 font-semibold text-white"
              >
                Import for real
              </button>
            )}
            <Report job={job} />
          </section>
        )}
        {phase.kind === 'error' && (
          <p role="alert" className="mt-4 font-semibold text-brand">
            {phase.message}
          </p>
        )}
      </div>
    </div>
  );
}
