import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { checkCsvHeader, mapCsvRow } from './csv-row';
import { ImportFileError } from './errors';
import type { SourceRecord } from './types';

/**
 * The rows of a CSV file (header first, UTF-8, comma-separated, quotes as in RFC 4180), mapped, in file order, read as a
 * stream. A row that is not valid CSV (too many cells, a stray quote) is rejected on its own (a quote left open takes the
 * rest of the file with it, and its rejection says so); a header that is not ours throws an ImportFileError.
 */
export async function* csvRecords(input: AsyncIterable<Uint8Array | string>, hooks: { onBytes?: (bytes: number) => void } = {}): AsyncGenerator<SourceRecord> {
  let record = 0;
  // The parser runs ahead of the consumer, so rows it skips are held by line and given their record number in file order.
  const skipped: Array<{ line: number; reason: string }> = [];
  const skippedBefore = function* (line: number): Generator<SourceRecord> {
    while (skipped.length > 0 && skipped[0]!.line < line) {
      const { line: skippedLine, reason } = skipped.shift()!;
      record += 1;
      yield { record, line: skippedLine, id: null, result: { ok: false, reason } };
    }
  };
  const counted = Readable.from(
    (async function* () {
      for await (const chunk of input) {
        hooks.onBytes?.(typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength);
        yield chunk;
      }
    })(),
  );
  let headerRead = false;
  const parser = counted.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        headerRead = true;
        return checkCsvHeader(header);
      },
      skip_empty_lines: true,
      info: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        skipped.push({ line: Number(error?.lines ?? 0), reason: `not a valid CSV row: ${error?.message ?? 'unreadable'}` });
        return undefined;
      },
    }),
  );
  counted.on('error', (error) => parser.destroy(error));
  for await (const { record: cells, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    yield* skippedBefore(info.lines);
    record += 1;
    yield { record, line: info.lines, id: cells.sku?.trim() || null, result: mapCsvRow(cells) };
  }
  if (!headerRead)
    throw new ImportFileError(
      skipped[0] ? `The header row is not valid CSV: ${skipped[0].reason.replace(/^not a valid CSV row: /, '')}` : 'The file is empty.',
    );
  yield* skippedBefore(Number.POSITIVE_INFINITY);
}
