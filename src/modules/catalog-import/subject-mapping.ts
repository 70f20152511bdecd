/**
 * Feed subjects to the shop's "Category|Subject" pairs (the vocabulary of the demo catalogue and the mega-menu, see
 * src/modules/content/navigation.ts), and a book's department.
 *
 * BISAC (ONIX SubjectSchemeIdentifier 10) codes are looked up whole (JUV002060), then by their heading group, the first
 * six characters (JUV002…: every Animals code), then by section (POE…). Thema (93) codes are looked up from the longest
 * prefix down (YFCF, then YFC). A code no table knows is reported, never a reason to refuse a book.
 */

export type SubjectScheme = 'bisac' | 'thema';

export interface SubjectCode {
  scheme: SubjectScheme;
  code: string;
  /** ONIX <MainSubject/>: the code that decides the department when several disagree. */
  main: boolean;
}

type Pair = readonly [category: string, subject: string];

const ADVENTURE: Pair = ['Fiction', 'Adventure'];
const ANIMALS: Pair = ['Fiction', 'Animals'];
const CLASSICS: Pair = ['Fiction', 'Classics'];
const CONTEMPORARY: Pair = ['Fiction', 'Contemporary'];
const DINOSAURS: Pair = ['Fiction', 'Dinosaurs'];
const DYSTOPIAN: Pair = ['Fiction', 'Dystopian'];
const FAIRY_TALES: Pair = ['Fiction', 'Fairy Tales'];
const FAMILY: Pair = ['Fiction', 'Family'];
const FANTASY: Pair = ['Fiction', 'Fantasy'];
const FEELINGS: Pair = ['Fiction', 'Feelings'];
const FRIENDSHIP: Pair = ['Fiction', 'Friendship'];
const GRAPHIC_NOVELS: Pair = ['Fiction', 'Graphic Novels'];
const HISTORICAL_FICTION: Pair = ['Fiction', 'Historical Fiction'];
const HOLIDAYS: Pair = ['Fiction', 'Holidays'];
const HUMOR: Pair = ['Fiction', 'Humor'];
const MYSTERY: Pair = ['Fiction', 'Mystery'];
const POETRY: Pair = ['Fiction', 'Poetry'];
const ROMANCE: Pair = ['Fiction', 'Romance'];
const SCARY: Pair = ['Fiction', 'Scary Stories'];
const SCHOOL: Pair = ['Fiction', 'School'];
const SCIENCE_FICTION: Pair = ['Fiction', 'Science Fiction'];
const SPORTS_FICTION: Pair = ['Fiction', 'Sports'];
const THRILLER: Pair = ['Fiction', 'Thriller'];
const VEHICLES: Pair = ['Fiction', 'Vehicles'];
const BEDTIME: Pair = ['Fiction', 'Bedtime'];
const CONCEPTS: Pair = ['Picture Books', 'Concepts'];
const NF_ANIMALS: Pair = ['Nonfiction', 'Animals'];
const NF_ART: Pair = ['Nonfiction', 'Art & Drawing'];
const NF_BIOGRAPHY: Pair = ['Nonfiction', 'Biography'];
const NF_CODING: Pair = ['Nonfiction', 'Coding'];
const NF_COOKING: Pair = ['Nonfiction', 'Cooking'];
const NF_DINOSAURS: Pair = ['Nonfiction', 'Dinosaurs'];
const NF_GEOGRAPHY: Pair = ['Nonfiction', 'Geography'];
const NF_HISTORY: Pair = ['Nonfiction', 'History'];
const NF_PARENTING: Pair = ['Nonfiction', 'Parenting'];
const NF_SCIENCE: Pair = ['Nonfiction', 'Science'];
const NF_SPACE: Pair = ['Nonfiction', 'Space'];
const NF_SPORTS: Pair = ['Nonfiction', 'Sports'];
const NF_TEACHING: Pair = ['Nonfiction', 'Teaching Resources'];
const DICTIONARIES: Pair = ['Reference', 'Dictionaries'];

/** BISAC codes (whole, heading group of 6 characters, or section of 3) → pair. */
export const BISAC_SUBJECTS: Readonly<Record<string, Pair>> = {
  // Juvenile fiction (JUV) and young adult fiction (YAF)
  JUV001: ADVENTURE,
  YAF001: ADVENTURE,
  JUV002: ANIMALS,
  YAF002: ANIMALS,
  JUV002060: DINOSAURS,
  JUV007000: CLASSICS,
  YAF009000: CLASSICS,
  FIC004000: CLASSICS,
  JUV008: GRAPHIC_NOVELS,
  YAF010: GRAPHIC_NOVELS,
  JUV009: CONCEPTS,
  JNF013: CONCEPTS,
  JUV010000: BEDTIME,
  JUV012: FAIRY_TALES,
  JUV022: FAIRY_TALES,
  YAF017: FAIRY_TALES,
  YAF030: FAIRY_TALES,
  JUV013: FAMILY,
  YAF018: FAMILY,
  JUV016: HISTORICAL_FICTION,
  YAF024: HISTORICAL_FICTION,
  JUV017: HOLIDAYS,
  YAF025: HOLIDAYS,
  JUV018000: SCARY,
  JUV058000: SCARY,
  YAF026000: SCARY,
  YAF045000: SCARY,
  JUV019000: HUMOR,
  YAF027: HUMOR,
  JUV028000: MYSTERY,
  YAF042000: MYSTERY,
  JUV032: SPORTS_FICTION,
  YAF059: SPORTS_FICTION,
  JUV035000: SCHOOL,
  YAF054: SCHOOL,
  JUV037: FANTASY,
  YAF019: FANTASY,
  JUV039050: FEELINGS,
  YAF058110: FEELINGS,
  JUV039060: FRIENDSHIP,
  YAF058120: FRIENDSHIP,
  YAF011000: CONTEMPORARY,
  YAF058: CONTEMPORARY,
  JUV041: VEHICLES,
  JUV053: SCIENCE_FICTION,
  YAF056: SCIENCE_FICTION,
  JUV059000: DYSTOPIAN,
  YAF015000: DYSTOPIAN,
  JUV067000: THRILLER,
  YAF062: THRILLER,
  YAF052: ROMANCE,
  JUV070000: POETRY,
  YAF048000: POETRY,
  JNF042: POETRY,
  YAN043000: POETRY,
  POE: POETRY,
  // Juvenile nonfiction (JNF), young adult nonfiction (YAN), and the adult sections the shop stocks
  JNF003: NF_ANIMALS,
  YAN003: NF_ANIMALS,
  JNF003050: NF_DINOSAURS,
  JNF006: NF_ART,
  YAN005: NF_ART,
  JNF007: NF_BIOGRAPHY,
  YAN006: NF_BIOGRAPHY,
  BIO: NF_BIOGRAPHY,
  JNF012: NF_CODING,
  YAN013: NF_CODING,
  JNF014000: NF_COOKING,
  YAN014000: NF_COOKING,
  CKB: NF_COOKING,
  JNF025: NF_HISTORY,
  YAN025: NF_HISTORY,
  HIS: NF_HISTORY,
  JNF038: NF_GEOGRAPHY,
  YAN038: NF_GEOGRAPHY,
  JNF051180: NF_GEOGRAPHY,
  JNF048030: DICTIONARIES,
  REF008000: DICTIONARIES,
  JNF051: NF_SCIENCE,
  YAN050: NF_SCIENCE,
  JNF061: NF_SCIENCE,
  YAN055: NF_SCIENCE,
  SCI: NF_SCIENCE,
  JNF051040: NF_SPACE,
  YAN050020: NF_SPACE,
  JNF051010: NF_SPACE,
  YAN055010: NF_SPACE,
  JNF054: NF_SPORTS,
  YAN053: NF_SPORTS,
  SPO: NF_SPORTS,
  FAM034: NF_PARENTING,
  EDU029: NF_TEACHING,
};

/** Thema codes (looked up from the longest prefix) → pair. */
export const THEMA_SUBJECTS: Readonly<Record<string, Pair>> = {
  // Children's / teenage fiction (YF), poetry (YDP), early learning (YBL)
  YFA: CLASSICS,
  YFC: ADVENTURE,
  YFCB: THRILLER,
  YFCF: MYSTERY,
  YFD: SCARY,
  YFG: SCIENCE_FICTION,
  YFH: FANTASY,
  YFJ: FAIRY_TALES,
  YFM: ROMANCE,
  YFN: FAMILY,
  YFP: ANIMALS,
  YFQ: HUMOR,
  YFR: SPORTS_FICTION,
  YFS: SCHOOL,
  YFT: HISTORICAL_FICTION,
  YDP: POETRY,
  YBL: CONCEPTS,
  // Children's / teenage general interest (YN)
  YNA: NF_ART,
  YNB: NF_BIOGRAPHY,
  YNH: NF_HISTORY,
  YNM: NF_GEOGRAPHY,
  YNN: NF_ANIMALS,
  YNT: NF_SCIENCE,
  YNW: NF_SPORTS,
  // Adult fiction genres the shop lists
  FF: MYSTERY,
  FL: SCIENCE_FICTION,
  FM: FANTASY,
  FR: ROMANCE,
  FV: HISTORICAL_FICTION,
};

type Audience = 'children' | 'young-adult' | 'adult';

/** Who a code is for and whether it is fiction, from its section alone (so even unmapped codes inform the department). */
interface Section {
  audience: Audience | null;
  nonfiction: boolean;
}

const BISAC_SECTIONS: Record<string, Section> = {
  JUV: { audience: 'children', nonfiction: false },
  JNF: { audience: 'children', nonfiction: true },
  YAF: { audience: 'young-adult', nonfiction: false },
  YAN: { audience: 'young-adult', nonfiction: true },
  FIC: { audience: 'adult', nonfiction: false },
  POE: { audience: 'adult', nonfiction: false },
};

function section(subject: SubjectCode): Section {
  const code = subject.code;
  if (subject.scheme === 'bisac') return BISAC_SECTIONS[code.slice(0, 3)] ?? { audience: 'adult', nonfiction: true };
  // Thema: Y* is children's and teenage material (age tells which), YN/YP/YX general interest and educational; F* adult fiction.
  if (code.startsWith('Y')) return { audience: 'children', nonfiction: /^Y[NPX]/.test(code) };
  return { audience: 'adult', nonfiction: !code.startsWith('F') };
}

function lookup(subject: SubjectCode): Pair | undefined {
  const code = subject.code;
  if (subject.scheme === 'bisac') return BISAC_SUBJECTS[code] ?? BISAC_SUBJECTS[code.slice(0, 6)] ?? BISAC_SUBJECTS[code.slice(0, 3)];
  for (let length = code.length; length >= 2; length -= 1) {
    const pair = THEMA_SUBJECTS[code.slice(0, length)];
    if (pair) return pair;
  }
  return undefined;
}

export interface MappedSubjects {
  /** "Category|Subject" pairs, main subject first, without repeats. */
  categorySubjects: string[];
  /** Codes no table knows, as "BISAC JUV031000" / "Thema YFK". */
  unmapped: string[];
  /** The section of the main subject (or of the first one): who the book is for, fiction or not. */
  primary: Section | null;
}

export function mapSubjects(subjects: readonly SubjectCode[]): MappedSubjects {
  const ordered = [...subjects.filter((subject) => subject.main), ...subjects.filter((subject) => !subject.main)];
  const pairs = new Set<string>();
  const unmapped: string[] = [];
  for (const subject of ordered) {
    const pair = lookup(subject);
    if (pair) pairs.add(pair.join('|'));
    else unmapped.push(`${subject.scheme === 'bisac' ? 'BISAC' : 'Thema'} ${subject.code}`);
  }
  return { categorySubjects: [...pairs], unmapped, primary: ordered[0] ? section(ordered[0]) : null };
}

/** ONIX AudienceCode (code list 28): 02 children / juvenile, 03 young adult. */
export function audienceFromCodes(codes: readonly string[]): Audience | null {
  if (codes.includes('03')) return 'young-adult';
  if (codes.includes('02')) return 'children';
  return null;
}

/**
 * The department of a book. Children's and young adult nonfiction is Nonfiction; other children's books go by their
 * interest age like the demo catalogue (up to 8 Kids, 9–12 Tweens, 13 and up Young Adult), or without an age by their
 * subject's audience (young adult codes Young Adult, children's Kids). Books for adults are Books.
 */
export function bookDepartment(primary: Section | null, audienceCode: Audience | null, ageMin: number | null): string {
  const audience = primary?.audience ?? audienceCode ?? (ageMin !== null && ageMin < 18 ? 'children' : 'adult');
  if (audience === 'adult') return 'Books';
  if (primary?.nonfiction) return 'Nonfiction';
  if (audience === 'young-adult') return 'Young Adult';
  if (ageMin === null || ageMin <= 8) return 'Kids';
  return ageMin <= 12 ? 'Tweens' : 'Young Adult';
}
