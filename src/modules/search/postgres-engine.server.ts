import 'server-only';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/db/client';
import { formatWholeMoney } from '@/lib/money';
import { ageRangeLabel, parseCategorySubject } from '@/modules/catalog';
import { productSummaries, type ProductRow } from '@/modules/catalog/index.server';
import { authors, productAuthors, productListItems, productLists, products } from '@/modules/catalog/schema';
import { SITES, type SiteId } from '@/modules/regions';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  type AutocompleteResult,
  type FacetValue,
  type Facets,
  type SearchEngine,
  type SearchRequest,
  type SearchResult,
  type SortId,
} from './engine';
import { PRICE_BANDS, priceLabel, type Filter, type PriceBandId } from './filters';
import { allowedTypos, isbnCandidate, searchWords, typoDistance } from './query';
import { searchTerms } from './schema';

interface TextQuery {
  /** tsquery of all words (AND), or of any word when relaxed (OR). */
  all: SQL;
  any: SQL;
  corrections: Array<{ word: string; suggestions: string[] }>;
}

function priceColumn(site: SiteId): SQL {
  return site === 'ca' ? sql`${products.actualPriceCad}` : sql`${products.actualPriceUsd}`;
}

const availableOn = (site: SiteId) => sql`${products.domainRestrictions} @> ARRAY[${SITES[site].domain}]::text[]`;

/**
 * Catalogue words close to each unknown word of 5+ letters: trigram neighbours from the dictionary, kept when they are
 * within one typo (two from 9 letters), a swap of neighbouring letters counting as one.
 */
async function correctionsFor(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((word) => allowedTypos(word) > 0);
  const found = new Map<string, string[]>();
  if (candidates.length === 0) return found;
  const rows = await queryRows<{ word: string; term: string }>(
    db,
    sql`SELECT w.word, t.term
        FROM unnest(${sql.param(candidates)}::text[]) AS w(word)
        CROSS JOIN LATERAL (
          SELECT term FROM ${searchTerms}
          WHERE term % w.word AND term <> w.word
          ORDER BY similarity(term, w.word) DESC, documents DESC
          LIMIT 20
        ) t
        WHERE NOT EXISTS (SELECT 1 FROM ${searchTerms} s WHERE s.term = w.word)`,
  );
  for (const word of candidates) {
    const close = rows
      .filter((row) => row.word === word)
      .map((row) => ({ term: row.term, distance: typoDistance(word, row.term) }))
      .filter((candidate) => candidate.distance <= allowedTypos(word))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 3)
      .map((candidate) => candidate.term);
    if (close.length > 0) found.set(word, close);
  }
  return found;
}

/** Which part of the search document a query may match: everything, titles (weight A) or authors (weight B). */
type Field = 'all' | 'title' | 'author';
const WEIGHT_LABEL: Record<Field, string> = { all: '', title: 'A', author: 'B' };

interface ResolvedWords {
  words: string[];
  lastIsPrefix: boolean;
  corrections: Map<string, string[]>;
}

/** The words of q with their typo corrections, looked up once per request. */
async function resolveWords(db: Db, q: string): Promise<ResolvedWords | null> {
  const { words, lastIsPrefix } = searchWords(q);
  if (words.length === 0) return null;
  return { words, lastIsPrefix, corrections: await correctionsFor(db, words) };
}

function textQuery({ words, lastIsPrefix, corrections }: ResolvedWords, field: Field = 'all'): TextQuery {
  const weight = WEIGHT_LABEL[field];
  const label = (term: string, prefix = false) => (prefix || weight ? `${term}:${prefix ? '*' : ''}${weight}` : term);
  const perWord = words.map((word, index) => {
    const alternatives = [word, ...(corrections.get(word) ?? [])];
    const parts = alternatives.flatMap((term) => [sql`to_tsquery('english', ${label(term)})`, sql`to_tsquery('simple', ${label(term)})`]);
    if (lastIsPrefix && index === words.length - 1) parts.push(sql`to_tsquery('simple', ${label(word, true)})`);
    return sql`(${sql.join(parts, sql` || `)})`;
  });
  return {
    all: sql`(${sql.join(perWord, sql` && `)})`,
    any: sql`(${sql.join(perWord, sql` || `)})`,
    corrections: [...corrections].map(([word, suggestions]) => ({ word, suggestions })),
  };
}

function filterCondition(filter: Filter, site: SiteId): SQL {
  switch (filter.kind) {
    case 'tag':
      return sql`${products.tags} && ${sql.param(filter.values)}::text[]`;
    case 'format':
      return inArray(products.format, filter.values)!;
    case 'cs':
      return sql`${products.categorySubjects} && ${sql.param(filter.values.map((value) => `${filter.category}|${value}`))}::text[]`;
    case 'price': {
      const price = priceColumn(site);
      return sql`(${sql.join(
        filter.values.map((band) => (band.max === null ? sql`${price} >= ${band.min}` : sql`(${price} >= ${band.min} AND ${price} < ${band.max})`)),
        sql` OR `,
      )})`;
    }
    case 'age':
      return sql`(${sql.join(
        filter.values.map((band) =>
          band.max === null ? sql`${products.ageMax} >= ${band.min}` : sql`(${products.ageMin} <= ${band.max} AND ${products.ageMax} >= ${band.min})`,
        ),
        sql` OR `,
      )})`;
    case 'cl':
      return sql`${products.id} IN (SELECT ${productListItems.productId} FROM ${productListItems} JOIN ${productLists} ON ${productLists.id} = ${productListItems.listId}
        WHERE ${productLists.site} = ${site} AND ${productLists.slug} IN (${sql.join(filter.values.map((value) => sql`${value}`), sql`, `)}))`;
  }
}

function orderBy(sort: SortId, site: SiteId, rank: SQL | null, listId: SQL | null): SQL[] {
  switch (sort) {
    case 'list':
      return listId
        ? [sql`(SELECT ${productListItems.position} FROM ${productListItems} WHERE ${productListItems.listId} = ${listId} AND ${productListItems.productId} = ${products.id}) ASC`, asc(products.id)]
        : [desc(products.popularity), asc(products.id)];
    case 'relevance':
      return rank ? [sql`${rank} DESC`, desc(products.popularity), asc(products.id)] : [desc(products.popularity), asc(products.id)];
    case 'arrival':
      return [desc(products.createdAt), asc(products.id)];
    case 'price-low':
      return [sql`${priceColumn(site)} ASC`, desc(products.popularity), asc(products.id)];
    case 'price-high':
      return [sql`${priceColumn(site)} DESC`, desc(products.popularity), asc(products.id)];
    case 'title':
      return [asc(products.title), asc(products.id)];
    case 'bestselling':
      return [desc(products.popularity), asc(products.id)];
  }
}

const PRICE_FACETS: PriceBandId[] = ['under-5', '5-10', '10-25', '25-50', 'over-50'];

async function facetsFor(db: Db, where: SQL, site: SiteId): Promise<Facets> {
  const price = priceColumn(site);
  const rows = await queryRows<{ facet: string; value: string; count: number }>(
    db,
    sql`WITH matched AS (
          SELECT ${products.format} AS format, ${price} AS price, ${products.ageMin} AS age_min, ${products.ageMax} AS age_max,
                 ${products.categorySubjects} AS subjects, ${products.tags} AS tags
          FROM ${products} WHERE ${where}
        )
        SELECT 'format' AS facet, format AS value, count(*)::int AS count FROM matched GROUP BY format
        UNION ALL
        SELECT 'price', CASE WHEN price < 500 THEN 'under-5' WHEN price < 1000 THEN '5-10' WHEN price < 2500 THEN '10-25'
                             WHEN price < 5000 THEN '25-50' ELSE 'over-50' END, count(*)::int FROM matched GROUP BY 2
        UNION ALL
        SELECT 'age', age_min::text || '-' || coalesce(age_max::text, ''), count(*)::int FROM matched WHERE age_min IS NOT NULL GROUP BY 2
        UNION ALL
        SELECT 'subject', subject, count(*)::int FROM matched, unnest(subjects) AS subject GROUP BY subject
        UNION ALL
        SELECT 'tag', tag, count(*)::int FROM matched, unnest(tags) AS tag GROUP BY tag`,
  );
  const of = (facet: string) => rows.filter((row) => row.facet === facet).map((row) => ({ ...row, count: Number(row.count) }));
  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label);
  const priceCounts = new Map(of('price').map((row) => [row.value, row.count]));
  return {
    format: of('format').map((row) => ({ label: row.value, count: row.count, expression: `$format@=${row.value}` })).sort(byCount).slice(0, 12),
    price: PRICE_FACETS.filter((id) => priceCounts.has(id)).map((id) => ({ label: priceLabel(id, (cents) => formatWholeMoney(cents, SITES[site].currency, SITES[site].locale)), count: priceCounts.get(id)!, expression: `$price@=${PRICE_BANDS[id].id}` })),
    age: of('age')
      .map((row) => {
        const [min, max] = row.value.split('-');
        const label = ageRangeLabel(Number(min), max ? Number(max) : null)!;
        return { label, count: row.count, expression: `$age@=${label}`, min: Number(min) };
      })
      .sort((a, b) => a.min - b.min)
      .map(({ min: _min, ...value }) => value),
    subject: of('subject')
      .map((row) => {
        const pair = parseCategorySubject(row.value);
        return { label: `${pair.subject} (${pair.category})`, count: row.count, expression: `$cs$${pair.category}@=${pair.subject}` };
      })
      .sort(byCount)
      .slice(0, 20),
    tag: of('tag').map((row) => ({ label: row.value, count: row.count, expression: `$tag@=${row.value}` })).sort(byCount),
  };
}

export function createPostgresSearchEngine(database: () => Promise<Db>): SearchEngine {
  return {
    async search(request: SearchRequest): Promise<SearchResult> {
      const db = await database();
      const pageSize = Math.min(Math.max(request.pageSize ?? DEFAULT_PAGE_SIZE, 1), 96);
      const page = Math.min(Math.max(Math.floor(request.page ?? 1), 1), MAX_PAGE);
      const base: SQL[] = [availableOn(request.site), ...request.filters.map((filter) => filterCondition(filter, request.site))];
      if (request.department) base.push(eq(products.department, request.department));
      if (request.category) base.push(sql`EXISTS (SELECT 1 FROM unnest(${products.categorySubjects}) AS pair WHERE split_part(pair, '|', 1) = ${request.category})`);
      if (request.subject) base.push(sql`EXISTS (SELECT 1 FROM unnest(${products.categorySubjects}) AS pair WHERE split_part(pair, '|', 2) = ${request.subject})`);
      const listId = request.list
        ? sql`(SELECT ${productLists.id} FROM ${productLists} WHERE ${productLists.site} = ${request.site} AND ${productLists.kind} = ${request.list.kind} AND ${productLists.slug} = ${request.list.slug})`
        : null;
      if (listId) base.push(sql`${products.id} IN (SELECT ${productListItems.productId} FROM ${productListItems} WHERE ${productListItems.listId} = ${listId})`);
      if (request.author) {
        base.push(
          sql`${products.id} IN (SELECT ${productAuthors.productId} FROM ${productAuthors} JOIN ${authors} ON ${authors.id} = ${productAuthors.authorId}
              WHERE lower(${authors.lastName}) = lower(${request.author.lastName}) AND lower(${authors.firstName}) = lower(${request.author.firstName}))`,
        );
      }

      const isbn = request.q ? isbnCandidate(request.q) : null;
      const resolved = request.q && !isbn ? await resolveWords(db, request.q) : null;
      const text = resolved ? textQuery(resolved, request.qf ?? 'all') : null;
      const textCondition = (query: SQL): SQL => sql`${products.searchVector} @@ ${query}`;
      const requestedSort = request.sort === 'list' && !listId ? undefined : request.sort;
      const sort: SortId = requestedSort ?? (text ? 'relevance' : listId ? 'list' : 'bestselling');

      const run = async (query: SQL | null) => {
        const conditions = [...base];
        if (isbn) conditions.push(sql`(${products.isbn13} = ${isbn} OR ${products.sku} = ${isbn})`);
        if (query) conditions.push(textCondition(query));
        const where = and(...conditions)!;
        const rank = query ? sql`ts_rank(${products.searchVector}, ${query}) * (1 + ln(1 + ${products.popularity}) / 10)` : null;
        const rows = await db
          .select({ product: products, total: sql<number>`count(*) OVER ()` })
          .from(products)
          .where(where)
          .orderBy(...orderBy(sort, request.site, rank, listId))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
        return { rows, where };
      };

      let relaxed = false;
      let { rows, where } = await run(text?.all ?? null);
      if (rows.length === 0 && page === 1 && text && searchWords(request.q!).words.length > 1) {
        ({ rows, where } = await run(text.any));
        relaxed = true;
      }
      const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
      const items = await productSummaries(db, rows.map((row) => row.product as ProductRow), request.site);
      const facets = request.facets === false ? null : total > 0 ? await facetsFor(db, where, request.site) : { format: [], price: [], age: [], subject: [], tag: [] };
      return { items, total, page, pageSize, sort, facets, corrections: text?.corrections ?? [], relaxed };
    },

    async autocomplete(site: SiteId, q: string, limit = 3): Promise<AutocompleteResult> {
      const db = await database();
      const resolved = await resolveWords(db, q);
      if (!resolved) return { authors: [], titles: [] };
      const names = textQuery(resolved);
      const titlesText = textQuery(resolved, 'title');
      const authorRows = await queryRows<{ slug: string; first_name: string; last_name: string }>(
        db,
        sql`WITH matched AS (
              SELECT id, slug, first_name, last_name FROM ${authors}
              WHERE to_tsvector('simple'::regconfig, first_name || ' ' || last_name) @@ ${names.all}
              LIMIT 200
            )
            SELECT m.slug, m.first_name, m.last_name
            FROM matched m
            JOIN ${productAuthors} pa ON pa.author_id = m.id
            JOIN ${products} p ON p.id = pa.product_id AND p.domain_restrictions @> ARRAY[${SITES[site].domain}]::text[]
            GROUP BY m.id, m.slug, m.first_name, m.last_name
            ORDER BY max(p.popularity) DESC
            LIMIT ${limit}`,
      );
      // Matching first (GIN) and ranking the matches by popularity after; left to itself the planner may walk the
      // popularity index testing every product when a prefix is rare.
      const titleRows = await queryRows<{ sku: string; title: string }>(
        db,
        sql`WITH matched AS MATERIALIZED (
              SELECT sku, title, popularity FROM ${products}
              WHERE ${products.searchVector} @@ ${titlesText.all} AND ${availableOn(site)}
            )
            SELECT sku, title FROM matched ORDER BY popularity DESC LIMIT ${limit}`,
      );
      return {
        authors: authorRows.map((row) => ({ _id: row.slug, text: `${row.first_name} ${row.last_name}` })),
        titles: titleRows.map((row) => ({ _id: row.sku, text: row.title })),
      };
    },
  };
}

/** Rebuilds the dictionary of words that typo correction searches (after seeding or importing). */
export async function rebuildSearchTerms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchTerms);
    await tx.execute(
      sql`INSERT INTO ${searchTerms} (term, documents)
          SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple'', title || '' '' || author_names || '' '' || coalesce(series, '''')) FROM products')
          WHERE length(word) >= 3 AND word !~ '^[0-9]+$'`,
    );
  });
}
