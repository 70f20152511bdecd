import { mapOnixProduct } from './onix-product';
import { childText, readOnixProducts } from './onix-reader';
import type { SourceRecord } from './types';

/** The records of an ONIX 3.0 file, mapped, in file order. */
export async function* onixRecords(
  input: AsyncIterable<Uint8Array | string>,
  hooks: { onBytes?: (bytes: number) => void; onProblem?: (problem: string) => void } = {},
): AsyncGenerator<SourceRecord> {
  for await (const { record, line, product, xmlError } of readOnixProducts(input, hooks)) {
    if (xmlError) {
      const id = product.children.find((element) => element.name === 'ProductIdentifier');
      yield { record, line, id: childText(id, 'IDValue') ?? childText(product, 'RecordReference'), result: { ok: false, reason: `XML error: ${xmlError}` } };
    } else {
      yield { record, line, ...mapOnixProduct(product) };
    }
  }
}
