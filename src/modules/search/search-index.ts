/**
 * The in-memory search index (decision record 004): built from catalogue rows, answers matching, typo correction,
 * filters, facets, sorting and paging without I/O. PostgreSQL stays the source of truth; the engine rebuilds the index
 * when the catalogue revision changes and loads each page's products from the database.
 */
import { stemmer } from 'stemmer';
import type { SiteId } from '@/modules/regions';
import type { SearchRequest, Suggestion, SortId } from './engine';
import type { PriceBandId } from './filters';
import type { SearchableProduct } from '@/modules/catalog/index.server';
import { allowedTypos, isbnCandidate, searchWords, textWords, typoDistance } from './query';

/** A product as the index holds it: catalog's read model of what search matches, filters and sorts on. */
export type IndexDocument = SearchableProduct;

export interface IndexAuthor {
  id: number;
  slug: string;
  firstName: string;
  lastName: string;
}

export interface IndexList {
  site: SiteId;
  kind: 'curated' | 'bestseller';
  slug: string;
  /** In list order. */
  productIds: number[];
}

/** Where a word occurs: title (weight A), authors (B), series and subtitle (C), subjects and description (D). */
export const FIELD = { title: 1, author: 2, series: 4, other: 8 } as const;
const ALL_FIELDS = FIELD.title | FIELD.author | FIELD.series | FIELD.other;
/** Words of these fields make the dictionary that typo correction searches. */
const DICTIONARY_FIELDS = FIELD.title | FIELD.author | FIELD.series;
/** A short prefix still being typed would match most of the catalogue: only its most frequent words count. */
const PREFIX_TERM_LIMIT = 64;
const CORRECTION_FACTOR = 0.8;
const PAUSE_EVERY = 2000;
const PREFIX_FACTOR = 0.9;

function fieldWeight(mask: number): number {
  if (mask & FIELD.title) return 1;
  if (mask & FIELD.author) return 0.4;
  if (mask & FIELD.series) return 0.2;
  if (mask & FIELD.other) return 0.1;
  return 0;
}

const SITE_BIT: Record<SiteId, number> = { us: 1, ca: 2 };

/** Words → postings (ascending document numbers, with the fields each word occurs in). */
interface TermIndex {
  terms: string[];
  ids: Map<string, number>;
  docs: Int32Array[];
  fields: Uint8Array[];
  /** Fields a term occurs in anywhere. */
  termFields: Uint8Array;
  byStem: Map<string, number[]>;
  scratch: MatchScratch;
}

interface MatchScratch {
  wordWeight: Float32Array;
  wordDocs: Int32Array;
  hits: Uint8Array;
  score: Float32Array;
  touched: Int32Array;
}

/**
 * Collects postings as flat (term, document, fields) rows, then lays them out per term: far less garbage than a
 * list per term, which matters when a hundred thousand descriptions are indexed.
 */
class TermIndexBuilder {
  private ids = new Map<string, number>();
  private lastDoc: number[] = [];
  private lastPosting: number[] = [];
  private postingTerm = new Int32Array(1 << 16);
  private postingDoc = new Int32Array(1 << 16);
  private postingFields = new Uint8Array(1 << 16);
  private count = 0;

  /** Documents must be added in ascending order. */
  add(doc: number, text: string | null | undefined, field: number): void {
    if (!text) return;
    for (const word of textWords(text)) {
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(word, id);
        this.lastDoc.push(-1);
        this.lastPosting.push(-1);
      }
      if (this.lastDoc[id] === doc) {
        const posting = this.lastPosting[id]!;
        this.postingFields[posting] = this.postingFields[posting]! | field;
        continue;
      }
      if (this.count === this.postingTerm.length) this.grow();
      const posting = this.count++;
      this.postingTerm[posting] = id;
      this.postingDoc[posting] = doc;
      this.postingFields[posting] = field;
      this.lastDoc[id] = doc;
      this.lastPosting[id] = posting;
    }
  }

  private grow(): void {
    const size = this.postingTerm.length * 2;
    const term = new Int32Array(size);
    const doc = new Int32Array(size);
    const fields = new Uint8Array(size);
    term.set(this.postingTerm);
    doc.set(this.postingDoc);
    fields.set(this.postingFields);
    this.postingTerm = term;
    this.postingDoc = doc;
    this.postingFields = fields;
  }

  build(documentCount: number): TermIndex {
    const terms = [...this.ids.keys()].sort();
    const ids = new Map<string, number>();
    const sortedId = new Int32Array(terms.length);
    terms.forEach((term, id) => {
      ids.set(term, id);
      sortedId[this.ids.get(term)!] = id;
    });
    const lengths = new Int32Array(terms.length);
    for (let posting = 0; posting < this.count; posting += 1) {
      const id = sortedId[this.postingTerm[posting]!]!;
      lengths[id] = lengths[id]! + 1;
    }
    const docs = Array.from(lengths, (length) => new Int32Array(length));
    const fields = Array.from(lengths, (length) => new Uint8Array(length));
    const termFields = new Uint8Array(terms.length);
    const filled = new Int32Array(terms.length);
    for (let posting = 0; posting < this.count; posting += 1) {
      const id = sortedId[this.postingTerm[posting]!]!;
      const at = filled[id]!;
      docs[id]![at] = this.postingDoc[posting]!;
      fields[id]![at] = this.postingFields[posting]!;
      termFields[id] = termFields[id]! | this.postingFields[posting]!;
      filled[id] = at + 1;
    }
    const byStem = new Map<string, number[]>();
    terms.forEach((term, id) => {
      const stem = stemmer(term);
      const group = byStem.get(stem);
      if (group) group.push(id);
      else byStem.set(stem, [id]);
    });
    return {
      terms,
      ids,
      docs,
      fields,
      termFields,
      byStem,
      scratch: {
        wordWeight: new Float32Array(documentCount),
        wordDocs: new Int32Array(documentCount),
        hits: new Uint8Array(documentCount),
        score: new Float32Array(documentCount),
        touched: new Int32Array(documentCount),
      },
    };
  }
}

/** Values of a column as small numbers, with the value of each number. */
class Dictionary {
  readonly values: string[] = [];
  private codes = new Map<string, number>();

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

/** Several values per document, stored flat: values of document d are values[offsets[d]..offsets[d+1]). */
interface MultiColumn {
  offsets: Int32Array;
  values: Int32Array;
}

function multiColumn(perDocument: number[][]): MultiColumn {
  const offsets = new Int32Array(perDocument.length + 1);
  perDocument.forEach((values, doc) => (offsets[doc + 1] = offsets[doc]! + values.length));
  const values = new Int32Array(offsets[perDocument.length]!);
  perDocument.forEach((list, doc) => values.set(list, offsets[doc]!));
  return { offsets, values };
}

function hasAny(column: MultiColumn, doc: number, wanted: Set<number>): boolean {
  for (let i = column.offsets[doc]!; i < column.offsets[doc + 1]!; i += 1) if (wanted.has(column.values[i]!)) return true;
  return false;
}

interface Trigrams {
  /** Trigram → dictionary term ids. */
  map: Map<string, number[]>;
}

function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return grams;
}

export interface SearchIndex {
  readonly size: number;
  readonly productIds: Int32Array;
  readonly skus: string[];
  readonly titles: string[];
  readonly siteMask: Uint8Array;
  readonly department: Int32Array;
  readonly departments: Dictionary;
  readonly format: Int32Array;
  readonly formats: Dictionary;
  readonly price: Record<SiteId, Int32Array>;
  readonly ageMin: Int16Array;
  readonly ageMax: Int16Array;
  readonly popularity: Int32Array;
  readonly tags: MultiColumn;
  readonly tagValues: Dictionary;
  readonly pairs: MultiColumn;
  readonly pairValues: Dictionary;
  readonly authorsOf: MultiColumn;
  readonly byIdentifier: Map<string, number>;
  readonly words: TermIndex;
  readonly trigrams: Trigrams;
  readonly authors: IndexAuthor[];
  readonly authorWords: TermIndex;
  /** Per site, the best (most popular) document of each author, or -1 when none is on that site. */
  readonly authorBest: Record<SiteId, Int32Array>;
  readonly authorByName: Map<string, number[]>;
  /** `site|kind|slug` → document → position. */
  readonly lists: Map<string, Map<number, number>>;
  /** Product id → document. */
  readonly docOf: Map<number, number>;
  readonly createdAt: Float64Array;
  readonly orders: Map<string, Int32Array>;
}

const listKey = (site: SiteId, kind: string, slug: string) => `${site}|${kind}|${slug}`;

/** A list's documents with their positions (a product named twice keeps its first). */
function listPositions(docOf: Map<number, number>, productIds: number[]): Map<number, number> {
  const positions = new Map<number, number>();
  productIds.forEach((productId, position) => {
    const doc = docOf.get(productId);
    if (doc !== undefined && !positions.has(doc)) positions.set(doc, position);
  });
  return positions;
}
const nameKey = (lastName: string, firstName: string) => `${lastName.toLowerCase()}|${firstName.toLowerCase()}`;

/**
 * Builds the index. `pause` is awaited every few thousand documents so that a server rebuilding a large catalogue keeps
 * answering requests in between.
 */
export async function buildSearchIndex(
  input: { documents: IndexDocument[]; authors: IndexAuthor[]; lists: IndexList[] },
  pause: () => Promise<void> = async () => undefined,
): Promise<SearchIndex> {
  // Documents are numbered by popularity, so the default order and "most popular first" need no sorting.
  const documents = [...input.documents].sort((a, b) => b.popularity - a.popularity || a.productId - b.productId);
  const size = documents.length;
  const departments = new Dictionary();
  const formats = new Dictionary();
  const tagValues = new Dictionary();
  const pairValues = new Dictionary();
  const authorIndex = new Map(input.authors.map((author, index) => [author.id, index]));
  const index = {
    size,
    productIds: new Int32Array(size),
    skus: new Array<string>(size),
    titles: new Array<string>(size),
    siteMask: new Uint8Array(size),
    department: new Int32Array(size),
    departments,
    format: new Int32Array(size),
    formats,
    price: { us: new Int32Array(size), ca: new Int32Array(size) },
    ageMin: new Int16Array(size),
    ageMax: new Int16Array(size),
    popularity: new Int32Array(size),
    createdAt: new Float64Array(size),
    tagValues,
    pairValues,
    byIdentifier: new Map<string, number>(),
    authors: input.authors,
    authorBest: { us: new Int32Array(input.authors.length).fill(-1), ca: new Int32Array(input.authors.length).fill(-1) },
    authorByName: new Map<string, number[]>(),
    lists: new Map<string, Map<number, number>>(),
    docOf: new Map<number, number>(),
    orders: new Map<string, Int32Array>(),
  };
  const tags: number[][] = [];
  const pairs: number[][] = [];
  const authorsOf: number[][] = [];
  const words = new TermIndexBuilder();
  for (const [doc, document] of documents.entries()) {
    if (doc % PAUSE_EVERY === PAUSE_EVERY - 1) await pause();
    index.productIds[doc] = document.productId;
    index.skus[doc] = document.sku;
    index.titles[doc] = document.title;
    index.siteMask[doc] = document.sites.reduce((mask, site) => mask | SITE_BIT[site], 0);
    index.department[doc] = departments.code(document.department);
    index.format[doc] = formats.code(document.format);
    index.price.us[doc] = document.priceUsd;
    index.price.ca[doc] = document.priceCad;
    index.ageMin[doc] = document.ageMin ?? -1;
    index.ageMax[doc] = document.ageMax ?? -1;
    index.popularity[doc] = document.popularity;
    index.createdAt[doc] = document.createdAt;
    tags.push(document.tags.map((tag) => tagValues.code(tag)));
    pairs.push(document.categorySubjects.map((pair) => pairValues.code(pair)));
    const authorIndexes = document.authorIds.flatMap((id) => (authorIndex.has(id) ? [authorIndex.get(id)!] : []));
    authorsOf.push(authorIndexes);
    for (const site of document.sites) for (const author of authorIndexes) if (index.authorBest[site][author] === -1) index.authorBest[site][author] = doc;
    index.byIdentifier.set(document.sku, doc);
    if (document.isbn13) index.byIdentifier.set(document.isbn13, doc);
    words.add(doc, document.title, FIELD.title);
    words.add(doc, document.authorNames, FIELD.author);
    words.add(doc, document.series, FIELD.series);
    words.add(doc, document.subtitle, FIELD.series);
    words.add(doc, document.categorySubjects.join(' '), FIELD.other);
    words.add(doc, document.description, FIELD.other);
  }
  documents.forEach((document, doc) => index.docOf.set(document.productId, doc));
  for (const list of input.lists) index.lists.set(listKey(list.site, list.kind, list.slug), listPositions(index.docOf, list.productIds));
  const authorWords = new TermIndexBuilder();
  input.authors.forEach((author, position) => {
    const key = nameKey(author.lastName, author.firstName);
    index.authorByName.set(key, [...(index.authorByName.get(key) ?? []), position]);
    authorWords.add(position, `${author.firstName} ${author.lastName}`, FIELD.author);
  });
  const wordIndex = words.build(size);
  const trigrams: Trigrams = { map: new Map() };
  wordIndex.terms.forEach((term, id) => {
    if (!(wordIndex.termFields[id]! & DICTIONARY_FIELDS) || term.length < 3 || /^\d+$/.test(term)) return;
    for (const gram of trigramsOf(term)) {
      const list = trigrams.map.get(gram);
      if (list) list.push(id);
      else trigrams.map.set(gram, [id]);
    }
  });
  return {
    ...index,
    tags: multiColumn(tags),
    pairs: multiColumn(pairs),
    authorsOf: multiColumn(authorsOf),
    words: wordIndex,
    trigrams,
    authorWords: authorWords.build(input.authors.length),
  };
}

/** Catalogue words close to each unknown word of 5+ letters (one typo, two from 9 letters; a swap counts as one). */
export function correctionsFor(index: SearchIndex, words: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const word of words) {
    const typos = allowedTypos(word);
    if (typos === 0) continue;
    const known = index.words.ids.get(word);
    if (known !== undefined && index.words.termFields[known]! & DICTIONARY_FIELDS) continue;
    const grams = trigramsOf(word);
    // Each typo changes at most four trigrams, so a close word shares all but 4 per typo.
    const needed = Math.max(1, grams.size - 4 * typos);
    const shared = new Map<number, number>();
    for (const gram of grams) for (const id of index.trigrams.map.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    const close: Array<{ term: string; distance: number; documents: number }> = [];
    for (const [id, count] of shared) {
      const term = index.words.terms[id]!;
      if (count < needed || Math.abs(term.length - word.length) > typos) continue;
      const distance = typoDistance(word, term);
      if (distance > 0 && distance <= typos) close.push({ term, distance, documents: index.words.docs[id]!.length });
    }
    close.sort((a, b) => a.distance - b.distance || b.documents - a.documents || (a.term < b.term ? -1 : 1));
    if (close.length > 0)
      found.set(
        word,
        close.slice(0, 3).map((candidate) => candidate.term),
      );
  }
  return found;
}

interface ResolvedWords {
  words: string[];
  lastIsPrefix: boolean;
  corrections: Map<string, string[]>;
}

function resolveWords(index: SearchIndex, q: string): ResolvedWords | null {
  const { words, lastIsPrefix } = searchWords(q);
  if (words.length === 0) return null;
  return { words, lastIsPrefix, corrections: correctionsFor(index, words) };
}

/** The terms that stand for one query word, each with how much a match through it counts. */
function alternatives(terms: TermIndex, word: string, corrections: string[], prefix: boolean): Map<number, number> {
  const chosen = new Map<number, number>();
  const offer = (id: number, factor: number) => chosen.set(id, Math.max(chosen.get(id) ?? 0, factor));
  for (const id of terms.byStem.get(stemmer(word)) ?? []) offer(id, 1);
  for (const correction of corrections) for (const id of terms.byStem.get(stemmer(correction)) ?? []) offer(id, CORRECTION_FACTOR);
  if (prefix) {
    let low = 0;
    let high = terms.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms.terms[middle]! < word) low = middle + 1;
      else high = middle;
    }
    const range: number[] = [];
    for (let id = low; id < terms.terms.length && terms.terms[id]!.startsWith(word); id += 1) range.push(id);
    if (range.length > PREFIX_TERM_LIMIT) range.sort((a, b) => terms.docs[b]!.length - terms.docs[a]!.length).length = PREFIX_TERM_LIMIT;
    for (const id of range) offer(id, PREFIX_FACTOR);
  }
  return chosen;
}

interface Matches {
  docs: Int32Array;
  scores: Float32Array;
}

/**
 * Documents with every word (or, relaxed, any word) in the given fields, scored by the best field each word occurs in,
 * times how rare the word is.
 */
function matchWords(terms: TermIndex, resolved: ResolvedWords, fieldMask: number, mode: 'all' | 'any'): Matches {
  const { wordWeight, wordDocs, hits, score, touched } = terms.scratch;
  const documentCount = hits.length;
  let touchedCount = 0;
  resolved.words.forEach((word, position) => {
    const prefix = resolved.lastIsPrefix && position === resolved.words.length - 1;
    let wordCount = 0;
    for (const [id, factor] of alternatives(terms, word, resolved.corrections.get(word) ?? [], prefix)) {
      const docs = terms.docs[id]!;
      const fields = terms.fields[id]!;
      for (let i = 0; i < docs.length; i += 1) {
        const weight = fieldWeight(fields[i]! & fieldMask) * factor;
        if (weight === 0) continue;
        const doc = docs[i]!;
        if (wordWeight[doc] === 0) wordDocs[wordCount++] = doc;
        if (weight > wordWeight[doc]!) wordWeight[doc] = weight;
      }
    }
    const rarity = Math.log(1 + documentCount / Math.max(wordCount, 1));
    for (let i = 0; i < wordCount; i += 1) {
      const doc = wordDocs[i]!;
      if (hits[doc] === 0) touched[touchedCount++] = doc;
      hits[doc] = hits[doc]! + 1;
      score[doc] = score[doc]! + wordWeight[doc]! * rarity;
      wordWeight[doc] = 0;
    }
  });
  const needed = mode === 'all' ? resolved.words.length : 1;
  const docs: number[] = [];
  const scores: number[] = [];
  for (let i = 0; i < touchedCount; i += 1) {
    const doc = touched[i]!;
    if (hits[doc]! >= needed) {
      docs.push(doc);
      scores.push(score[doc]!);
    }
    hits[doc] = 0;
    score[doc] = 0;
  }
  return { docs: Int32Array.from(docs), scores: Float32Array.from(scores) };
}

/** A search request with its page as an offset (zero-based) and a limit. */
export interface IndexQuery extends Omit<SearchRequest, 'page' | 'pageSize' | 'facets'> {
  offset: number;
  limit: number;
  facets: boolean;
  /**
   * The list's products in their order now (null: no such list), read when the request is made, so a list staff just
   * reordered shows so at once; without it, the order the index was built with.
   */
  listProductIds?: number[] | null;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface FacetCounts {
  format: FacetCount[];
  price: Array<{ band: PriceBandId; count: number }>;
  age: Array<{ min: number; max: number | null; count: number }>;
  /** Values are `Category|Subject` pairs. */
  subject: FacetCount[];
  tag: FacetCount[];
}

export interface IndexResult {
  productIds: number[];
  total: number;
  sort: SortId;
  facets: FacetCounts | null;
  corrections: Array<{ word: string; suggestions: string[] }>;
  relaxed: boolean;
}

type Predicate = (doc: number) => boolean;

/** The conditions of a request other than its words; null when nothing can match (e.g. an unknown list). */
function scopePredicate(index: SearchIndex, query: IndexQuery, list: Map<number, number> | null): Predicate | null {
  const checks: Predicate[] = [];
  const siteBit = SITE_BIT[query.site];
  checks.push((doc) => (index.siteMask[doc]! & siteBit) !== 0);
  if (query.list) {
    if (!list) return null;
    checks.push((doc) => list.has(doc));
  }
  if (query.department !== undefined) {
    const code = index.departments.find(query.department);
    if (code === undefined) return null;
    checks.push((doc) => index.department[doc] === code);
  }
  const pairCodes = (keep: (category: string, subject: string) => boolean) =>
    new Set(index.pairValues.values.flatMap((pair, code) => (keep(pair.slice(0, pair.indexOf('|')), pair.slice(pair.indexOf('|') + 1)) ? [code] : [])));
  if (query.category !== undefined) {
    const wanted = pairCodes((category) => category === query.category);
    checks.push((doc) => hasAny(index.pairs, doc, wanted));
  }
  if (query.subject !== undefined) {
    const wanted = pairCodes((_category, subject) => subject === query.subject);
    checks.push((doc) => hasAny(index.pairs, doc, wanted));
  }
  if (query.author) {
    const wanted = new Set(index.authorByName.get(nameKey(query.author.lastName, query.author.firstName)) ?? []);
    checks.push((doc) => hasAny(index.authorsOf, doc, wanted));
  }
  const price = index.price[query.site];
  for (const filter of query.filters) {
    switch (filter.kind) {
      case 'tag': {
        const wanted = new Set(filter.values.flatMap((value) => index.tagValues.find(value) ?? []));
        checks.push((doc) => hasAny(index.tags, doc, wanted));
        break;
      }
      case 'format': {
        const wanted = new Set(filter.values.flatMap((value) => index.formats.find(value) ?? []));
        checks.push((doc) => wanted.has(index.format[doc]!));
        break;
      }
      case 'cs': {
        const wanted = new Set(filter.values.flatMap((value) => index.pairValues.find(`${filter.category}|${value}`) ?? []));
        checks.push((doc) => hasAny(index.pairs, doc, wanted));
        break;
      }
      case 'price': {
        const bands = filter.values;
        checks.push((doc) => bands.some((band) => price[doc]! >= band.min && (band.max === null || price[doc]! < band.max)));
        break;
      }
      case 'age': {
        const bands = filter.values;
        // A product without an upper age is for everyone from its lower age up.
        checks.push((doc) => {
          const min = index.ageMin[doc]!;
          if (min < 0) return false;
          const max = index.ageMax[doc]! < 0 ? Infinity : index.ageMax[doc]!;
          return bands.some((band) => max >= band.min && (band.max === null || min <= band.max));
        });
        break;
      }
      case 'cl': {
        const lists = filter.values.flatMap((slug) =>
          (['curated', 'bestseller'] as const).flatMap((kind) => index.lists.get(listKey(query.site, kind, slug)) ?? []),
        );
        checks.push((doc) => lists.some((members) => members.has(doc)));
        break;
      }
    }
  }
  return (doc) => {
    for (const check of checks) if (!check(doc)) return false;
    return true;
  };
}

const PRICE_FACET_BANDS: Array<{ band: PriceBandId; below: number }> = [
  { band: 'under-5', below: 500 },
  { band: '5-10', below: 1000 },
  { band: '10-25', below: 2500 },
  { band: '25-50', below: 5000 },
  { band: 'over-50', below: Infinity },
];

function countFacets(index: SearchIndex, docs: ArrayLike<number>, count: number, site: SiteId): FacetCounts {
  const formats = new Int32Array(index.formats.values.length);
  const tags = new Int32Array(index.tagValues.values.length);
  const pairs = new Int32Array(index.pairValues.values.length);
  const prices = new Int32Array(PRICE_FACET_BANDS.length);
  const ages = new Map<number, number>();
  const price = index.price[site];
  for (let i = 0; i < count; i += 1) {
    const doc = docs[i]!;
    formats[index.format[doc]!] = formats[index.format[doc]!]! + 1;
    let band = 0;
    while (price[doc]! >= PRICE_FACET_BANDS[band]!.below) band += 1;
    prices[band] = prices[band]! + 1;
    if (index.ageMin[doc]! >= 0) {
      const key = index.ageMin[doc]! * 1000 + (index.ageMax[doc]! + 1);
      ages.set(key, (ages.get(key) ?? 0) + 1);
    }
    for (let j = index.tags.offsets[doc]!; j < index.tags.offsets[doc + 1]!; j += 1) tags[index.tags.values[j]!] = tags[index.tags.values[j]!]! + 1;
    for (let j = index.pairs.offsets[doc]!; j < index.pairs.offsets[doc + 1]!; j += 1) pairs[index.pairs.values[j]!] = pairs[index.pairs.values[j]!]! + 1;
  }
  const counted = (values: string[], counts: Int32Array): FacetCount[] =>
    values.flatMap((value, code) => (counts[code]! > 0 ? [{ value, count: counts[code]! }] : []));
  return {
    format: counted(index.formats.values, formats),
    price: PRICE_FACET_BANDS.flatMap(({ band }, position) => (prices[position]! > 0 ? [{ band, count: prices[position]! }] : [])),
    age: [...ages].map(([key, ageCount]) => {
      const max = (key % 1000) - 1;
      return { min: Math.floor(key / 1000), max: max < 0 ? null : max, count: ageCount };
    }),
    subject: counted(index.pairValues.values, pairs),
    tag: counted(index.tagValues.values, tags),
  };
}

/** A permutation of all documents in a sort's order, built on first use. */
function orderOf(index: SearchIndex, key: string, compare: (a: number, b: number) => number): Int32Array {
  let order = index.orders.get(key);
  if (!order) {
    order = Int32Array.from({ length: index.size }, (_, doc) => doc).sort(compare);
    index.orders.set(key, order);
  }
  return order;
}

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function sortOrder(index: SearchIndex, sort: SortId, site: SiteId): Int32Array | null {
  const price = index.price[site];
  switch (sort) {
    case 'arrival':
      return orderOf(index, sort, (a, b) => index.createdAt[b]! - index.createdAt[a]! || a - b);
    case 'price-low':
      return orderOf(index, `${sort}|${site}`, (a, b) => price[a]! - price[b]! || a - b);
    case 'price-high':
      return orderOf(index, `${sort}|${site}`, (a, b) => price[b]! - price[a]! || a - b);
    case 'title':
      return orderOf(index, sort, (a, b) => titleCollator.compare(index.titles[a]!, index.titles[b]!) || index.productIds[a]! - index.productIds[b]!);
    case 'bestselling':
    case 'relevance':
    case 'list':
      return null;
  }
}

function orderedPage(
  index: SearchIndex,
  matches: Matches,
  sort: SortId,
  site: SiteId,
  list: Map<number, number> | null,
  offset: number,
  limit: number,
): number[] {
  const { docs, scores } = matches;
  if (sort === 'relevance' || sort === 'list' || sort === 'bestselling') {
    if (sort === 'bestselling' || (sort === 'list' && !list))
      return Array.from(
        docs
          .slice()
          .sort()
          .subarray(offset, offset + limit),
      );
    const positions = Int32Array.from({ length: docs.length }, (_, i) => i);
    if (sort === 'relevance') {
      // Relevance also weighs popularity, gently: a bestseller counts about two and a half times a forgotten title.
      const ranked = Float64Array.from(docs, (doc, i) => scores[i]! * (1 + Math.log1p(index.popularity[doc]!) / 10));
      positions.sort((a, b) => ranked[b]! - ranked[a]! || docs[a]! - docs[b]!);
    } else positions.sort((a, b) => list!.get(docs[a]!)! - list!.get(docs[b]!)! || docs[a]! - docs[b]!);
    return Array.from(positions.subarray(offset, offset + limit), (position) => docs[position]!);
  }
  const order = sortOrder(index, sort, site)!;
  const wanted = new Uint8Array(index.size);
  for (const doc of docs) wanted[doc] = 1;
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && page.length < limit; i += 1) {
    const doc = order[i]!;
    if (!wanted[doc]) continue;
    if (seen >= offset) page.push(doc);
    seen += 1;
  }
  return page;
}

function keep(matches: Matches, predicate: Predicate): Matches {
  const docs: number[] = [];
  const scores: number[] = [];
  for (let i = 0; i < matches.docs.length; i += 1) {
    if (predicate(matches.docs[i]!)) {
      docs.push(matches.docs[i]!);
      scores.push(matches.scores[i]!);
    }
  }
  return { docs: Int32Array.from(docs), scores: Float32Array.from(scores) };
}

function everyDocument(index: SearchIndex, predicate: Predicate): Matches {
  const docs: number[] = [];
  for (let doc = 0; doc < index.size; doc += 1) if (predicate(doc)) docs.push(doc);
  return { docs: Int32Array.from(docs), scores: new Float32Array(docs.length) };
}

const FIELDS_OF: Record<'all' | 'author' | 'title', number> = { all: ALL_FIELDS, author: FIELD.author, title: FIELD.title };

export function searchIndex(index: SearchIndex, query: IndexQuery): IndexResult {
  const list = !query.list
    ? null
    : query.listProductIds !== undefined
      ? query.listProductIds && listPositions(index.docOf, query.listProductIds)
      : (index.lists.get(listKey(query.site, query.list.kind, query.list.slug)) ?? null);
  const requestedSort = query.sort === 'list' && !query.list ? undefined : query.sort;
  const isbn = query.q ? isbnCandidate(query.q) : null;
  const resolved = query.q && !isbn ? resolveWords(index, query.q) : null;
  const sort: SortId = requestedSort ?? (resolved ? 'relevance' : query.list ? 'list' : 'bestselling');
  const corrections = resolved ? [...resolved.corrections].map(([word, suggestions]) => ({ word, suggestions })) : [];
  const predicate = scopePredicate(index, query, list);
  const empty: IndexResult = {
    productIds: [],
    total: 0,
    sort,
    facets: query.facets ? countFacets(index, [], 0, query.site) : null,
    corrections,
    relaxed: false,
  };
  if (!predicate) return empty;

  let relaxed = false;
  let matches: Matches;
  if (isbn) {
    const doc = index.byIdentifier.get(isbn);
    matches = keep({ docs: Int32Array.of(doc ?? -1), scores: Float32Array.of(1) }, (candidate) => candidate >= 0 && predicate(candidate));
  } else if (resolved) {
    const fields = FIELDS_OF[query.qf ?? 'all'];
    matches = keep(matchWords(index.words, resolved, fields, 'all'), predicate);
    if (matches.docs.length === 0 && query.offset === 0 && resolved.words.length > 1) {
      matches = keep(matchWords(index.words, resolved, fields, 'any'), predicate);
      relaxed = true;
    }
  } else {
    matches = everyDocument(index, predicate);
  }
  return {
    productIds: orderedPage(index, matches, sort, query.site, list, query.offset, query.limit).map((doc) => index.productIds[doc]!),
    total: matches.docs.length,
    sort,
    facets: query.facets ? countFacets(index, matches.docs, matches.docs.length, query.site) : null,
    corrections,
    relaxed: relaxed && matches.docs.length > 0,
  };
}

/** The `limit` smallest document numbers (the most popular) among docs that pass. */
function mostPopular(docs: Int32Array, limit: number, passes: Predicate): number[] {
  const best: number[] = [];
  for (const doc of docs) {
    if (!passes(doc)) continue;
    if (best.length < limit) best.push(doc);
    else if (doc < best[best.length - 1]!) best[best.length - 1] = doc;
    else continue;
    best.sort((a, b) => a - b);
  }
  return best;
}

/** Authors and titles for what is being typed: every word in the name or title, the last one as a prefix; most popular first. */
export function autocompleteIndex(index: SearchIndex, site: SiteId, q: string, limit: number): { authors: Suggestion[]; titles: Suggestion[] } {
  const resolved = resolveWords(index, q);
  if (!resolved) return { authors: [], titles: [] };
  const siteBit = SITE_BIT[site];
  const titles = mostPopular(matchWords(index.words, resolved, FIELD.title, 'all').docs, limit, (doc) => (index.siteMask[doc]! & siteBit) !== 0);
  const best = index.authorBest[site];
  const authorMatches = matchWords(index.authorWords, resolved, FIELD.author, 'all').docs.filter((author) => best[author]! >= 0);
  const authors = [...authorMatches].sort((a, b) => best[a]! - best[b]! || a - b).slice(0, limit);
  return {
    authors: authors.map((position) => {
      const author = index.authors[position]!;
      return { _id: author.slug, text: `${author.firstName} ${author.lastName}` };
    }),
    titles: titles.map((doc) => ({ _id: index.skus[doc]!, text: index.titles[doc]! })),
  };
}
