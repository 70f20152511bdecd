'use client';

import dynamic from 'next/dynamic';

/** The charts load after the page: only the Reports page pays for recharts, and only once it is interactive. */
export const LazyReportChart = dynamic(() => import('./ReportChart'), {
  ssr: false,
  loading: () => (
    <p role="status" className="h-64 text-sm text-muted">
      Loading charts…
    </p>
  ),
});
