import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapOnixProduct, onixDate } from './onix-product';
import { productElement, readAll } from './onix-test-support';

/** A sellable Product with `parts` replacing or adding composites. */
function product(
  parts: { identifier?: string; descriptive?: string; collateral?: string; publishing?: string; supply?: string; notification?: string } = {},
): string {
  return `<Product>
    <RecordReference>test-1</RecordReference>
    <NotificationType>${parts.notification ?? '03'}</NotificationType>
    ${parts.identifier ?? '<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9780306406157</IDValue></ProductIdentifier>'}
    <DescriptiveDetail>${parts.descriptive ?? '<ProductForm>BC</ProductForm><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>Test Book</TitleText></TitleElement></TitleDetail>'}</DescriptiveDetail>
    ${parts.collateral ?? ''}
    <PublishingDetail>${parts.publishing ?? '<SalesRights><SalesRightsType>02</SalesRightsType><Territory><RegionsIncluded>WORLD</RegionsIncluded></Territory></SalesRights>'}</PublishingDetail>
    <ProductSupply><SupplyDetail>${parts.supply ?? '<Price><PriceType>01</PriceType><PriceAmount>9.99</PriceAmount><CurrencyCode>USD</CurrencyCode></Price><Price><PriceType>01</PriceType><PriceAmount>12.99</PriceAmount><CurrencyCode>CAD</CurrencyCode></Price>'}</SupplyDetail></ProductSupply>
  </Product>`;
}

const map = async (xml: string) => mapOnixProduct(await productElement(xml));
const mapped = async (xml: string) => {
  const { result } = await map(xml);
  if (!result.ok) throw new Error(result.reason);
  return result.product;
};
const reason = async (xml: string) => {
  const { result } = await map(xml);
  return result.ok ? 'accepted' : result.reason;
};
const titled = (extra: string, form = 'BC') =>
  `<ProductForm>${form}</ProductForm><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>Test Book</TitleText></TitleElement></TitleDetail>${extra}`;

describe('ONIX record mapping', () => {
  it('maps a full record of the sample', async () => {
    const [first] = await readAll(await readFile(path.resolve(import.meta.dirname, '../../../samples/catalog/onix-sample.xml'), 'utf8'));
    expect(mapOnixProduct(first!.product)).toEqual({
      id: '9781990000010',
      unmappedSubjects: [],
      result: {
        ok: true,
        product: {
          sku: '9781990000010',
          isbn13: '9781990000010',
          productType: 'book',
          title: 'The Dinosaur Who Collected Clouds',
          subtitle: 'A Picture Book About Patience',
          description:
            'Every morning, Bramble the dinosaur climbs the tallest hill to catch a cloud in a jar & every evening it drifts away.\n\nA gentle story about waiting, wishing and letting go.',
          department: 'Kids',
          format: 'Hardcover',
          taxCode: 'BOOK',
          sites: ['us', 'ca'],
          prices: { us: { price: 1799 }, ca: { price: 2399 } },
          pages: 32,
          publisher: 'Lantern Books',
          publicationDate: '2026-03-03',
          ageMin: 3,
          ageMax: 5,
          gradeMin: -1,
          gradeMax: 0,
          series: null,
          seriesNumber: null,
          contributors: [
            { firstName: 'Wren', lastName: 'Okafor', role: 'author' },
            { firstName: 'Tomas', lastName: 'Lindqvist', role: 'illustrator' },
          ],
          categorySubjects: ['Fiction|Dinosaurs', 'Fiction|Feelings', 'Fiction|Animals'],
          stock: 120,
        },
      },
    });
  });

  it('needs a valid ISBN-13, taking a GTIN-13 in the ISBN range', async () => {
    expect(
      await reason(product({ identifier: '<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9780306406158</IDValue></ProductIdentifier>' })),
    ).toMatch(/wrong check digit/);
    expect(await reason(product({ identifier: '<ProductIdentifier><ProductIDType>01</ProductIDType><IDValue>X-1</IDValue></ProductIdentifier>' }))).toBe(
      'no ISBN-13 (ProductIdentifier with ProductIDType 15)',
    );
    expect(
      (await mapped(product({ identifier: '<ProductIdentifier><ProductIDType>03</ProductIDType><IDValue>9780306406157</IDValue></ProductIdentifier>' })))
        .isbn13,
    ).toBe('9780306406157');
    expect((await map(product({ identifier: '' }))).id).toBe('test-1');
  });

  it('needs a title and a printed form', async () => {
    expect(await reason(product({ descriptive: '<ProductForm>BC</ProductForm>' }))).toBe('no title (TitleDetail/TitleElement/TitleText)');
    expect(await reason(product({ descriptive: titled('', 'AJ') }))).toBe('ProductForm AJ (audio) is not sold by the shop');
    const prefixed =
      '<ProductForm>BB</ProductForm><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitlePrefix>A</TitlePrefix><TitleWithoutPrefix>Long Night</TitleWithoutPrefix></TitleElement></TitleDetail>';
    expect((await mapped(product({ descriptive: prefixed }))).title).toBe('A Long Night');
  });

  it('refuses updates it cannot apply whole', async () => {
    expect(await reason(product({ notification: '04' }))).toMatch(/block updates/);
    expect(await reason(product({ notification: '05' }))).toMatch(/delete notices/);
  });

  it('needs a price in the currency of each site it is sold on, preferring prices without tax', async () => {
    expect(await reason(product({ supply: '<Price><PriceType>01</PriceType><PriceAmount>9.99</PriceAmount><CurrencyCode>USD</CurrencyCode></Price>' }))).toBe(
      'no CAD price (PriceType 01 or 02) though it is sold in Canada',
    );
    expect(
      await reason(
        product({
          supply:
            '<Price><PriceType>01</PriceType><PriceAmount>9,99</PriceAmount><CurrencyCode>USD</CurrencyCode></Price><Price><PriceType>01</PriceType><PriceAmount>1</PriceAmount><CurrencyCode>CAD</CurrencyCode></Price>',
        }),
      ),
    ).toBe('USD price: "9,99" is not a decimal amount like 12.99');
    expect(
      await reason(
        product({
          supply:
            '<Price><PriceType>01</PriceType><PriceAmount>0.00</PriceAmount><CurrencyCode>USD</CurrencyCode></Price><Price><PriceType>01</PriceType><PriceAmount>1</PriceAmount><CurrencyCode>CAD</CurrencyCode></Price>',
        }),
      ),
    ).toBe('USD price is 0');
    const prices = await mapped(
      product({
        supply:
          '<Price><PriceType>02</PriceType><PriceAmount>10.49</PriceAmount><CurrencyCode>USD</CurrencyCode></Price><Price><PriceType>01</PriceType><PriceAmount>9.99</PriceAmount><CurrencyCode>USD</CurrencyCode></Price><Price><PriceType>02</PriceType><PriceAmount>13.64</PriceAmount><CurrencyCode>CAD</CurrencyCode></Price><Price><PriceType>04</PriceType><PriceAmount>1.00</PriceAmount><CurrencyCode>CAD</CurrencyCode></Price>',
      }),
    );
    expect(prices.prices).toEqual({ us: { price: 999 }, ca: { price: 1364 } });
  });

  it('sells where the rights say, and keeps a book sold nowhere for the catalogue to decide', async () => {
    const usOnly = await mapped(
      product({
        publishing: '<SalesRights><SalesRightsType>01</SalesRightsType><Territory><CountriesIncluded>US</CountriesIncluded></Territory></SalesRights>',
        supply: '<Price><PriceType>01</PriceType><PriceAmount>5</PriceAmount><CurrencyCode>USD</CurrencyCode></Price>',
      }),
    );
    expect(usOnly).toMatchObject({ sites: ['us'], prices: { us: { price: 500 } } });
    expect(await mapped(product({ publishing: '' }))).toMatchObject({ sites: [], prices: { us: { price: 999 }, ca: { price: 1299 } } });
  });

  it('reads contributors in sequence, each person once, with the roles the shop shows', async () => {
    const contributors = await mapped(
      product({
        descriptive: titled(`
          <Contributor><SequenceNumber>3</SequenceNumber><ContributorRole>A12</ContributorRole><PersonName>Martin Luther King Jr.</PersonName></Contributor>
          <Contributor><SequenceNumber>1</SequenceNumber><ContributorRole>A01</ContributorRole><ContributorRole>A12</ContributorRole><NamesBeforeKey>Ursula K.</NamesBeforeKey><KeyNames>Le Guin</KeyNames></Contributor>
          <Contributor><SequenceNumber>2</SequenceNumber><ContributorRole>B06</ContributorRole><PersonName>Translator Person</PersonName></Contributor>
          <Contributor><SequenceNumber>4</SequenceNumber><ContributorRole>B01</ContributorRole><PersonNameInverted>Montgomery, L. M.</PersonNameInverted></Contributor>
          <Contributor><SequenceNumber>5</SequenceNumber><ContributorRole>A12</ContributorRole><NamesBeforeKey>Ursula K.</NamesBeforeKey><KeyNames>Le Guin</KeyNames></Contributor>
          <Contributor><SequenceNumber>6</SequenceNumber><ContributorRole>A01</ContributorRole><PersonName>Plato</PersonName></Contributor>`),
      }),
    );
    expect(contributors.contributors).toEqual([
      { firstName: 'Ursula K.', lastName: 'Le Guin', role: 'author' },
      { firstName: 'Martin Luther', lastName: 'King Jr.', role: 'illustrator' },
      { firstName: 'L. M.', lastName: 'Montgomery', role: 'editor' },
      { firstName: '', lastName: 'Plato', role: 'author' },
    ]);
  });

  it('reads pages, ages, grades, series and stock', async () => {
    const book = await mapped(
      product({
        descriptive: titled(`
          <Collection><CollectionType>10</CollectionType><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>02</TitleElementLevel><PartNumber>3</PartNumber><TitleText>Moon Series</TitleText></TitleElement></TitleDetail></Collection>
          <Extent><ExtentType>22</ExtentType><ExtentValue>9000</ExtentValue><ExtentUnit>02</ExtentUnit></Extent>
          <Extent><ExtentType>11</ExtentType><ExtentValue>210</ExtentValue><ExtentUnit>03</ExtentUnit></Extent>
          <AudienceRange><AudienceRangeQualifier>18</AudienceRangeQualifier><AudienceRangePrecision>01</AudienceRangePrecision><AudienceRangeValue>8</AudienceRangeValue></AudienceRange>
          <AudienceRange><AudienceRangeQualifier>26</AudienceRangeQualifier><AudienceRangePrecision>03</AudienceRangePrecision><AudienceRangeValue>3</AudienceRangeValue></AudienceRange>`),
        supply:
          '<Stock><OnHand>4</OnHand></Stock><Stock><OnHand>6</OnHand></Stock><Price><PriceType>01</PriceType><PriceAmount>9.99</PriceAmount><CurrencyCode>USD</CurrencyCode></Price><Price><PriceType>01</PriceType><PriceAmount>12.99</PriceAmount><CurrencyCode>CAD</CurrencyCode></Price>',
      }),
    );
    expect(book).toMatchObject({
      series: 'Moon Series',
      seriesNumber: 3,
      pages: 210,
      ageMin: 8,
      ageMax: 8,
      gradeMin: 3,
      gradeMax: null,
      stock: 10,
      department: 'Kids',
    });
    expect((await mapped(product())).stock).toBeUndefined();
  });

  it('maps subjects to categories and reports the unknown ones', async () => {
    const { result, unmappedSubjects } = await map(
      product({
        descriptive: titled(`
          <Subject><SubjectSchemeIdentifier>10</SubjectSchemeIdentifier><SubjectCode>JNF003000</SubjectCode></Subject>
          <Subject><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectCode>YNT</SubjectCode></Subject>
          <Subject><SubjectSchemeIdentifier>10</SubjectSchemeIdentifier><SubjectCode>JNF999000</SubjectCode></Subject>
          <Subject><SubjectSchemeIdentifier>94</SubjectSchemeIdentifier><SubjectCode>1KBC</SubjectCode></Subject>
          <Subject><SubjectSchemeIdentifier>20</SubjectSchemeIdentifier><SubjectHeadingText>owls</SubjectHeadingText></Subject>`),
      }),
    );
    expect(result).toMatchObject({ ok: true, product: { categorySubjects: ['Nonfiction|Animals', 'Nonfiction|Science'], department: 'Nonfiction' } });
    expect(unmappedSubjects).toEqual(['BISAC JNF999000']);
  });

  it('turns descriptions into plain text and prefers the long one', async () => {
    const texts = (format: string, body: string) =>
      `<CollateralDetail><TextContent><TextType>02</TextType><Text>Short.</Text></TextContent><TextContent><TextType>03</TextType><Text${format}>${body}</Text></TextContent></CollateralDetail>`;
    expect(
      (await mapped(product({ collateral: texts(' textformat="02"', '&lt;p&gt;One &amp;amp; two&lt;/p&gt;&lt;p&gt;Three&lt;br/&gt;four&lt;/p&gt;') })))
        .description,
    ).toBe('One & two\n\nThree\nfour');
    expect((await mapped(product({ collateral: texts(' textformat="06"', 'x &lt; y, plainly') }))).description).toBe('x < y, plainly');
    expect(
      (await mapped(product({ collateral: '<CollateralDetail><TextContent><TextType>02</TextType><Text>Short.</Text></TextContent></CollateralDetail>' })))
        .description,
    ).toBe('Short.');
  });

  it('reads ONIX dates', () => {
    expect(onixDate('20260303')).toBe('2026-03-03');
    expect(onixDate('202609')).toBe('2026-09-01');
    expect(onixDate('2026')).toBe('2026-01-01');
    expect(onixDate('2026-02-28')).toBe('2026-02-28');
    expect(onixDate('20260231')).toBeNull();
    expect(onixDate('next spring')).toBeNull();
    expect(onixDate(null)).toBeNull();
  });
});
