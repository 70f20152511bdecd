import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { centsToDecimal } from '@/lib/money';
import { SITES } from '@/modules/regions';
import { siteSchema } from '@/modules/regions/index.server';
import { parseBrowseParams } from '@/modules/search';
import { searchEngine } from '@/modules/search/index.server';

export const dynamic = 'force-dynamic';

/** GET /api/search/v1/products?site=us&q=&qf=&filters=&sort=&page= — the same search as /browse, as JSON. */
export const GET = apiRoute({ query: z.object({ site: siteSchema }) }, async ({ request, query: { site } }) => {
  const params = request.nextUrl.searchParams;
  const pageSize = z.coerce
    .number()
    .int()
    .min(1)
    .max(96)
    .catch(24)
    .parse(params.get('pageSize') ?? undefined);
  const state = parseBrowseParams(Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)])));
  const result = await searchEngine.search({
    site,
    q: state.q || undefined,
    qf: state.qf,
    filters: state.filters,
    sort: state.sort,
    page: state.page,
    pageSize,
  });
  const currency = SITES[site].currency.toLowerCase();
  return NextResponse.json({
    total: result.total,
    page: result.page,
    pageSize: result.pageSize,
    sort: result.sort,
    corrections: result.corrections,
    relaxed: result.relaxed,
    facets: result.facets,
    items: result.items.map((item) => ({
      sku: item.sku,
      title: item.title,
      subtitle: item.subtitle,
      authors: item.authors.map((author) => `${author.firstName} ${author.lastName}`),
      format: item.format,
      department: item.department,
      age_range: item.ageRange,
      in_stock: item.inStock,
      cover_url: item.coverUrl,
      [`list_price_${currency}`]: centsToDecimal(item.prices.list),
      [`regular_price_${currency}`]: centsToDecimal(item.prices.regular),
      [`sale_price_${currency}`]: item.prices.sale === null ? null : centsToDecimal(item.prices.sale),
      [`actual_price_${currency}`]: centsToDecimal(item.prices.actual),
    })),
  });
});
