/** Generated covers: a deterministic, book-like SVG for every product (demo catalogue has no artwork). */
export interface CoverInput {
  sku: string;
  title: string;
  subtitle: string | null;
  author: string | null;
  department: string;
  format: string;
  productType: 'book' | 'toy' | 'gift';
}

const PALETTES: Array<[string, string, string]> = [
  ['#1d3557', '#e63946', '#f1faee'],
  ['#264653', '#e9c46a', '#ffffff'],
  ['#6a4c93', '#ffca3a', '#ffffff'],
  ['#0b6e4f', '#f4d35e', '#fffdf5'],
  ['#c1121f', '#fdf0d5', '#fdf0d5'],
  ['#003049', '#fcbf49', '#eae2b7'],
  ['#3a0ca3', '#4cc9f0', '#ffffff'],
  ['#ff6b35', '#004e89', '#ffffff'],
  ['#2b2d42', '#ef233c', '#edf2f4'],
  ['#5f0f40', '#fb8b24', '#ffffff'],
  ['#118ab2', '#ffd166', '#ffffff'],
  ['#7b2cbf', '#c77dff', '#ffffff'],
  ['#386641', '#f2e8cf', '#f2e8cf'],
  ['#9d0208', '#ffba08', '#ffffff'],
];

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);
}

/** Greedy word wrap into at most `maxLines` lines of `width` characters, with an ellipsis when cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,;:.!?-]+$/, '')}…`;
  return kept;
}

function decoration(kind: number, accent: string, light: string): string {
  switch (kind % 5) {
    case 0:
      return `<circle cx="220" cy="250" r="78" fill="${accent}" opacity=".9"/><circle cx="250" cy="220" r="30" fill="${light}" opacity=".35"/>`;
    case 1:
      return `<path d="M0 300 Q75 240 150 300 T300 300 V450 H0Z" fill="${accent}" opacity=".85"/><path d="M0 330 Q75 280 150 330 T300 330 V450 H0Z" fill="${light}" opacity=".2"/>`;
    case 2:
      return Array.from({ length: 9 }, (_, i) => {
        const x = 40 + ((i * 97) % 230);
        const y = 200 + ((i * 53) % 130);
        return `<path d="M${x} ${y - 10} L${x + 3} ${y - 3} L${x + 10} ${y} L${x + 3} ${y + 3} L${x} ${y + 10} L${x - 3} ${y + 3} L${x - 10} ${y} L${x - 3} ${y - 3}Z" fill="${i % 2 ? accent : light}"/>`;
      }).join('');
    case 3:
      return `<path d="M40 360 L110 240 L160 310 L200 260 L270 360Z" fill="${accent}"/><circle cx="230" cy="210" r="22" fill="${light}" opacity=".8"/>`;
    default:
      return `<rect x="60" y="210" width="180" height="120" rx="60" fill="${accent}" opacity=".9"/><rect x="100" y="240" width="100" height="60" rx="30" fill="${light}" opacity=".3"/>`;
  }
}

export function renderCoverSvg(input: CoverInput): string {
  const seed = hash(input.sku);
  const [background, accent, light] = PALETTES[seed % PALETTES.length]!;
  const isBook = input.productType === 'book';
  const titleLines = wrapText(input.title, isBook ? 16 : 18, 4);
  const titleSize = titleLines.length > 3 ? 22 : 26;
  const title = titleLines
    .map((line, i) => `<text x="150" y="${60 + i * (titleSize + 6)}" font-size="${titleSize}" font-weight="700" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const author = input.author
    ? `<text x="150" y="420" font-size="15" text-anchor="middle" letter-spacing="1">${escapeXml(wrapText(input.author.toUpperCase(), 28, 1)[0] ?? '')}</text>`
    : `<text x="150" y="420" font-size="13" text-anchor="middle" letter-spacing="2">${escapeXml(input.format.toUpperCase())}</text>`;
  const spine = isBook
    ? `<rect width="14" height="450" fill="#000" opacity=".18"/><rect x="14" width="3" height="450" fill="#fff" opacity=".15"/>`
    : `<rect x="8" y="8" width="284" height="434" rx="14" fill="none" stroke="${light}" stroke-width="3" stroke-dasharray="8 6" opacity=".6"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 450" width="300" height="450" role="img" aria-label="${escapeXml(input.title)}">`,
    `<rect width="300" height="450" fill="${background}"/>`,
    decoration(seed >>> 8, accent, light),
    spine,
    `<g fill="${light}" font-family="Georgia, 'Times New Roman', serif">${title}${author}</g>`,
    '</svg>',
  ].join('');
}
