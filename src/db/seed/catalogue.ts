import { Faker, en } from '@faker-js/faker';
import { actualPrice, ean13CheckDigit, productSlug } from '@/modules/catalog';
import { SITE_IDS, type SiteId } from '@/modules/regions';
import * as words from './words';

/** Everything the demo catalogue holds, before it has database ids. Pure and deterministic for (seed, count). */
export interface SeedAuthor {
  firstName: string;
  lastName: string;
  slug: string;
}

export interface SeedProduct {
  sku: string;
  isbn13: string | null;
  title: string;
  subtitle: string | null;
  description: string;
  productType: 'book' | 'toy' | 'gift';
  department: string;
  format: string;
  pages: number | null;
  publisher: string | null;
  publicationDate: string | null;
  ageMin: number | null;
  ageMax: number | null;
  gradeMin: number | null;
  gradeMax: number | null;
  series: string | null;
  seriesNumber: number | null;
  tags: string[];
  categorySubjects: string[];
  domainRestrictions: string[];
  listPriceUsd: number;
  regularPriceUsd: number;
  salePriceUsd: number | null;
  actualPriceUsd: number;
  listPriceCad: number;
  regularPriceCad: number;
  salePriceCad: number | null;
  actualPriceCad: number;
  maxPurchaseQty: number;
  stock: number;
  taxCode: string;
  popularity: number;
  createdAt: Date;
  /** Indexes into {@link SeedCatalogue.authors}, in byline order. */
  authorIndexes: number[];
}

export interface SeedList {
  kind: 'curated' | 'bestseller';
  site: SiteId;
  slug: string;
  title: string;
  description: string;
  position: number;
  /** Indexes into {@link SeedCatalogue.products}, in list order. */
  productIndexes: number[];
}

export interface SeedCatalogue {
  authors: SeedAuthor[];
  products: SeedProduct[];
  lists: SeedList[];
}

export const DEFAULT_SEED = 20261116;
/** The catalogue's "today", so that the same seed always makes the same dates and new-this-week tags. */
export const CATALOGUE_DATE = new Date('2026-11-16T12:00:00Z');
const DAY_MS = 86_400_000;

const DEPARTMENT_WEIGHTS: Array<{ weight: number; value: string }> = [
  { weight: 30, value: 'Kids' },
  { weight: 18, value: 'Tweens' },
  { weight: 15, value: 'Young Adult' },
  { weight: 14, value: 'Nonfiction' },
  { weight: 8, value: 'Books' },
  { weight: 9, value: 'Toys & Activities' },
  { weight: 6, value: 'Gifts' },
];

const BOOK_FORMAT_PRICES: Record<string, [number, number]> = {
  'Board Book': [6, 10],
  Paperback: [6, 13],
  Hardcover: [14, 25],
  'Library Binding': [18, 28],
  'Boxed Set': [30, 80],
  'Spiral-bound': [10, 18],
};

type AgeBand = [number, number];
const AGE_BANDS: AgeBand[] = [
  [0, 2],
  [3, 5],
  [6, 8],
  [9, 12],
  [13, 18],
];
const GRADES_BY_AGE: Record<number, [number, number] | null> = { 0: null, 3: [-1, 0], 6: [1, 3], 9: [4, 7], 13: [8, 12] };

interface Series {
  name: string;
  department: string;
  subject: [string, string];
  authorIndex: number;
  format: string;
  ageBand: AgeBand;
  length: number;
  next: number;
}

function toCad(usdCents: number): number {
  // Canadian list prices follow the trade's habit: about 1.3×, ending in .99.
  return Math.ceil((usdCents * 1.32) / 100) * 100 - 1;
}

function priceCents(faker: Faker, [min, max]: [number, number]): number {
  return faker.number.int({ min, max }) * 100 - 1;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key).replace(/\b([Aa]) (?=[AEIO]|U(?!ni))/g, '$1n ');
}

export function generateCatalogue(count: number, seed = DEFAULT_SEED): SeedCatalogue {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
  const chance = (probability: number) => faker.number.float() < probability;

  const authors: SeedAuthor[] = [];
  const authorSlugs = new Set<string>();
  const addAuthor = (firstName: string, lastName: string): number => {
    let slug = productSlug(`${lastName} ${firstName}`);
    for (let n = 2; authorSlugs.has(slug); n += 1) slug = `${productSlug(`${lastName} ${firstName}`)}-${n}`;
    authorSlugs.add(slug);
    authors.push({ firstName, lastName, slug });
    return authors.length - 1;
  };
  const classicAuthor = new Map<string, number>();
  for (const classic of words.CLASSICS) {
    const key = `${classic.first} ${classic.last}`;
    if (!classicAuthor.has(key)) classicAuthor.set(key, addAuthor(classic.first, classic.last));
  }
  const authorCount = Math.max(400, Math.round(count / 5));
  while (authors.length < authorCount) addAuthor(faker.person.firstName(), faker.person.lastName());
  const randomAuthor = () => faker.number.int({ min: words.CLASSICS.length, max: authors.length - 1 });

  const seriesList: Series[] = [];
  const seriesPatterns: Record<string, string[]> = {
    Kids: ['{Name} the {Animal}', 'The {Adjective} {Animal} Books', "{Name}'s Big Adventures"],
    Tweens: ['The {Place} Mysteries', '{Name} and the {Noun}', 'Secrets of {Place}', 'The {Noun} Chronicles'],
    'Young Adult': ['The {Noun} Trilogy', 'Court of {Plural}', 'The {Singular} Cycle'],
    Nonfiction: ['Who Was? Biographies', 'Amazing Facts', 'Little Scientists', 'Eyes on Nature'],
  };
  for (let s = 0; s < Math.max(40, Math.round(count / 30)); s += 1) {
    const department = pick(Object.keys(seriesPatterns));
    const subjects = words.SUBJECTS[department] ?? [];
    const ageBand: AgeBand =
      department === 'Kids'
        ? pick(AGE_BANDS.slice(1, 3))
        : department === 'Tweens'
          ? [9, 12]
          : department === 'Young Adult'
            ? [13, 18]
            : pick(AGE_BANDS.slice(1, 4));
    const name = fill(pick(seriesPatterns[department] ?? []), {
      Name: pick(words.KID_NAMES),
      Animal: pick(words.ANIMALS),
      Adjective: pick(words.ADJECTIVES),
      Place: pick(words.MG_PLACES),
      Noun: pick(words.MG_NOUNS),
      Plural: pick(words.YA_NOUNS),
      Singular: pick(words.YA_SINGULAR),
    });
    seriesList.push({
      name: seriesList.some((existing) => existing.name === name) ? `${name} (${s + 1})` : name,
      department,
      subject: pick(subjects),
      authorIndex: randomAuthor(),
      format: department === 'Kids' ? 'Hardcover' : pick(['Paperback', 'Paperback', 'Hardcover']),
      ageBand,
      length: faker.number.int({ min: 3, max: 10 }),
      next: 1,
    });
  }

  const bookTitle = (department: string, ageBand: AgeBand, subject: [string, string]): string => {
    const values = {
      Adjective: pick(words.ADJECTIVES),
      Animal: pick(words.ANIMALS),
      Animals: pick(words.ANIMAL_PLURALS),
      Name: pick(words.KID_NAMES),
      Place: pick(words.PLACES),
      Thing: pick(words.THINGS),
      Food: pick(words.FOODS),
      Concept: pick(words.CONCEPTS),
      Noun: pick(words.MG_NOUNS),
      MgPlace: pick(words.MG_PLACES),
      Plural: pick(words.YA_NOUNS),
      Plural2: pick(words.YA_NOUNS),
      Singular: pick(words.YA_SINGULAR),
      Number: pick(words.NUMBER_WORDS),
      Topic: pick(words.NONFICTION_TOPICS),
      Person: pick(words.FAMOUS_PEOPLE),
      General: pick(words.GENERAL_TOPICS),
      Subject: subject[1],
    };
    const patterns: Record<string, string[]> = {
      Kids:
        ageBand[0] === 0
          ? ["Baby's First {Concept}", 'Touch and Feel: {Animals}', 'Peekaboo, {Animal}!', 'Goodnight, {Thing}', '{Animals} Count to Ten']
          : [
              'The {Adjective} {Animal}',
              '{Name} Goes to {Place}',
              'If You Give a {Animal} a {Food}',
              'Ten {Adjective} {Animals}',
              'Where Did the {Thing} Go?',
              'The {Animal} Who Lost Her {Thing}',
              '{Name} and the {Adjective} {Thing}',
              'A {Thing} for {Name}',
              "Don't Let the {Animal} Eat the {Food}!",
              'The Day the {Animals} Came to {Place}',
            ],
      Tweens: [
        'The Secret of {MgPlace}',
        '{Name} and the {Adjective} {Noun}',
        'Escape from {MgPlace}',
        'The {Noun} of {MgPlace}',
        'The {Adjective} {Noun}',
        'Diary of a {Adjective} {Animal}',
        'The Last {Noun}',
        '{Name} vs. the {Noun}',
        'The {Noun} at the End of {MgPlace}',
      ],
      'Young Adult': [
        'A Court of {Plural} and {Plural2}',
        'The {Singular} of {Plural}',
        'Shadow of the {Singular}',
        '{Number} Days of {Plural}',
        'All the {Plural} We Lost',
        'Heir of {Plural}',
        'The {Singular} Who Stole the {Plural}',
        'When the {Plural} Fall',
        'Our Summer of {Plural}',
      ],
      Nonfiction: [
        'The Big Book of {Topic}',
        'Everything You Need to Know About {Topic}',
        '{Topic}: A Visual Guide',
        'Who Was {Person}?',
        '100 Amazing Facts About {Topic}',
        'Explore {Topic}!',
        'My First Book of {Topic}',
        'The Story of {Person}',
      ],
      Books: ['The Family Guide to {General}', '{General}: Stories and Ideas for Every Season', 'A Year of {General}', 'Reading Together: {General}'],
    };
    return fill(pick(patterns[department] ?? patterns.Kids!), values);
  };

  const describe = (department: string, subject: string, name: string): string => {
    const opener = fill(pick(words.DESCRIPTION_OPENERS[department] ?? words.DESCRIPTION_OPENERS.Books!), {
      subject: subject.toLowerCase(),
      name,
    });
    return [opener, pick(words.DESCRIPTION_CLOSERS)].filter(Boolean).join(' ');
  };

  const products: SeedProduct[] = [];
  const titlesSeen = new Set<string>();

  for (let i = 0; i < count; i += 1) {
    const classic = words.CLASSICS[i];
    const department = classic?.department ?? faker.helpers.weightedArrayElement(DEPARTMENT_WEIGHTS);
    const daysOld = Math.floor(Math.pow(faker.number.float(), 1.5) * 1100);
    const createdAt = new Date(CATALOGUE_DATE.getTime() - daysOld * DAY_MS - faker.number.int({ min: 0, max: DAY_MS - 1 }));
    const popularity = Math.floor(1_000_000 * Math.pow(faker.number.float(), 4)) + (classic ? 500_000 : 0);
    const domainRoll = faker.number.float();
    const domainRestrictions = classic || domainRoll < 0.82 ? ['.com', '.ca'] : domainRoll < 0.94 ? ['.com'] : ['.ca'];
    const tags: string[] = [];
    if (daysOld < 7) tags.push('new-this-week');
    if (chance(0.04)) tags.push('award-winner');
    if (chance(0.05)) tags.push('staff-pick');
    if (chance(0.03)) tags.push('book-fair-exclusive');

    const isToy = department === 'Toys & Activities';
    const isGift = department === 'Gifts';
    let product: Omit<
      SeedProduct,
      | 'listPriceUsd'
      | 'regularPriceUsd'
      | 'salePriceUsd'
      | 'actualPriceUsd'
      | 'listPriceCad'
      | 'regularPriceCad'
      | 'salePriceCad'
      | 'actualPriceCad'
      | 'maxPurchaseQty'
      | 'stock'
      | 'popularity'
      | 'createdAt'
      | 'tags'
      | 'domainRestrictions'
    >;
    let listPriceUsd: number;

    if (isToy || isGift) {
      const kind = pick(isToy ? words.TOY_KINDS : words.GIFT_KINDS);
      const theme = pick(words.TOY_THEMES);
      const ageBand = isToy ? pick(AGE_BANDS.slice(1, 4)) : null;
      const grades = ageBand ? (GRADES_BY_AGE[ageBand[0]] ?? null) : null;
      listPriceUsd = priceCents(faker, kind.priceUsd);
      product = {
        sku: `${isToy ? 'T' : 'G'}${String(100000 + i).padStart(7, '0')}`,
        isbn13: null,
        title: fill(kind.pattern, { Theme: theme, Animal: pick(words.ANIMALS), Pieces: String(pick([24, 36, 48, 100])) }),
        subtitle: null,
        description: describe(department, kind.subject[1], ''),
        productType: isToy ? 'toy' : 'gift',
        department,
        format: kind.format,
        pages: null,
        publisher: pick(words.PUBLISHERS),
        publicationDate: null,
        ageMin: ageBand?.[0] ?? null,
        ageMax: ageBand?.[1] ?? null,
        gradeMin: grades?.[0] ?? null,
        gradeMax: grades?.[1] ?? null,
        series: null,
        seriesNumber: null,
        categorySubjects: [kind.subject.join('|')],
        taxCode: 'GENERAL',
        authorIndexes: [],
      };
    } else {
      const openSeries = classic || !chance(0.3) ? undefined : seriesList.find((s) => s.department === department && s.next <= s.length);
      const subjects = words.SUBJECTS[department] ?? words.SUBJECTS.Books!;
      const ageBand: AgeBand = classic
        ? (classic.age as AgeBand)
        : (openSeries?.ageBand ??
          (department === 'Kids'
            ? pick(AGE_BANDS.slice(0, 3))
            : department === 'Tweens'
              ? [9, 12]
              : department === 'Young Adult'
                ? [13, 18]
                : department === 'Nonfiction'
                  ? pick(AGE_BANDS.slice(1, 4))
                  : [13, 18]));
      const subject: [string, string] = classic?.subject ?? openSeries?.subject ?? pick(subjects);
      let format: string;
      if (openSeries) format = openSeries.format;
      else if (ageBand[0] === 0) format = 'Board Book';
      else if (department === 'Kids') format = pick(['Hardcover', 'Paperback', 'Hardcover', 'Library Binding']);
      else if (department === 'Nonfiction') format = pick(['Hardcover', 'Paperback', 'Spiral-bound', 'Library Binding']);
      else
        format = faker.helpers.weightedArrayElement([
          { weight: 60, value: 'Paperback' },
          { weight: 30, value: 'Hardcover' },
          { weight: 5, value: 'Boxed Set' },
          { weight: 5, value: 'Library Binding' },
        ]);

      let title = classic?.title ?? bookTitle(department, ageBand, subject);
      let subtitle: string | null = null;
      let series: string | null = null;
      let seriesNumber: number | null = null;
      if (openSeries) {
        series = openSeries.name;
        seriesNumber = openSeries.next;
        subtitle = `${openSeries.name}, Book ${openSeries.next}`;
        openSeries.next += 1;
      } else if (format === 'Boxed Set') {
        title = `${title} Boxed Set`;
        subtitle = `Books 1–${faker.number.int({ min: 3, max: 7 })}`;
      } else if (classic) {
        subtitle = pick(['Illustrated Edition', 'Deluxe Edition', "Collector's Edition"]);
      }
      if (titlesSeen.has(title.toLowerCase()) && !series) subtitle ??= pick(['A Novel', 'Anniversary Edition', 'Illustrated Edition']);
      titlesSeen.add(title.toLowerCase());

      const authorIndexes = classic
        ? [classicAuthor.get(`${classic.first} ${classic.last}`)!]
        : openSeries
          ? [openSeries.authorIndex]
          : [...new Set([randomAuthor(), ...(chance(0.15) ? [randomAuthor()] : [])])];
      const grades = GRADES_BY_AGE[ageBand[0]] ?? null;
      const pageRange: [number, number] =
        format === 'Board Book'
          ? [12, 24]
          : department === 'Kids'
            ? [32, 48]
            : department === 'Nonfiction'
              ? [48, 192]
              : department === 'Young Adult'
                ? [260, 520]
                : [140, 360];
      const publisherIndex = faker.number.int({ min: 0, max: words.PUBLISHERS.length - 1 });
      const first12 = `978${publisherIndex % 2}${String(10_000_000 + i).slice(-8)}`;
      listPriceUsd = priceCents(faker, BOOK_FORMAT_PRICES[format] ?? [8, 16]);
      product = {
        sku: first12 + ean13CheckDigit(first12),
        isbn13: first12 + ean13CheckDigit(first12),
        title,
        subtitle,
        description: describe(department, subject[1], pick(words.KID_NAMES)),
        productType: 'book',
        department,
        format,
        pages: faker.number.int({ min: pageRange[0], max: pageRange[1] }),
        publisher: words.PUBLISHERS[publisherIndex] ?? null,
        publicationDate: new Date(createdAt.getTime() - faker.number.int({ min: 0, max: classic ? 9000 : 60 }) * DAY_MS).toISOString().slice(0, 10),
        ageMin: ageBand[0],
        ageMax: ageBand[1],
        gradeMin: grades?.[0] ?? null,
        gradeMax: grades?.[1] ?? null,
        series,
        seriesNumber,
        categorySubjects: [subject.join('|')],
        taxCode: 'BOOK',
        authorIndexes,
      };
    }

    // Book-fair prices: the regular price is often below list, and about one product in five is on sale.
    const regularPriceUsd = chance(0.3) ? Math.max(99, Math.round((listPriceUsd * 0.85) / 100) * 100 - 1) : listPriceUsd;
    const salePriceUsd = chance(0.2) ? Math.max(99, Math.round((regularPriceUsd * faker.number.float({ min: 0.5, max: 0.8 })) / 100) * 100 - 1) : null;
    const listPriceCad = toCad(listPriceUsd);
    const regularPriceCad = regularPriceUsd === listPriceUsd ? listPriceCad : toCad(regularPriceUsd);
    const salePriceCad = salePriceUsd === null ? null : toCad(salePriceUsd);
    products.push({
      ...product,
      tags,
      domainRestrictions,
      listPriceUsd,
      regularPriceUsd,
      salePriceUsd,
      actualPriceUsd: actualPrice({ regular: regularPriceUsd, sale: salePriceUsd }),
      listPriceCad,
      regularPriceCad,
      salePriceCad,
      actualPriceCad: actualPrice({ regular: regularPriceCad, sale: salePriceCad }),
      maxPurchaseQty: product.format === 'Boxed Set' ? 3 : chance(0.1) ? 5 : 10,
      stock: chance(0.01) ? 0 : faker.number.int({ min: 3, max: 400 }),
      popularity,
      createdAt,
    });
  }

  return { authors, products, lists: buildLists(products) };
}

function buildLists(products: SeedProduct[]): SeedList[] {
  const lists: SeedList[] = [];
  const domainOf: Record<SiteId, string> = { us: '.com', ca: '.ca' };
  const byPopularity = products.map((_, index) => index).sort((a, b) => products[b]!.popularity - products[a]!.popularity);

  const select = (site: SiteId, predicate: (p: SeedProduct) => boolean, size: number) =>
    byPopularity.filter((i) => products[i]!.domainRestrictions.includes(domainOf[site]) && predicate(products[i]!)).slice(0, size);
  const hasSubject = (subject: string) => (p: SeedProduct) => p.categorySubjects.some((pair) => pair.endsWith(`|${subject}`));

  const bestsellers: Array<[string, string, (p: SeedProduct) => boolean]> = [
    ['overall', 'Bestsellers', (p) => p.productType === 'book'],
    ['kids', 'Kids Bestsellers', (p) => p.department === 'Kids'],
    ['tweens', 'Tweens Bestsellers', (p) => p.department === 'Tweens'],
    ['young-adult', 'Young Adult Bestsellers', (p) => p.department === 'Young Adult'],
    ['nonfiction', 'Nonfiction Bestsellers', (p) => p.department === 'Nonfiction'],
    ['toys', 'Top Toys & Activities', (p) => p.department === 'Toys & Activities'],
  ];
  const curated: Array<[string, string, string, (p: SeedProduct) => boolean]> = [
    ['staff-picks', 'Staff Picks', 'Books our booksellers press into every hand.', (p) => p.tags.includes('staff-pick')],
    ['award-winners', 'Award Winners', 'Celebrated titles honoured by librarians and young readers.', (p) => p.tags.includes('award-winner')],
    ['laugh-out-loud', 'Laugh-Out-Loud Reads', 'Funny books for giggling at bedtime and beyond.', hasSubject('Humor')],
    [
      'dinosaur-days',
      'Dinosaur Days',
      'Roaring good reads and activities for dinosaur fans.',
      (p) => hasSubject('Dinosaurs')(p) || p.title.includes('Dinosaur'),
    ],
    ['graphic-novels', 'Graphic Novels We Love', 'Panels, pictures and page-turning stories.', hasSubject('Graphic Novels')],
    ['cozy-bedtime', 'Cozy Bedtime Stories', 'Gentle stories for winding down.', hasSubject('Bedtime')],
    ['mystery-lovers', 'For Mystery Lovers', 'Clues, codes and cliffhangers.', hasSubject('Mystery')],
    [
      'timeless-classics',
      'Timeless Classics',
      'Stories families have shared for generations.',
      (p) => p.popularity >= 500_000 && p.publicationDate !== null && p.publicationDate < '2010-01-01',
    ],
    [
      'stem-starters',
      'STEM Starters',
      'Science, technology and hands-on building.',
      (p) => hasSubject('Science')(p) || hasSubject('STEM Kits')(p) || hasSubject('Coding')(p),
    ],
  ];
  // The demo's own lists of each site: how its bestseller lists name the site, and curated lists only it has.
  const siteLists: Record<SiteId, { adjective: string; curated: typeof curated }> = {
    us: { adjective: 'US', curated: [] },
    ca: {
      adjective: 'Canadian',
      curated: [
        [
          'canadian-favourites',
          'Canadian Favourites',
          'Stories from and about Canada.',
          (p: SeedProduct) => p.domainRestrictions.length === 1 && p.productType === 'book',
        ],
      ],
    },
  };
  for (const site of SITE_IDS) {
    bestsellers.forEach(([slug, title, predicate], position) => {
      lists.push({
        kind: 'bestseller',
        site,
        slug,
        title,
        description: `The most-loved titles on our ${siteLists[site].adjective} site right now.`,
        position,
        productIndexes: select(site, predicate, 50),
      });
    });
    [...curated, ...siteLists[site].curated].forEach(([slug, title, description, predicate], position) => {
      lists.push({ kind: 'curated', site, slug, title, description, position, productIndexes: select(site, predicate, 24) });
    });
  }
  return lists.filter((list) => list.productIndexes.length > 0);
}
