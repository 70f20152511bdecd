import { describe, expect, it } from 'vitest';
import { checkCsvHeader, CSV_COLUMNS, mapCsvRow } from './csv-row';
import { csvRecords } from './csv-source';
import { ImportFileError } from './errors';
import { inChunks } from './onix-test-support';

const row = (cells: Record<string, string>) => ({ sku: 'T-1', title: 'Kite', product_type: 'toy', format: 'Kit', sites: 'us', price_usd: '9.99', ...cells });
const reason = (cells: Record<string, string>) => {
  const result = mapCsvRow(row(cells));
  return result.ok ? 'accepted' : result.reason;
};

describe('CSV header', () => {
  it('accepts the documented columns in any order and any case', () => {
    expect(checkCsvHeader(['Title', ' sku ', 'product_type', 'format', 'sites'])).toEqual(['title', 'sku', 'product_type', 'format', 'sites']);
    expect(checkCsvHeader([...CSV_COLUMNS].reverse())).toHaveLength(CSV_COLUMNS.length);
  });

  it('names what is unknown, missing or repeated', () => {
    expect(() => checkCsvHeader(['sku', 'title', 'price_us', 'sku'])).toThrow(ImportFileError);
    expect(() => checkCsvHeader(['sku', 'title', 'price_us', 'sku'])).toThrow(
      /unknown column price_us; missing columns product_type, format, sites; repeated column sku/,
    );
  });
});

describe('CSV row validation', () => {
  it('maps a full row, prices as cents', () => {
    expect(
      mapCsvRow(
        row({
          product_type: 'Gift',
          sites: 'ca; us',
          price_cad: '13.49',
          sale_price_usd: '7.5',
          age_min: '3',
          age_max: '',
          stock: '12',
          max_purchase_qty: '4',
          brand: 'Acme',
          description: ' Soft. ',
          tags: 'staff-pick; new-this-week',
          category_subjects: 'Gifts|Stationery;Toys|Plush',
        }),
      ),
    ).toEqual({
      ok: true,
      product: {
        sku: 'T-1',
        isbn13: null,
        productType: 'gift',
        title: 'Kite',
        department: 'Gifts',
        format: 'Kit',
        taxCode: 'GENERAL',
        sites: ['us', 'ca'],
        prices: { us: { price: 999, sale: 750 }, ca: { price: 1349, sale: undefined } },
        description: 'Soft.',
        publisher: 'Acme',
        ageMin: 3,
        ageMax: null,
        stock: 12,
        maxPurchaseQty: 4,
        tags: ['staff-pick', 'new-this-week'],
        categorySubjects: ['Gifts|Stationery', 'Toys|Plush'],
      },
    });
  });

  it('leaves out what the file has no column for, and keeps stock when its cell is empty', () => {
    const result = mapCsvRow(row({ stock: '' }));
    expect(result).toMatchObject({
      ok: true,
      product: { department: 'Toys & Activities', description: undefined, tags: undefined, stock: undefined, prices: { us: { price: 999, sale: undefined } } },
    });
  });

  it('gives every reason a row is refused', () => {
    expect(reason({ price_usd: '' })).toBe('price_usd is required: it is sold in the US');
    expect(reason({ sites: 'us;ca' })).toBe('price_cad is required: it is sold in Canada');
    expect(reason({ price_usd: '9.999' })).toBe('price_usd "9.999" has a fraction of a cent');
    expect(reason({ price_usd: '0' })).toBe('price_usd must be more than 0');
    expect(reason({ sale_price_usd: '9.99' })).toBe('sale_price_usd must be below price_usd');
    expect(reason({ sites: 'uk' })).toBe('sites must be us, ca or us;ca, not "uk"');
    expect(reason({ product_type: 'book' })).toBe('product_type must be toy or gift');
    expect(reason({ sku: '9780306406157' })).toBe('sku is an ISBN-13: books are imported from ONIX');
    expect(reason({ sku: 'has space' })).toMatch(/^sku must be/);
    expect(reason({ title: ' ' })).toBe('title is empty');
    expect(reason({ age_min: '9', age_max: '6' })).toBe('age_min is above age_max');
    expect(reason({ age_min: 'three' })).toBe('age_min must be a whole number from 0 to 18, not "three"');
    expect(reason({ department: 'Garden' })).toMatch(/^department must be one of Books, Kids/);
    expect(reason({ tags: 'Staff Pick' })).toMatch(/^tags must be lowercase/);
    expect(reason({ category_subjects: 'Toys' })).toMatch(/^category_subjects must be Category\|Subject pairs/);
    expect(reason({ title: '', sites: 'mx' })).toBe('title is empty; sites must be us, ca or us;ca, not "mx"');
  });
});

describe('CSV reading', () => {
  const read = async (text: string) => {
    const records = [];
    for await (const record of csvRecords(inChunks(text, 16))) records.push(record);
    return records;
  };

  it('rejects a row that is not valid CSV on its own and reads on', async () => {
    const records = await read(
      'sku,title,product_type,format,sites,price_usd\nT-1,Kite,toy,Kit,us,9.99\nT-2,"Kite, red",toy,Kit,us,9.99,extra\nT-3,Ball,toy,Ball,us,2.50\n',
    );
    expect(records.map(({ record, line, id, result }) => ({ record, line, id, ok: result.ok }))).toEqual([
      { record: 1, line: 2, id: 'T-1', ok: true },
      { record: 2, line: 3, id: null, ok: false },
      { record: 3, line: 4, id: 'T-3', ok: true },
    ]);
    expect(records[1]!.result).toMatchObject({ ok: false, reason: expect.stringMatching(/^not a valid CSV row: /) });
  });

  it('reads quoted cells across lines and a byte order mark', async () => {
    const records = await read('\uFEFFsku,title,product_type,format,sites,price_usd,description\nT-1,Kite,toy,Kit,us,9.99,"Line one\nline two, ""quoted"""\n');
    expect(records[0]!.result).toMatchObject({ ok: true, product: { description: 'Line one\nline two, "quoted"' } });
  });

  it('says where a quote left open swallowed the rest of the file', async () => {
    const records = await read(
      'sku,title,product_type,format,sites,price_usd\nT-1,Kite,toy,Kit,us,9.99\nT-2,"Kite,toy,Kit,us,9.99\nT-3,Ball,toy,Ball,us,2.50\n',
    );
    expect(records.map(({ id, result }) => (result.ok ? id : result.reason))).toEqual([
      'T-1',
      expect.stringMatching(/^not a valid CSV row: Quote Not Closed: .*opening quote/),
    ]);
  });

  it('refuses a file whose header is not ours', async () => {
    await expect(read('name,price\nKite,9.99\n')).rejects.toThrow(ImportFileError);
    await expect(read('"sku,title\n')).rejects.toThrow(/^The header row is not valid CSV: Quote Not Closed/);
    await expect(read('')).rejects.toThrow('The file is empty.');
  });
});
