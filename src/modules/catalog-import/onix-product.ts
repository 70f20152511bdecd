import { productSlug } from '@/modules/catalog';
import type { SiteId } from '@/modules/regions';
import { bookFormat } from './book-format';
import { parseDecimalCents } from '@/lib/decimal-cents';
import { checkIsbn13 } from './isbn-check';
import { markupToText } from './markup-text';
import { child, childrenNamed, childText, type OnixElement } from './onix-reader';
import { codeList, salesRightsSites, type SalesRight } from './sales-rights';
import { audienceFromCodes, bookDepartment, mapSubjects, type SubjectCode } from './subject-mapping';
import type { Contributor, ContributorRole, ImportedPrice, ImportedProduct, SourceRecord } from './types';

/** ONIX ContributorRole (code list 17) the shop shows; other roles (translator, photographer…) are left out. */
const CONTRIBUTOR_ROLES: Record<string, ContributorRole> = { A01: 'author', B01: 'editor', A12: 'illustrator' };
const SITE_CURRENCIES: Array<[SiteId, string, string]> = [
  ['us', 'USD', 'the US'],
  ['ca', 'CAD', 'Canada'],
];
/** PriceType (list 58): 01 recommended retail price without tax (North American prices are), else 02 with tax. */
const PRICE_TYPES = ['01', '02'];
const NAME_SUFFIXES = /^(jr\.?|sr\.?|ii|iii|iv)$/i;

type Mapped = Omit<SourceRecord, 'record' | 'line'>;

const reject = (id: string | null, reason: string, unmappedSubjects?: string[]): Mapped => ({ id, result: { ok: false, reason }, unmappedSubjects });

function titleOf(element: OnixElement | undefined): string | null {
  const text = childText(element, 'TitleText');
  if (text) return text;
  const parts = [childText(element, 'TitlePrefix'), childText(element, 'TitleWithoutPrefix')].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

function smallInteger(text: string | null, max = 32_767): number | null {
  if (!text || !/^\d{1,5}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

function personName(contributor: OnixElement): { firstName: string; lastName: string } | null {
  const keyNames = childText(contributor, 'KeyNames');
  if (keyNames) {
    const lastName = [childText(contributor, 'PrefixToKey'), keyNames, childText(contributor, 'SuffixToKey')].filter(Boolean).join(' ');
    return { firstName: childText(contributor, 'NamesBeforeKey') ?? '', lastName };
  }
  const inverted = childText(contributor, 'PersonNameInverted');
  if (inverted) {
    const comma = inverted.indexOf(',');
    return comma < 0 ? { firstName: '', lastName: inverted } : { firstName: inverted.slice(comma + 1).trim(), lastName: inverted.slice(0, comma).trim() };
  }
  const words = childText(contributor, 'PersonName')?.split(/\s+/) ?? [];
  if (words.length === 0) return null;
  // The last word is the family name, with a suffix kept on it ("Martin Luther King Jr."): a feed that needs more
  // ("Ursula K. Le Guin") sends NamesBeforeKey and KeyNames.
  const lastLength = words.length > 2 && NAME_SUFFIXES.test(words.at(-1)!) ? 2 : 1;
  return { firstName: words.slice(0, -lastLength).join(' '), lastName: words.slice(-lastLength).join(' ') };
}

/** Authors, editors and illustrators in SequenceNumber order, each person once (the first role wins). */
function contributorsOf(descriptive: OnixElement | undefined): Contributor[] {
  const found = childrenNamed(descriptive, 'Contributor').flatMap((element, index) => {
    const role = childrenNamed(element, 'ContributorRole')
      .map((code) => CONTRIBUTOR_ROLES[code.text.trim()])
      .find(Boolean);
    const name = personName(element);
    if (!role || !name) return [];
    return [{ ...name, role, order: smallInteger(childText(element, 'SequenceNumber')) ?? index + 1 }];
  });
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.order - b.order)
    .filter(({ firstName, lastName }) => {
      const slug = productSlug(`${lastName} ${firstName}`);
      if (seen.has(slug)) return false;
      seen.add(slug);
      return true;
    })
    .map(({ firstName, lastName, role }) => ({ firstName, lastName, role }));
}

/** AudienceRangePrecision (list 31): 01 exactly, 03 from, 04 to; values read in the order they come. */
function audienceRange(
  descriptive: OnixElement | undefined,
  qualifiers: string[],
  parse: (value: string) => number | null,
): { min: number | null; max: number | null } {
  for (const qualifier of qualifiers) {
    const range = childrenNamed(descriptive, 'AudienceRange').find((element) => childText(element, 'AudienceRangeQualifier') === qualifier);
    if (!range) continue;
    let precision: string | null = null;
    let min: number | null = null;
    let max: number | null = null;
    for (const part of range.children) {
      if (part.name === 'AudienceRangePrecision') precision = part.text.trim();
      if (part.name !== 'AudienceRangeValue') continue;
      const value = parse(part.text.trim());
      if (precision === '01') min = max = value;
      if (precision === '03') min = value;
      if (precision === '04') max = value;
    }
    if (min !== null && max !== null && min > max) return { min: null, max: null };
    return { min, max };
  }
  return { min: null, max: null };
}

const age = (value: string) => smallInteger(value, 99);
/** US and Canadian school grades: P pre-school (-1 in the catalogue), K kindergarten (0), then 1–12. */
const grade = (value: string) => (/^p(k|re-?k)?$/i.test(value) ? -1 : /^k$/i.test(value) ? 0 : smallInteger(value, 12));

/** ONIX dates: YYYYMMDD (dateformat 00, the default), YYYYMM, YYYY, or already YYYY-MM-DD. A date that is not one is left empty. */
export function onixDate(text: string | null): string | null {
  const digits = text?.replace(/-/g, '') ?? '';
  const match = /^(\d{4})(\d{2})?(\d{2})?$/.exec(digits);
  if (!match) return null;
  const [, year, month = '01', day = '01'] = match;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(5, 10) !== `${month}-${day}` ? null : `${year}-${month}-${day}`;
}

function salesRightsOf(publishing: OnixElement | undefined): SalesRight[] {
  return childrenNamed(publishing, 'SalesRights').map((rights) => {
    const territory = child(rights, 'Territory');
    return {
      type: childText(rights, 'SalesRightsType') ?? '',
      countriesIncluded: codeList(childText(territory, 'CountriesIncluded')),
      regionsIncluded: codeList(childText(territory, 'RegionsIncluded')),
      countriesExcluded: codeList(childText(territory, 'CountriesExcluded')),
      regionsExcluded: codeList(childText(territory, 'RegionsExcluded')),
    };
  });
}

/** The first price of each currency, PriceType 01 before 02, across all supply details. */
function priceTexts(supply: OnixElement | undefined): Map<string, string> {
  const prices = childrenNamed(supply, 'SupplyDetail').flatMap((detail) => childrenNamed(detail, 'Price'));
  const found = new Map<string, string>();
  for (const type of PRICE_TYPES) {
    for (const price of prices) {
      const currency = childText(price, 'CurrencyCode')?.toUpperCase();
      const amount = childText(price, 'PriceAmount');
      if (currency && amount && childText(price, 'PriceType') === type && !found.has(currency)) found.set(currency, amount);
    }
  }
  return found;
}

/** Units on hand across the supply details, or undefined when no feed says (the catalogue's stock then stays). */
function stockOf(supply: OnixElement | undefined): number | undefined {
  const onHand = childrenNamed(supply, 'SupplyDetail')
    .flatMap((detail) => childrenNamed(detail, 'Stock'))
    .map((stock) => childText(stock, 'OnHand'))
    .filter((text): text is string => text !== null && /^\d{1,9}$/.test(text));
  return onHand.length > 0 ? onHand.reduce((sum, text) => sum + Number(text), 0) : undefined;
}

function subjectsOf(descriptive: OnixElement | undefined): SubjectCode[] {
  return childrenNamed(descriptive, 'Subject').flatMap((subject): SubjectCode[] => {
    const code = childText(subject, 'SubjectCode')?.replace(/\s+/g, '').toUpperCase();
    // 10 is BISAC and 93 Thema subject categories; Thema's qualifiers (94–99: place, language, period…) are not categories.
    const scheme = { '10': 'bisac', '93': 'thema' }[childText(subject, 'SubjectSchemeIdentifier') ?? ''] as SubjectCode['scheme'] | undefined;
    return code && scheme ? [{ scheme, code, main: child(subject, 'MainSubject') !== undefined }] : [];
  });
}

/**
 * One ONIX 3.0 Product as the book the shop would sell, or why it cannot be imported. A book needs a valid ISBN-13, a
 * title, a printed form, and a price in the currency of each site its sales rights allow.
 */
export function mapOnixProduct(product: OnixElement): Mapped {
  const reference = childText(product, 'RecordReference');
  const identifiers = childrenNamed(product, 'ProductIdentifier').map((identifier) => ({
    type: childText(identifier, 'ProductIDType'),
    value: childText(identifier, 'IDValue'),
  }));
  // ProductIDType 15 is ISBN-13; a GTIN-13 (03) in the 978/979 range is the same number.
  const isbnText = (
    identifiers.find((identifier) => identifier.type === '15') ??
    identifiers.find((identifier) => identifier.type === '03' && /^97[89]/.test(identifier.value ?? ''))
  )?.value;
  const id = isbnText ?? reference;
  const notification = childText(product, 'NotificationType');
  if (notification === '04') return reject(id, 'block updates (NotificationType 04) are not supported: send the whole record (03)');
  if (notification === '05')
    return reject(id, 'delete notices (NotificationType 05) are not applied: to stop selling a book, send its sales rights as not for sale');
  if (!isbnText) return reject(id, 'no ISBN-13 (ProductIdentifier with ProductIDType 15)');
  const isbn = checkIsbn13(isbnText);
  if (!isbn.ok) return reject(id, isbn.reason);

  const descriptive = child(product, 'DescriptiveDetail');
  const titleDetails = childrenNamed(descriptive, 'TitleDetail');
  const titleElements = childrenNamed(titleDetails.find((detail) => childText(detail, 'TitleType') === '01') ?? titleDetails[0], 'TitleElement');
  // TitleElementLevel (list 149): 01 the product, 02 the collection it belongs to.
  const productTitle = titleElements.find((element) => (childText(element, 'TitleElementLevel') ?? '01') === '01');
  const title = titleOf(productTitle);
  const subjects = mapSubjects(subjectsOf(descriptive));
  if (!title) return reject(isbn.isbn13, 'no title (TitleDetail/TitleElement/TitleText)', subjects.unmapped);
  const format = bookFormat(
    childText(descriptive, 'ProductForm'),
    childrenNamed(descriptive, 'ProductFormDetail').map((detail) => detail.text),
  );
  if (!format.ok) return reject(isbn.isbn13, format.reason, subjects.unmapped);

  const collectionTitle =
    childrenNamed(descriptive, 'Collection').flatMap((collection) => childrenNamed(childrenNamed(collection, 'TitleDetail')[0], 'TitleElement'))[0] ??
    titleElements.find((element) => childText(element, 'TitleElementLevel') === '02');
  const ages = audienceRange(descriptive, ['17', '18'], age);
  const grades = audienceRange(descriptive, ['11', '26'], grade);
  const audienceCodes = [
    ...childrenNamed(descriptive, 'AudienceCode').map((code) => code.text.trim()),
    ...childrenNamed(descriptive, 'Audience')
      .filter((audience) => childText(audience, 'AudienceCodeType') === '01')
      .map((audience) => childText(audience, 'AudienceCodeValue') ?? ''),
  ];
  const extents = childrenNamed(descriptive, 'Extent').filter((extent) => (childText(extent, 'ExtentUnit') ?? '03') === '03');
  const pageExtent = ['00', '11'].map((type) => extents.find((extent) => childText(extent, 'ExtentType') === type)).find(Boolean);
  const texts = childrenNamed(child(product, 'CollateralDetail'), 'TextContent');
  const description = ['03', '02'].map((type) => texts.find((text) => childText(text, 'TextType') === type)).find(Boolean);

  const publishing = child(product, 'PublishingDetail');
  const publishers = childrenNamed(publishing, 'Publisher');
  const publisher = publishers.find((element) => childText(element, 'PublishingRole') === '01') ?? publishers[0];
  const publicationDate = childrenNamed(publishing, 'PublishingDate').find((date) => childText(date, 'PublishingDateRole') === '01');
  const sites = salesRightsSites(salesRightsOf(publishing), childText(publishing, 'ROWSalesRightsType'));

  const supply = child(product, 'ProductSupply');
  const amounts = priceTexts(supply);
  const prices: Partial<Record<SiteId, ImportedPrice>> = {};
  for (const [site, currency, country] of SITE_CURRENCIES) {
    const amount = amounts.get(currency);
    const cents = amount === undefined ? null : parseDecimalCents(amount);
    if (cents?.ok && cents.cents > 0) prices[site] = { price: cents.cents };
    if (!sites.includes(site)) continue;
    if (!cents) return reject(isbn.isbn13, `no ${currency} price (PriceType 01 or 02) though it is sold in ${country}`, subjects.unmapped);
    if (!cents.ok) return reject(isbn.isbn13, `${currency} price: ${cents.reason}`, subjects.unmapped);
    if (cents.cents === 0) return reject(isbn.isbn13, `${currency} price is 0`, subjects.unmapped);
  }

  const imported: ImportedProduct = {
    sku: isbn.isbn13,
    isbn13: isbn.isbn13,
    productType: 'book',
    title,
    subtitle: childText(productTitle, 'Subtitle'),
    description: description ? markupToText(child(description, 'Text')?.text ?? '') : '',
    department: bookDepartment(subjects.primary, audienceFromCodes(audienceCodes), ages.min),
    format: format.format,
    taxCode: 'BOOK',
    sites,
    prices,
    pages: smallInteger(childText(pageExtent, 'ExtentValue'), 100_000),
    publisher: childText(publisher, 'PublisherName') ?? childText(child(publishing, 'Imprint'), 'ImprintName'),
    publicationDate: onixDate(childText(publicationDate, 'Date')),
    ageMin: ages.min,
    ageMax: ages.max,
    gradeMin: grades.min,
    gradeMax: grades.max,
    series: titleOf(collectionTitle),
    seriesNumber: smallInteger(childText(collectionTitle, 'PartNumber')),
    contributors: contributorsOf(descriptive),
    categorySubjects: subjects.categorySubjects,
    stock: stockOf(supply),
  };
  return { id: isbn.isbn13, result: { ok: true, product: imported }, unmappedSubjects: subjects.unmapped };
}
