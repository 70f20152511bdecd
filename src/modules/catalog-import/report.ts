import type { ImportFormat, ImportReport, Rejection } from './types';

/** The format a file name says: .xml/.onix/.onx are ONIX, .csv is CSV. */
export function importFormatOf(fileName: string): ImportFormat | null {
  if (/\.(xml|onix|onx)$/i.test(fileName)) return 'onix';
  if (/\.csv$/i.test(fileName)) return 'csv';
  return null;
}

function describeRejection(rejection: Rejection, format: ImportFormat): string {
  const where = format === 'onix' ? `record ${rejection.record} (line ${rejection.line})` : `line ${rejection.line}`;
  return `${where}${rejection.id ? ` ${rejection.id}` : ''}: ${rejection.reason}`;
}

/** The end-of-import summary a person reads: counts, the first rejections with where and why, unknown subject codes. */
export function formatImportReport(report: ImportReport, options: { maxRejections?: number; fullListAt?: string } = {}): string {
  const maxRejections = options.maxRejections ?? 20;
  const number = (value: number) => value.toLocaleString('en-US');
  const width = number(report.read).length;
  const lines = [
    `${report.dryRun ? 'Dry run, nothing was written. ' : ''}Read ${number(report.read)} record${report.read === 1 ? '' : 's'} in ${(report.durationMs / 1000).toFixed(1)} s${report.dryRun ? '; an import would have' : ''}:`,
    ...(['created', 'updated', 'unchanged', 'rejected'] as const).map((key) => `  ${key.padEnd(10)} ${number(report[key]).padStart(width)}`),
  ];
  if (report.rejected > 0) {
    lines.push('', `Rejected (${number(report.rejected)}):`);
    for (const rejection of report.rejections.slice(0, maxRejections)) lines.push(`  ${describeRejection(rejection, report.format)}`);
    const more = report.rejected - Math.min(report.rejections.length, maxRejections);
    if (more > 0) lines.push(`  … and ${number(more)} more${options.fullListAt ? ` (all of them in ${options.fullListAt})` : ''}`);
  }
  if (report.unmappedSubjects.length > 0) {
    const shown = report.unmappedSubjects.slice(0, 10).map(({ code, records }) => `${code} ×${records}`);
    const more = report.unmappedSubjects.length - shown.length;
    lines.push('', `Subject codes without a category (kept out, the records imported): ${shown.join(', ')}${more > 0 ? `, and ${more} more` : ''}`);
  }
  if (report.problems.length > 0) lines.push('', 'Problems in the file:', ...report.problems.map((problem) => `  ${problem}`));
  return lines.join('\n');
}
