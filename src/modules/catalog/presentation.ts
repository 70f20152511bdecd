import { sitePath, type SiteId } from '@/modules/regions';
import { productSlug } from './rules';
import type { AuthorRef, CategorySubject, ContributorRole, ProductDetail } from './types';

/** Spec §5 slug, or 'item' for a title with no letters or digits. */
export function productUrlSlug(title: string): string {
  return productSlug(title) || 'item';
}

/** A product page's path inside a site (the same on both). */
export function productSitePath(title: string, sku: string): string {
  return `/product/${encodeURIComponent(productUrlSlug(title))}/${encodeURIComponent(sku)}`;
}

export function productPath(site: SiteId, title: string, sku: string): string {
  return sitePath(site, productSitePath(title, sku));
}

export function authorName(author: Pick<AuthorRef, 'firstName' | 'lastName'>): string {
  return `${author.firstName} ${author.lastName}`;
}

const ROLE_ORDER: ContributorRole[] = ['author', 'illustrator', 'editor'];
const ROLE_LEAD: Record<ContributorRole, string> = { author: 'by', illustrator: 'illustrated by', editor: 'edited by' };

/** A product's people grouped by what they did, authors first: "by …", "illustrated by …", "edited by …". */
export function bylineGroups<Person extends Pick<AuthorRef, 'role'>>(people: Person[]): Array<{ role: ContributorRole; lead: string; people: Person[] }> {
  return ROLE_ORDER.map((role) => ({ role, lead: ROLE_LEAD[role], people: people.filter((person) => person.role === role) })).filter(
    (group) => group.people.length > 0,
  );
}

/** The byline as text: "by Ann Lee, illustrated by Sam Park", or '' without anyone. */
export function bylineText(people: AuthorRef[]): string {
  return bylineGroups(people)
    .map((group) => `${group.lead} ${group.people.map(authorName).join(', ')}`)
    .join(', ');
}

/** /browse/author/{lastname, firstname} (spec §2). */
export function authorPath(site: SiteId, author: Pick<AuthorRef, 'firstName' | 'lastName'>): string {
  return sitePath(site, `/browse/author/${encodeURIComponent(`${author.lastName}, ${author.firstName}`)}`);
}

export function coverUrl(sku: string): string {
  return `/covers/${encodeURIComponent(sku)}.svg`;
}

export function ageRangeLabel(ageMin: number | null, ageMax: number | null): string | null {
  if (ageMin === null) return null;
  if (ageMax === null || ageMax >= 18) return `Ages ${ageMin}+`;
  return `Ages ${ageMin} to ${ageMax}`;
}

function gradeName(grade: number): string {
  if (grade < 0) return 'Pre-K';
  if (grade === 0) return 'K';
  return String(grade);
}

export function gradeRangeLabel(gradeMin: number | null, gradeMax: number | null): string | null {
  if (gradeMin === null) return null;
  if (gradeMax === null || gradeMax === gradeMin) return `Grade ${gradeName(gradeMin)}`;
  return `Grades ${gradeName(gradeMin)} to ${gradeName(gradeMax)}`;
}

export function parseCategorySubject(pair: string): CategorySubject {
  const separator = pair.indexOf('|');
  return separator < 0 ? { category: pair, subject: '' } : { category: pair.slice(0, separator), subject: pair.slice(separator + 1) };
}

export function domainsToSites(domains: readonly string[]): SiteId[] {
  const sites: SiteId[] = [];
  if (domains.includes('.com')) sites.push('us');
  if (domains.includes('.ca')) sites.push('ca');
  return sites;
}

const DEPARTMENT_PATHS: Record<string, string> = {
  Kids: '/browse/kids',
  Tweens: '/browse/tweens',
  'Young Adult': '/browse/young-adult',
  Nonfiction: '/browse/nonfiction',
  Books: '/browse',
  'Toys & Activities': '/browse/category/Toys',
  Gifts: '/gift-guide',
};

export function departmentPath(site: SiteId, department: string): string {
  return sitePath(site, DEPARTMENT_PATHS[department] ?? '/browse');
}

const SCHEMA_BOOK_FORMATS: Record<string, string> = {
  Hardcover: 'https://schema.org/Hardcover',
  'Library Binding': 'https://schema.org/Hardcover',
  Paperback: 'https://schema.org/Paperback',
  'Board Book': 'https://schema.org/Hardcover',
};

/** schema.org Book (or Product for toys and gifts) for a product page, with its offer on this site. */
export function productJsonLd(product: ProductDetail, site: SiteId, absoluteUrl: (path: string) => string): Record<string, unknown> {
  const url = absoluteUrl(productPath(site, product.title, product.sku));
  const offer = {
    '@type': 'Offer',
    url,
    price: (product.prices.actual / 100).toFixed(2),
    priceCurrency: product.prices.currency,
    availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
  };
  const common = {
    '@context': 'https://schema.org',
    name: product.title,
    description: product.description,
    image: absoluteUrl(product.coverUrl),
    sku: product.sku,
    offers: offer,
  };
  if (product.productType !== 'book') {
    return {
      ...common,
      '@type': 'Product',
      category: product.department,
      brand: product.publisher ? { '@type': 'Brand', name: product.publisher } : undefined,
    };
  }
  return {
    ...common,
    '@type': 'Book',
    isbn: product.isbn13 ?? undefined,
    ...Object.fromEntries(
      bylineGroups(product.authors).map((group) => [group.role, group.people.map((person) => ({ '@type': 'Person', name: authorName(person) }))]),
    ),
    bookFormat: SCHEMA_BOOK_FORMATS[product.format],
    numberOfPages: product.pages ?? undefined,
    publisher: product.publisher ? { '@type': 'Organization', name: product.publisher } : undefined,
    datePublished: product.publicationDate ?? undefined,
    typicalAgeRange: product.ageRange?.replace(/^Ages /, '').replace(' to ', '-'),
    isPartOf: product.series ? { '@type': 'BookSeries', name: product.series } : undefined,
  };
}

/** JSON for a <script> tag: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
