import { formatMoney, type Currency } from '@/lib/money';
import { sitePath, SITES, type SiteId } from '@/modules/regions';
import { reportFileName, type ReportFigures } from '../report';
import type { OrganizationReport } from '../reports.server';
import { FileDownloadButton } from './FileDownloadButton';
import { LazyReportChart } from './LazyReportChart';

const FIGURES: Array<{ key: keyof ReportFigures; label: string; money: boolean }> = [
  { key: 'salesCents', label: 'Sales', money: true },
  { key: 'orders', label: 'Orders', money: false },
  { key: 'baseCents', label: 'Base rewards', money: true },
  { key: 'bookfairCents', label: 'Bookfair rewards', money: true },
  { key: 'rewardsCents', label: 'Total rewards', money: true },
];

function Amount({ figures, figure, currency, locale }: { figures: ReportFigures; figure: (typeof FIGURES)[number]; currency: Currency; locale: string }) {
  const value = figures[figure.key];
  return figure.money ? <span data-value={value / 100}>{formatMoney(value, currency, locale)}</span> : <span data-value={value}>{value}</span>;
}

const day = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/**
 * An organization's report: a period picker (a plain GET form), totals, charts, and the same numbers as tables, with
 * downloads. Days and weeks are UTC (the report rules say why).
 */
export function ReportsView({
  site,
  organizations,
  data,
  grouping,
}: {
  site: SiteId;
  organizations: Array<{ slug: string; name: string }>;
  data: OrganizationReport;
  grouping: 'day' | 'week';
}) {
  const { report, organization } = data;
  const locale = SITES[site].locale;
  const { currency } = organization;
  const query = new URLSearchParams({ period: data.period, by: grouping }).toString();
  const api = `/api/bookfair/v1/organizations/${organization.slug}`;
  const per = grouping === 'day' ? 'Day' : 'Week from';
  return (
    <div className="space-y-10">
      <form method="get" action={sitePath(site, '/account/reports')} className="flex flex-wrap items-end gap-4" aria-label="Report settings">
        {organizations.length > 1 && (
          <label className="flex flex-col text-sm font-semibold">
            Organization
            <select name="manage" defaultValue={organization.slug} className="mt-1 rounded-md border px-2 py-2 font-normal">
              {organizations.map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {organizations.length === 1 && <input type="hidden" name="manage" value={organization.slug} />}
        <label className="flex flex-col text-sm font-semibold">
          Period
          <select name="period" defaultValue={data.period} className="mt-1 rounded-md border px-2 py-2 font-normal">
            <option value="30d">Last 30 days</option>
            <option value="90d">Last 90 days</option>
            {data.fairChoices.map((fair) => (
              <option key={fair.id} value={`fair-${fair.id}`}>
                {fair.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold">
          Group by
          <select name="by" defaultValue={grouping} className="mt-1 rounded-md border px-2 py-2 font-normal">
            <option value="day">Day</option>
            <option value="week">Week</option>
          </select>
        </label>
        <button type="submit" className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white">
          Show report
        </button>
      </form>

      <section aria-labelledby="report-totals">
        <h2 id="report-totals" className="text-xl font-bold">
          {organization.name}: {day(report.from, locale)} to {day(new Date(new Date(report.until).getTime() - 1).toISOString(), locale)}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Orders by the day they were placed (UTC). Sales are product sales after discounts and refunds; rewards are net of refunds. Amounts in {currency}.
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5">
          {FIGURES.map((figure) => (
            <div key={figure.key} className="rounded-lg border p-3" data-testid={`total-${figure.key}`}>
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd className="text-lg font-bold">
                <Amount figures={report.totals} figure={figure} currency={currency} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          <FileDownloadButton url={`${api}/reports.csv?${query}`} fileName={reportFileName(organization.slug, data.period, 'csv')} label="Download CSV" />
          <FileDownloadButton
            url={`${api}/reports.xlsx?${query}`}
            fileName={reportFileName(organization.slug, data.period, 'xlsx')}
            label="Download Excel (XLSX)"
          />
        </div>
      </section>

      <section aria-labelledby="report-buckets">
        <h2 id="report-buckets" className="text-xl font-bold">
          Sales and rewards by {grouping}
        </h2>
        <div className="mt-4">
          <LazyReportChart buckets={report.buckets} currency={currency} locale={locale} grouping={grouping} />
        </div>
        {/* Focusable so keyboard users can scroll a long list of days. */}
        <div className="mt-6 max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={`Table of sales, orders and rewards by ${grouping}`}>
          <table className="w-full text-sm">
            <caption className="sr-only">Sales, orders and rewards by {grouping}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col">{per} (UTC)</th>
                {FIGURES.map((figure) => (
                  <th key={figure.key} scope="col" className="text-right">
                    {figure.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-black/10">
              {report.buckets.map((bucket) => (
                <tr key={bucket.start}>
                  <th scope="row" className="py-1 text-left font-normal">
                    {day(bucket.start, locale)}
                  </th>
                  {FIGURES.map((figure) => (
                    <td key={figure.key} className="text-right">
                      <Amount figures={bucket} figure={figure} currency={currency} locale={locale} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="report-fairs">
        <h2 id="report-fairs" className="text-xl font-bold">
          Fairs
        </h2>
        {report.fairs.length === 0 ? (
          <p className="mt-2">No fair was open online in this period.</p>
        ) : (
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">Each fair over its whole online shopping window</caption>
            <thead>
              <tr className="text-left">
                <th scope="col">Fair</th>
                <th scope="col">Online</th>
                <th scope="col" className="text-right">
                  Goal
                </th>
                {FIGURES.map((figure) => (
                  <th key={figure.key} scope="col" className="text-right">
                    {figure.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-black/10">
              {report.fairs.map((fair) => (
                <tr key={fair.id}>
                  <th scope="row" className="py-1 text-left">
                    {fair.name}
                  </th>
                  <td>
                    {day(fair.from, locale)} to {day(new Date(new Date(fair.until).getTime() - 1).toISOString(), locale)}
                  </td>
                  <td className="text-right" data-value={fair.goalCents / 100}>
                    {formatMoney(fair.goalCents, currency, locale)}
                  </td>
                  {FIGURES.map((figure) => (
                    <td key={figure.key} className="text-right">
                      <Amount figures={fair} figure={figure} currency={currency} locale={locale} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="report-titles">
        <h2 id="report-titles" className="text-xl font-bold">
          Top titles
        </h2>
        {report.topTitles.length === 0 ? (
          <p className="mt-2">No books sold in this period yet.</p>
        ) : (
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">The best-selling titles by units</caption>
            <thead>
              <tr className="text-left">
                <th scope="col">Title</th>
                <th scope="col" className="text-right">
                  Units
                </th>
                <th scope="col" className="text-right">
                  Sales
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-black/10">
              {report.topTitles.map((title) => (
                <tr key={title.sku}>
                  <th scope="row" className="py-1 text-left font-normal">
                    {title.title}
                  </th>
                  <td className="text-right" data-value={title.units}>
                    {title.units}
                  </td>
                  <td className="text-right" data-value={title.salesCents / 100}>
                    {formatMoney(title.salesCents, currency, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
