import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Words of titles, authors and series with their document counts: the dictionary typo correction searches. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    documents: integer('documents').notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);
