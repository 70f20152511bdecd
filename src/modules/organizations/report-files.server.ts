import 'server-only';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { centsToDecimal } from '@/lib/money';
import type { OrganizationReport } from './reports.server';

export const BUCKET_COLUMNS = ['period_start', 'orders', 'sales', 'base_rewards', 'bookfair_rewards', 'total_rewards', 'currency'] as const;

/** One row per day or week of the report, amounts as decimals of the organization's currency (the file edge). */
export function reportCsv({ report, organization }: OrganizationReport): string {
  return stringify(
    report.buckets.map((bucket) => [
      bucket.start,
      bucket.orders,
      centsToDecimal(bucket.salesCents).toFixed(2),
      centsToDecimal(bucket.baseCents).toFixed(2),
      centsToDecimal(bucket.bookfairCents).toFixed(2),
      centsToDecimal(bucket.rewardsCents).toFixed(2),
      organization.currency,
    ]),
    { header: true, columns: [...BUCKET_COLUMNS] },
  );
}

/** The report as a workbook: a summary, the days or weeks, the fairs and the top titles, money in currency format. */
export async function reportXlsx({ report, organization, period }: OrganizationReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Book Fair Shop';
  const money = `"${organization.currency}" #,##0.00`;
  const summary = workbook.addWorksheet('Summary');
  summary.columns = [{ width: 24 }, { width: 40 }];
  summary.addRows([
    ['Organization', organization.name],
    ['Period', period],
    ['From (UTC)', report.from.slice(0, 10)],
    ['Until (UTC, exclusive)', report.until.slice(0, 10)],
    ['Orders', report.totals.orders],
    ['Sales', centsToDecimal(report.totals.salesCents)],
    ['Base rewards', centsToDecimal(report.totals.baseCents)],
    ['Bookfair rewards', centsToDecimal(report.totals.bookfairCents)],
    ['Total rewards', centsToDecimal(report.totals.rewardsCents)],
  ]);
  for (const row of [6, 7, 8, 9]) summary.getCell(`B${row}`).numFmt = money;

  const buckets = workbook.addWorksheet(report.grouping === 'day' ? 'By day' : 'By week');
  buckets.columns = [
    { header: report.grouping === 'day' ? 'Day (UTC)' : 'Week from (UTC)', key: 'start', width: 16 },
    { header: 'Orders', key: 'orders', width: 10 },
    { header: 'Sales', key: 'sales', width: 16, style: { numFmt: money } },
    { header: 'Base rewards', key: 'base', width: 16, style: { numFmt: money } },
    { header: 'Bookfair rewards', key: 'bookfair', width: 18, style: { numFmt: money } },
    { header: 'Total rewards', key: 'rewards', width: 16, style: { numFmt: money } },
  ];
  for (const bucket of report.buckets) {
    buckets.addRow({
      start: bucket.start,
      orders: bucket.orders,
      sales: centsToDecimal(bucket.salesCents),
      base: centsToDecimal(bucket.baseCents),
      bookfair: centsToDecimal(bucket.bookfairCents),
      rewards: centsToDecimal(bucket.rewardsCents),
    });
  }

  const fairs = workbook.addWorksheet('Fairs');
  fairs.columns = [
    { header: 'Fair', key: 'name', width: 32 },
    { header: 'Online from (UTC)', key: 'from', width: 18 },
    { header: 'Online until (UTC)', key: 'until', width: 18 },
    { header: 'Goal', key: 'goal', width: 14, style: { numFmt: money } },
    { header: 'Orders', key: 'orders', width: 10 },
    { header: 'Sales', key: 'sales', width: 14, style: { numFmt: money } },
    { header: 'Base rewards', key: 'base', width: 16, style: { numFmt: money } },
    { header: 'Bookfair rewards', key: 'bookfair', width: 18, style: { numFmt: money } },
  ];
  for (const fair of report.fairs) {
    fairs.addRow({
      name: fair.name,
      from: fair.from.slice(0, 10),
      until: fair.until.slice(0, 10),
      goal: centsToDecimal(fair.goalCents),
      orders: fair.orders,
      sales: centsToDecimal(fair.salesCents),
      base: centsToDecimal(fair.baseCents),
      bookfair: centsToDecimal(fair.bookfairCents),
    });
  }

  const titles = workbook.addWorksheet('Top titles');
  titles.columns = [
    { header: 'SKU', key: 'sku', width: 16 },
    { header: 'Title', key: 'title', width: 48 },
    { header: 'Units', key: 'units', width: 10 },
    { header: 'Sales', key: 'sales', width: 14, style: { numFmt: money } },
  ];
  for (const title of report.topTitles) titles.addRow({ sku: title.sku, title: title.title, units: title.units, sales: centsToDecimal(title.salesCents) });
  for (const sheet of [buckets, fairs, titles]) sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
