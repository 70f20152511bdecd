import { describe, expect, it } from 'vitest';
import { ImportFileError } from './errors';
import { childText, readOnixProducts } from './onix-reader';
import { inChunks, onixMessage, readAll } from './onix-test-support';

const product = (isbn: string, title: string) =>
  `<Product><RecordReference>r-${isbn}</RecordReference><ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn}</IDValue></ProductIdentifier><DescriptiveDetail><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail></DescriptiveDetail></Product>`;

const titleOf = (element: Parameters<typeof childText>[0]) =>
  childText(
    element?.children.find((c) => c.name === 'DescriptiveDetail')?.children[0]?.children.find((c) => c.name === 'TitleElement'),
    'TitleText',
  );

describe('reading ONIX as a stream', () => {
  it('yields each Product with its record number and line', async () => {
    const records = await readAll(onixMessage(product('9780306406157', 'One'), product('9781990000010', 'Two')));
    expect(records.map((record) => ({ record: record.record, line: record.line, title: titleOf(record.product) }))).toEqual([
      { record: 1, line: 4, title: 'One' },
      { record: 2, line: 5, title: 'Two' },
    ]);
  });

  it('reads the same records whatever the chunks, even split inside a multi-byte character', async () => {
    const xml = onixMessage(product('9780306406157', 'Émile &amp; the Éclair — “Été”'), product('9781990000010', 'Tw&amp;o'));
    const whole = await readAll(xml);
    const bytes = new TextEncoder().encode(xml);
    async function* byteChunks() {
      for (let start = 0; start < bytes.length; start += 7) yield bytes.subarray(start, start + 7);
    }
    const split = [];
    for await (const record of readOnixProducts(byteChunks())) split.push(record);
    expect(split).toEqual(whole);
    expect(titleOf(split[0]!.product)).toBe('Émile & the Éclair — “Été”');
    expect(await readAll(xml, 1)).toEqual(whole);
  });

  it('reads short tags as their reference names', async () => {
    const short = `<?xml version="1.0"?><ONIXmessage release="3.0"><header/><product><a001>r1</a001><productidentifier><b221>15</b221><b244>9780306406157</b244></productidentifier><descriptivedetail><titledetail><b202>01</b202><titleelement><x409>01</x409><b203>Short</b203></titleelement></titledetail></descriptivedetail></product></ONIXmessage>`;
    const [record] = await readAll(short);
    expect(childText(record!.product, 'RecordReference')).toBe('r1');
    expect(titleOf(record!.product)).toBe('Short');
  });

  it('keeps a Text’s XHTML in document order, escaping its text', async () => {
    const [record] = await readAll(
      onixMessage(
        `<Product><CollateralDetail><TextContent><Text textformat="05"><p>A <em>b</em> c &lt; d</p></Text></TextContent></CollateralDetail></Product>`,
      ),
    );
    expect(record!.product.children[0]!.children[0]!.children[0]!.text).toBe('<p>A <em>b</em> c &lt; d</p>');
  });

  it('rejects the record an XML error is in and reads on', async () => {
    const records = await readAll(onixMessage(product('9780306406157', 'Bad &nbsp; entity'), product('9781990000010', 'Fine')));
    expect(records).toHaveLength(2);
    expect(records[0]!.xmlError).toMatch(/undefined entity/);
    expect(records[1]!.xmlError).toBeUndefined();
  });

  it('rejects a record the file ends in', async () => {
    const cut = onixMessage(product('9780306406157', 'One'), product('9781990000010', 'Two')).slice(0, -60);
    const records = await readAll(cut);
    expect(records.map((record) => record.xmlError ?? 'ok')).toEqual(['ok', expect.stringMatching(/.+/)]);
  });

  it('refuses what is not an ONIX 3.0 message in UTF-8', async () => {
    await expect(readAll('')).rejects.toThrow(new ImportFileError('The file is empty.'));
    await expect(readAll('sku,title\nT-1,Kite\n')).rejects.toThrow(/not an XML file/);
    await expect(readAll('<?xml version="1.0"?><rss><channel/></rss>')).rejects.toThrow(/root element is <rss>/);
    await expect(readAll('<ONIXMessage release="2.1"><Product/></ONIXMessage>')).rejects.toThrow(/ONIX 2.1 message/);
    await expect(readAll('<?xml version="1.0" encoding="ISO-8859-1"?><ONIXMessage release="3.0"/>')).rejects.toThrow(/encoded as ISO-8859-1/);
  });

  it('holds no more than the records of one chunk', async () => {
    const many = onixMessage(...Array.from({ length: 200 }, (_, index) => product('9780306406157', `Book ${index}`)));
    let pulled = 0;
    async function* counted() {
      for await (const chunk of inChunks(many, 512)) {
        pulled += 1;
        yield chunk;
      }
    }
    const reader = readOnixProducts(counted());
    await reader.next();
    expect(pulled).toBeLessThanOrEqual(2);
    await reader.return(undefined);
  });
});
