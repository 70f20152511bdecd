'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { centsToDecimal, formatMoney, type Currency } from '@/lib/money';
import type { ReportBucket } from '../report';

/**
 * Sales and rewards per day or week as two bar charts. Loaded on its own (LazyReportChart): recharts is large, and the
 * table under it carries the same numbers for everyone.
 */
export default function ReportChart({
  buckets,
  currency,
  locale,
  grouping,
}: {
  buckets: ReportBucket[];
  currency: Currency;
  locale: string;
  grouping: 'day' | 'week';
}) {
  const data = buckets.map((bucket) => ({
    start: bucket.start,
    sales: centsToDecimal(bucket.salesCents),
    base: centsToDecimal(bucket.baseCents),
    bookfair: centsToDecimal(bucket.bookfairCents),
  }));
  const money = (value: unknown) => formatMoney(Math.round(Number(value) * 100), currency, locale);
  const axisDate = (start: string) =>
    new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${start}T00:00:00Z`));
  const per = grouping === 'day' ? 'day' : 'week';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div role="img" aria-label={`Chart of sales by ${per}; the table below lists the same numbers`} className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="start" tickFormatter={axisDate} minTickGap={16} />
            <YAxis tickFormatter={money} width={72} />
            <Tooltip formatter={money} labelFormatter={(label) => axisDate(String(label))} />
            <Legend />
            <Bar dataKey="sales" name="Sales" fill="#9e2a1f" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div role="img" aria-label={`Chart of base and bookfair rewards by ${per}; the table below lists the same numbers`} className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="start" tickFormatter={axisDate} minTickGap={16} />
            <YAxis tickFormatter={money} width={72} />
            <Tooltip formatter={money} labelFormatter={(label) => axisDate(String(label))} />
            <Legend />
            <Bar dataKey="base" name="Base rewards" stackId="rewards" fill="#1f4e9e" isAnimationActive={false} />
            <Bar dataKey="bookfair" name="Bookfair rewards" stackId="rewards" fill="#d9a21b" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
