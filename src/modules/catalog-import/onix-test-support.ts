import { readOnixProducts, type OnixElement } from './onix-reader';

/** A Product element wrapped into an ONIX message. */
export function onixMessage(...products: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">\n<Header><Sender><SenderName>Test</SenderName></Sender></Header>\n${products.join('\n')}\n</ONIXMessage>\n`;
}

/** The text as a stream of chunks of `size` characters. */
export async function* inChunks(text: string, size = text.length): AsyncGenerator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

export async function readAll(text: string, size?: number) {
  const records = [];
  for await (const record of readOnixProducts(inChunks(text, size))) records.push(record);
  return records;
}

export async function productElement(xml: string): Promise<OnixElement> {
  const [record] = await readAll(onixMessage(xml));
  if (!record) throw new Error('no Product in the XML');
  return record.product;
}
