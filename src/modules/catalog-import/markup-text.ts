const BLOCKS = new Set(['p', 'div', 'li', 'ul', 'ol', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dd', 'dt', 'tr']);
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/** Paragraphs joined by blank lines, spaces within them collapsed. */
function tidy(paragraphs: string[]): string {
  return paragraphs
    .map((paragraph) =>
      paragraph
        .replace(/[ \t\r\f\v]*\n[ \t\r\f\v]*/g, '\n')
        .replace(/[ \t\r\f\v]+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Plain text of a description that may hold HTML (ONIX <Text> as XHTML or as HTML written as text): the shop shows
 * descriptions as text, so block tags become paragraphs, <br> a line break, other tags are dropped and the entities
 * decoded. Never HTML in the catalogue, so nothing from a feed can reach a page as markup.
 */
export function markupToText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(new RegExp(`</?(?:${[...BLOCKS].join('|')})\\b[^>]*>`, 'gi'), '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
      const codePoint = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      // A number past Unicode (or a NUL) is left as written rather than failing the record.
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    });
  return tidy(withBreaks.split(/\n{2,}/));
}
