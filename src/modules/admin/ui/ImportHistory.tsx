import type { ImportRun } from '@/modules/catalog-import/index.server';
import { shopDateTime } from '../shop-time';

const STATUS_LABELS: Record<ImportRun['status'], string> = { running: 'Running', done: 'Finished', failed: 'Failed' };
const cell = 'py-1 pr-3';

/** The latest catalogue imports, newest first, as the database keeps them (so a reload or a restart loses none). */
export function ImportHistory({ runs, timeZone }: { runs: ImportRun[]; timeZone: string }) {
  return (
    <section aria-labelledby="import-history-heading" className="mt-10">
      <h2 id="import-history-heading" className="text-xl font-bold">
        Past imports
      </h2>
      {runs.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No import yet.</p>
      ) : (
        <table aria-label="Past imports" className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className={cell}>Started</th>
              <th className={cell}>File</th>
              <th className={cell}>Run</th>
              <th className={cell}>By</th>
              <th className={cell}>Status</th>
              <th className={`${cell} text-right`}>Created</th>
              <th className={`${cell} text-right`}>Updated</th>
              <th className={`${cell} text-right`}>Unchanged</th>
              <th className={`${cell} text-right`}>Rejected</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id} className="border-b border-black/10 align-top" data-testid="import-run" data-status={run.status}>
                <td className={cell}>
                  <time dateTime={run.startedAt}>{shopDateTime(run.startedAt, timeZone)}</time>
                </td>
                <td className={cell}>{run.fileName}</td>
                <td className={cell}>{run.dryRun ? 'Dry run' : 'Import'}</td>
                <td className={cell}>{run.startedBy}</td>
                <td className={cell}>
                  {STATUS_LABELS[run.status]}
                  {run.error ? `: ${run.error}` : ''}
                </td>
                {(['created', 'updated', 'unchanged', 'rejected'] as const).map((count) => (
                  <td key={count} className={`${cell} text-right tabular-nums`} data-value={run.report?.[count] ?? ''}>
                    {run.report ? run.report[count].toLocaleString('en-US') : '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
