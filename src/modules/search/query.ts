/** Pure rules that turn what a shopper typed into search words (no I/O). */

const STOPWORDS = new Set(
  'a an and are as at be but by for from has have how i if in into is it its of on or s t that the their this to was what when where which who why will with you your'.split(
    ' ',
  ),
);

export const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export interface SearchWords {
  /** Lowercase words of letters and digits, without stopwords (unless nothing else is left), in typed order. */
  words: string[];
  /** Whether the text ended mid-word, so the last word is matched as a prefix. */
  lastIsPrefix: boolean;
}

/** Lowercase, without accents or apostrophes: the same text form for catalogue documents and for queries. */
function foldText(text: string): string {
  // Most catalogue text is ASCII, and indexing folds every word of 100,000 descriptions: skip what it cannot change.
  const unaccented = /[^\u0000-\u007f]/.test(text) ? text.normalize('NFKD').replace(/\p{M}/gu, '') : text;
  return unaccented.toLowerCase().replace(/['’]/g, '');
}

/** Anything but a letter or a digit; a run of them leaves empty strings, which splitWords drops. */
const SEPARATOR = /[^\p{L}\p{N}]/u;

function splitWords(folded: string): string[] {
  return folded
    .split(SEPARATOR)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** The words of a catalogue text, as the search index stores them (stopwords kept: titles need them). */
export function textWords(text: string): string[] {
  return splitWords(foldText(text));
}

export function searchWords(input: string): SearchWords {
  const text = foldText(input.slice(0, MAX_QUERY_LENGTH));
  const all = splitWords(text);
  const unique = [...new Set(all)];
  const meaningful = unique.filter((word) => !STOPWORDS.has(word));
  const words = (meaningful.length > 0 ? meaningful : unique).slice(0, MAX_WORDS);
  return { words, lastIsPrefix: /[\p{L}\p{N}]$/u.test(text) && words.at(-1) === all.at(-1) };
}

/** Typos tolerated in a word (issue: one in words of 5+ letters, two in 9+). */
export function allowedTypos(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/** An ISBN-13/EAN typed with or without hyphens and spaces, or null. */
export function isbnCandidate(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{13}$/.test(digits) ? digits : null;
}

/** Edit distance where a swap of two neighbouring letters is one typo, like a missing, extra or wrong letter. */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  // Row 0 and column 0: the distance from and to nothing. Each row grows as the loop below fills it in.
  const d: number[][] = Array.from({ length: rows }, (_, i) => [i]);
  d[0] = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      // In the first row and column a[-1] or b[-1] is undefined, so a swap is only ever found from the second letters on.
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
