import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { centsToDecimal } from '@/lib/money';
import { SITES } from '@/modules/regions';
import { siteSchema } from '@/modules/regions/index.server';
import { parseBrowseParams, SORTS } from '@/modules/search';
import { searchEngine } from '@/modules/search/index.server';

export const dynamic = 'force-dynamic';

/** GET /api/search/v1/products?site=us&q=&qf=&filters=&sort=&page= — the same search as /browse, as JSON. */
const facetValues = z.array(z.object({ label: z.string(), count: z.number().int(), expression: z.string() }));
/** Prices are decimals named for the site's currency (list_price_usd on us, list_price_cad on ca). */
const price = z.number().optional();
const searchAnswerSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(SORTS),
  corrections: z.array(z.object({ word: z.string(), suggestions: z.array(z.string()) })),
  relaxed: z.boolean(),
  facets: z.object({ format: facetValues, price: facetValues, age: facetValues, subject: facetValues, tag: facetValues }).nullable(),
  items: z.array(
    z.object({
      sku: z.string(),
      title: z.string(),
      subtitle: z.string().nullable(),
      authors: z.array(z.string()),
      format: z.string(),
      department: z.string(),
      age_range: z.string().nullable(),
      in_stock: z.boolean(),
      cover_url: z.string(),
      list_price_usd: price,
      regular_price_usd: price,
      sale_price_usd: price.nullable(),
      actual_price_usd: price,
      list_price_cad: price,
      regular_price_cad: price,
      sale_price_cad: price.nullable(),
      actual_price_cad: price,
    }),
  ),
});

export const GET = apiRoute(
  {
    query: z.object({ site: siteSchema }),
    summary: 'Search products, as /browse does (?site=&q=&qf=&filters=&sort=&page=&pageSize=)',
    response: { 200: searchAnswerSchema },
  },
  async ({ request, query: { site } }) => {
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
  },
);
