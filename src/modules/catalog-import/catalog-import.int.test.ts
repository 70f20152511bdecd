import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { bylineText } from '@/modules/catalog';
import { catalogueRevisionNumber, getProduct, productsBySkuOrIsbn } from '@/modules/catalog/index.server';
import { createIndexedSearchEngine } from '@/modules/search/index.server';
import { describeEachDatabase, tableCount } from '../../../tests/support/databases';
import { ImportFileError } from './errors';
import { importCatalogue } from './import.server';
import type { ImportFormat, ImportReport } from './types';

const SAMPLES = path.resolve(import.meta.dirname, '../../../samples/catalog');
let onixSample: string;
let csvSample: string;

beforeAll(async () => {
  onixSample = await readFile(path.join(SAMPLES, 'onix-sample.xml'), 'utf8');
  csvSample = await readFile(path.join(SAMPLES, 'toys-sample.csv'), 'utf8');
});

/** The text in 256-byte chunks, so records and multi-byte characters straddle chunk boundaries as they do in a real stream. */
async function* chunks(text: string): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let start = 0; start < bytes.length; start += 256) yield bytes.subarray(start, start + 256);
}

describeEachDatabase('catalogue import', (database) => {
  const run = (text: string, format: ImportFormat, options: { dryRun?: boolean; batchSize?: number } = {}): Promise<ImportReport> =>
    importCatalogue(database().db, chunks(text), { format, ...options });
  const revision = () => catalogueRevisionNumber(database().db);
  const counts = async () => ({
    products: await tableCount(database().db, 'products'),
    authors: await tableCount(database().db, 'authors'),
    links: await tableCount(database().db, 'product_authors'),
  });
  const row = async (sku: string) => (await productsBySkuOrIsbn(database().db, [sku], []))[0]!.row;
  const search = createIndexedSearchEngine(async () => database().db, { maxStalenessMs: 0 });
  // The ONIX text last imported: each test changes the catalogue from where the previous one left it.
  let onix = '';

  it('imports the ONIX sample: good books created, bad records rejected with where and why', async () => {
    // The search index is built before the import, as in a running shop.
    expect((await search.search({ site: 'us', q: 'clockwork orchard', filters: [] })).total).toBe(0);

    onix = onixSample;
    const report = await run(onix, 'onix', { batchSize: 3 });
    expect(report).toMatchObject({ read: 11, created: 7, updated: 0, unchanged: 0, rejected: 4, problems: [] });
    expect(report.rejections.map(({ record, id, reason }) => ({ record, id, reason }))).toEqual([
      { record: 5, id: '9781990000059', reason: 'ISBN-13 9781990000059 has a wrong check digit (9; 978199000005 needs 8)' },
      { record: 6, id: '9781990000065', reason: 'no CAD price (PriceType 01 or 02) though it is sold in Canada' },
      { record: 10, id: '9781990000102', reason: expect.stringMatching(/^not for sale in the US or Canada/) },
      { record: 11, id: '9781990000119', reason: 'ProductForm ED (digital) is not sold by the shop' },
    ]);
    expect(report.rejections[0]!.line).toBeGreaterThan(200);
    expect(report.unmappedSubjects).toEqual([{ code: 'BISAC JUV031000', records: 1 }]);
    expect(await counts()).toEqual({ products: 7, authors: 9, links: 9 });
  });

  it('maps the fields of a book as the shop shows it', async () => {
    const book = (await getProduct('9781990000010', 'us', database().db))!;
    expect(book).toMatchObject({
      title: 'The Dinosaur Who Collected Clouds',
      subtitle: 'A Picture Book About Patience',
      productType: 'book',
      department: 'Kids',
      format: 'Hardcover',
      isbn13: '9781990000010',
      pages: 32,
      publisher: 'Lantern Books',
      publicationDate: '2026-03-03',
      ageRange: 'Ages 3 to 5',
      gradeRange: 'Grades Pre-K to K',
      availableOn: ['us', 'ca'],
      stock: 120,
      taxCode: 'BOOK',
      maxPurchaseQty: 10,
      prices: { currency: 'USD', list: 1799, regular: 1799, sale: null, actual: 1799 },
      authors: [
        { firstName: 'Wren', lastName: 'Okafor', slug: 'okafor-wren', role: 'author' },
        { firstName: 'Tomas', lastName: 'Lindqvist', slug: 'lindqvist-tomas', role: 'illustrator' },
      ],
      categorySubjects: [
        { category: 'Fiction', subject: 'Dinosaurs' },
        { category: 'Fiction', subject: 'Feelings' },
        { category: 'Fiction', subject: 'Animals' },
      ],
    });
    expect(book.description).toBe(
      'Every morning, Bramble the dinosaur climbs the tallest hill to catch a cloud in a jar & every evening it drifts away.\n\nA gentle story about waiting, wishing and letting go.',
    );
    expect((await getProduct('9781990000010', 'ca', database().db))!.prices).toEqual({ currency: 'CAD', list: 2399, regular: 2399, sale: null, actual: 2399 });
    const roles = await queryRows<{ name: string; role: string; position: number }>(
      database().db,
      sql`SELECT a.first_name || ' ' || a.last_name AS name, pa.role, pa.position FROM product_authors pa JOIN authors a ON a.id = pa.author_id JOIN products p ON p.id = pa.product_id WHERE p.sku = '9781990000072' ORDER BY pa.position`,
    );
    expect(roles).toEqual([
      { name: 'Henrietta van der Berg', role: 'editor', position: 0 },
      { name: 'Kofi Mensah', role: 'illustrator', position: 1 },
    ]);
    // The shop names each person for what they did.
    expect(bylineText(book.authors)).toBe('by Wren Okafor, illustrated by Tomas Lindqvist');
    expect(bylineText((await getProduct('9781990000072', 'us', database().db))!.authors)).toBe('illustrated by Kofi Mensah, edited by Henrietta van der Berg');
    expect(await row('9781990000072')).toMatchObject({ authorNames: 'Henrietta van der Berg; Kofi Mensah', listPriceUsd: 1200, listPriceCad: 1550, stock: 30 });
    expect(await row('9781990000027')).toMatchObject({
      series: 'The Raven Island Mysteries',
      seriesNumber: 2,
      department: 'Tweens',
      listPriceUsd: 899,
      stock: 0,
      categorySubjects: ['Fiction|Mystery'],
    });
  });

  it('sells each book only where its rights allow', async () => {
    const domains = async (sku: string) => (await row(sku)).domainRestrictions;
    expect(await domains('9781990000034')).toEqual(['.com']);
    expect(await domains('9781990000041')).toEqual(['.ca']);
    expect(await domains('9781990000072')).toEqual(['.com', '.ca']);
    expect(await getProduct('9781990000034', 'ca', database().db)).toBeNull();
    expect(await getProduct('9781990000041', 'us', database().db)).toBeNull();
    expect((await getProduct('9781990000041', 'ca', database().db))!).toMatchObject({
      format: 'Library Binding',
      department: 'Nonfiction',
      prices: { actual: 2495 },
    });
  });

  it('makes imported books searchable in a running process, without a restart', async () => {
    const found = await search.search({ site: 'us', q: 'clockwork orchard', filters: [] });
    expect(found.items.map((item) => item.sku)).toEqual(['9781990000089']);
    expect((await search.search({ site: 'ca', q: 'crown of salt', filters: [] })).total).toBe(0);
    expect((await search.autocomplete('us', 'okaf')).authors.map((author) => author.text)).toContain('Wren Okafor');
  });

  it('imports the CSV sample of toys and gifts', async () => {
    const report = await run(csvSample, 'csv');
    expect(report).toMatchObject({ read: 8, created: 5, updated: 0, unchanged: 0, rejected: 3 });
    expect(report.rejections.map(({ line, id, reason }) => ({ line, id, reason }))).toEqual([
      { line: 7, id: 'T-GAM-0106', reason: 'age_max must be a whole number from 0 to 18, not "99"' },
      { line: 8, id: 'T-ART-0107', reason: 'sale_price_usd must be below price_usd' },
      { line: 9, id: 'G-TOT-0108', reason: 'sites must be us, ca or us;ca, not "us;mx"' },
    ]);
    expect(await row('T-PLU-0102')).toMatchObject({
      productType: 'toy',
      department: 'Toys & Activities',
      format: 'Plush',
      publisher: 'Riverbend Books',
      ageMin: 3,
      ageMax: null,
      listPriceUsd: 1499,
      regularPriceUsd: 1499,
      salePriceUsd: 1199,
      actualPriceUsd: 1199,
      listPriceCad: 1999,
      salePriceCad: 1599,
      actualPriceCad: 1599,
      stock: 150,
      taxCode: 'GENERAL',
      domainRestrictions: ['.com', '.ca'],
      categorySubjects: ['Toys|Plush'],
    });
    expect(await row('G-JOU-0104')).toMatchObject({
      productType: 'gift',
      department: 'Gifts',
      domainRestrictions: ['.ca'],
      listPriceCad: 1299,
      listPriceUsd: 0,
    });
    expect(await row('T-KIT-0103')).toMatchObject({ tags: ['new-this-week'], description: 'Mix it, pour it and watch it erupt. Safe for the kitchen table.' });
  });

  it('changes nothing when the same files come again', async () => {
    const before = { counts: await counts(), revision: await revision(), updatedAt: (await row('9781990000010')).updatedAt };
    expect(await run(onixSample, 'onix')).toMatchObject({ read: 11, created: 0, updated: 0, unchanged: 7, rejected: 4 });
    expect(await run(csvSample, 'csv')).toMatchObject({ read: 8, created: 0, updated: 0, unchanged: 5, rejected: 3 });
    expect(await counts()).toEqual(before.counts);
    expect(await revision()).toBe(before.revision);
    expect((await row('9781990000010')).updatedAt).toEqual(before.updatedAt);
  });

  it('updates what a second file changed, and nothing else', async () => {
    const before = await counts();
    const repriced = onix
      .replace('<PriceAmount>17.99</PriceAmount>', '<PriceAmount>18.49</PriceAmount>')
      .replace('<TitleText>The Lighthouse Cipher</TitleText>', '<TitleText>The Lighthouse Cipher Returns</TitleText>');
    expect(await run(repriced, 'onix', { dryRun: true })).toMatchObject({ created: 0, updated: 2, unchanged: 5, rejected: 4 });
    expect((await row('9781990000010')).listPriceUsd).toBe(1799);

    const revisionBefore = await revision();
    onix = repriced;
    expect(await run(onix, 'onix')).toMatchObject({ created: 0, updated: 2, unchanged: 5, rejected: 4 });
    expect(await row('9781990000010')).toMatchObject({ listPriceUsd: 1849, regularPriceUsd: 1849, actualPriceUsd: 1849, listPriceCad: 2399, stock: 120 });
    expect((await row('9781990000027')).title).toBe('The Lighthouse Cipher Returns');
    expect(await counts()).toEqual(before);
    expect(await revision()).toBeGreaterThan(revisionBefore);
    expect((await search.search({ site: 'us', q: 'cipher returns', filters: [] })).items.map((item) => item.sku)).toEqual(['9781990000027']);

    const cheaperPuzzle = csvSample
      .replace('T-PUZ-0101,Solar System Floor Puzzle (48 pieces),toy,,Puzzle,', 'T-PUZ-0101,Solar System Floor Puzzle (48 pieces),toy,,Floor Puzzle,')
      .replace(',4,8,16.99,21.99,,,80,', ',4,8,15.99,21.99,12.99,,80,');
    expect(await run(cheaperPuzzle, 'csv')).toMatchObject({ created: 0, updated: 1, unchanged: 4, rejected: 3 });
    expect(await row('T-PUZ-0101')).toMatchObject({ format: 'Floor Puzzle', listPriceUsd: 1599, salePriceUsd: 1299, actualPriceUsd: 1299 });
  });

  it('keeps the stock when the file does not know it, and takes it when it does', async () => {
    await database().db.execute(sql`UPDATE products SET stock = 7 WHERE sku = '9781990000027'`);
    expect(await run(onix, 'onix')).toMatchObject({ updated: 0, unchanged: 7 });
    expect((await row('9781990000027')).stock).toBe(7);
    onix = onix.replace('<OnHand>120</OnHand>', '<OnHand>95</OnHand>');
    expect(await run(onix, 'onix')).toMatchObject({ updated: 1, unchanged: 6 });
    expect((await row('9781990000010')).stock).toBe(95);
  });

  it('withdraws a book whose rights no longer cover the US or Canada', async () => {
    const withdrawn = onix.replace(
      '<Territory><CountriesIncluded>CA</CountriesIncluded></Territory>',
      '<Territory><CountriesIncluded>FR</CountriesIncluded></Territory>',
    );
    expect(await run(withdrawn, 'onix')).toMatchObject({ updated: 1, unchanged: 6, rejected: 4 });
    expect(await row('9781990000041')).toMatchObject({ domainRestrictions: [], listPriceCad: 2495 });
    expect(await getProduct('9781990000041', 'ca', database().db)).toBeNull();
  });

  it('imports a key repeated in one file once', async () => {
    const twice = csvSample.trimEnd() + '\n' + csvSample.split('\n')[1]!.replace('16.99', '99.99') + '\n';
    const report = await run(twice, 'csv');
    expect(report.rejections.at(-1)).toMatchObject({
      line: 10,
      id: 'T-PUZ-0101',
      reason: 'SKU T-PUZ-0101 already came at record 1; only the first is imported',
    });
    expect((await row('T-PUZ-0101')).listPriceUsd).toBe(1699);
    expect(await run(twice, 'csv')).toMatchObject({ created: 0, updated: 0, unchanged: 5, rejected: 4 });
  });

  it('rejects a row the database refuses and writes the rest of its batch', async () => {
    const header = csvSample.split('\n')[0];
    const withNul = `${header}\nT-NUL-1,Null\u0000Kite,toy,,Kite,,,,,5.00,6.50,,,1,us;ca,,\nT-OK-2,Paper Kite,toy,,Kite,,,,,5.00,6.50,,,1,us;ca,,\n`;
    const report = await run(withNul, 'csv');
    expect(report).toMatchObject({ created: 1, rejected: 1 });
    expect(report.rejections[0]).toMatchObject({ id: 'T-NUL-1', reason: expect.stringMatching(/^the database refused it: /) });
    expect((await row('T-OK-2')).title).toBe('Paper Kite');
  });

  it('refuses a file that is not what it says, writing nothing', async () => {
    const before = await counts();
    await expect(run(csvSample, 'onix')).rejects.toThrow(ImportFileError);
    await expect(run('<html><body>not ONIX</body></html>', 'onix')).rejects.toThrow(/root element is <html>/);
    await expect(run(onixSample, 'csv')).rejects.toThrow(ImportFileError);
    await expect(run('sku,title,colour\nT-1,Kite,red\n', 'csv')).rejects.toThrow(/unknown column colour; missing columns product_type, format, sites/);
    expect(await counts()).toEqual(before);
  });
});
