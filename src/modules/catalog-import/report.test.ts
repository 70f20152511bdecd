import { describe, expect, it } from 'vitest';
import { formatImportReport, importFormatOf } from './report';
import type { ImportReport } from './types';

const report: ImportReport = {
  format: 'onix',
  dryRun: false,
  read: 12_500,
  created: 12_000,
  updated: 3,
  unchanged: 0,
  rejected: 497,
  durationMs: 4200,
  bytesRead: 1,
  rejections: Array.from({ length: 30 }, (_, index) => ({
    record: index + 1,
    line: index * 40 + 3,
    id: `97800000000${index}`,
    reason: 'no title (TitleDetail/TitleElement/TitleText)',
  })),
  unmappedSubjects: [{ code: 'BISAC JUV031000', records: 12 }],
  problems: ['XML error: 900:1: text data outside of root node.'],
};

describe('import report', () => {
  it('counts, lists the first rejections with where and why, and says where the rest are', () => {
    const text = formatImportReport(report, { maxRejections: 2, fullListAt: 'data/import-reports/x.json' });
    expect(text).toBe(
      [
        'Read 12,500 records in 4.2 s:',
        '  created    12,000',
        '  updated         3',
        '  unchanged       0',
        '  rejected      497',
        '',
        'Rejected (497):',
        '  record 1 (line 3) 978000000000: no title (TitleDetail/TitleElement/TitleText)',
        '  record 2 (line 43) 978000000001: no title (TitleDetail/TitleElement/TitleText)',
        '  … and 495 more (all of them in data/import-reports/x.json)',
        '',
        'Subject codes without a category (kept out, the records imported): BISAC JUV031000 ×12',
        '',
        'Problems in the file:',
        '  XML error: 900:1: text data outside of root node.',
      ].join('\n'),
    );
  });

  it('says when nothing was written, and names CSV rejections by line', () => {
    const text = formatImportReport({
      ...report,
      format: 'csv',
      dryRun: true,
      rejections: report.rejections.slice(0, 1),
      rejected: 1,
      unmappedSubjects: [],
      problems: [],
    });
    expect(text.split('\n')[0]).toBe('Dry run, nothing was written. Read 12,500 records in 4.2 s; an import would have:');
    expect(text).toContain('  line 3 978000000000: no title');
    expect(text).not.toContain('more');
  });

  it('tells the format from the file name', () => {
    expect(importFormatOf('feed.XML')).toBe('onix');
    expect(importFormatOf('/tmp/a.onix')).toBe('onix');
    expect(importFormatOf('toys.csv')).toBe('csv');
    expect(importFormatOf('toys.xlsx')).toBeNull();
  });
});
