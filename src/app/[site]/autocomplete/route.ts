import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { siteSchema } from '@/modules/regions';
import { MAX_QUERY_LENGTH } from '@/modules/search';
import { searchEngine } from '@/modules/search/index.server';

const body = z.object({
  locale: z.string().max(20).optional(),
  q: z
    .string()
    // PostgreSQL text cannot hold NUL; control characters are never part of a search.
    .transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .pipe(z.string().min(1, 'q must not be empty').max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`)),
});

/** Spec §7: POST /{site}/autocomplete {locale, q} → suggest.author_autocomplete / title_autocomplete options. */
export const POST = apiRoute({ params: z.object({ site: siteSchema }), body }, async ({ params, body: { q } }) => {
  const { authors, titles } = await searchEngine.autocomplete(params.site, q, 3);
  const entry = (options: typeof authors) => [{ text: q, offset: 0, length: q.length, options }];
  return NextResponse.json(
    { suggest: { author_autocomplete: entry(authors), title_autocomplete: entry(titles) } },
    { headers: { 'cache-control': 'public, max-age=60' } },
  );
});
