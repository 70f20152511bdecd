import { CsvError, parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { checkCsvHeader, mapCsvRow } from './csv-row';
import { ImportFileError } from './errors';
import type { SourceRecord } from './types';

/**
 * The rows of a CSV file (header first, UTF-8, comma-separated, quotes as in RFC 4180), mapped, in file order, read as a
 * stream. A row that is not valid CSV (an unbalanced quote, too many cells) is rejected on its own; a header that is not
 * ours throws an ImportFileError.
 */
export async function* csvRecords(
  input: AsyncIterable<Uint8Array | string>,
  hooks: { onBytes?: (bytes: number) => void; onProblem?: (problem: string) => void } = {},
): AsyncGenerator<SourceRecord> {
  let record = 0;
  const skipped: SourceRecord[] = [];
  const counted = Readable.from(
    (async function* () {
      for await (const chunk of input) {
        hooks.onBytes?.(typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength);
        yield chunk;
      }
    })(),
  );
  const parser = counted.pipe(
    parse({
      bom: true,
      columns: checkCsvHeader,
      skip_empty_lines: true,
      info: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        record += 1;
        skipped.push({ record, line: Number(error?.lines ?? 0), id: null, result: { ok: false, reason: `not a valid CSV row: ${error?.message ?? 'unreadable'}` } });
        return undefined;
      },
    }),
  );
  counted.on('error', (error) => parser.destroy(error));
  try {
    for await (const { record: cells, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      yield* skipped.splice(0);
      record += 1;
      const mapped = mapCsvRow(cells);
      yield { record, line: info.lines, id: cells.sku?.trim() || null, result: mapped };
    }
  } catch (error) {
    if (error instanceof ImportFileError || !(error instanceof CsvError)) throw error;
    if (record === 0) throw new ImportFileError(`This is not a CSV file we can read: ${error.message}`);
    hooks.onProblem?.(`The CSV stops being readable after record ${record}: ${error.message}. The rows after it were not imported.`);
  }
  yield* skipped.splice(0);
}
