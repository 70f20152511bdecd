/**
 * ONIX 3.0 ProductForm (code list 150) and ProductFormDetail (list 175) to the shop's formats. The shop sells printed
 * books and boxed sets; any other form (audio, digital, film, merchandise…) is refused with its code.
 *
 * | ProductForm | format |
 * |---|---|
 * | BB hardback, BG leather / fine binding | Hardcover |
 * | BA book, detail unspecified | Hardcover (the trade's usual meaning when a feed does not say) |
 * | BC paperback / softback, BF pamphlet | Paperback |
 * | BE spiral bound | Spiral-bound |
 * | BH board book | Board Book |
 * | BI rag, BJ bath, BK novelty, BP foam book | Novelty Book |
 * | SA–SF multiple-component retail product (boxed, slip-cased, shrink-wrapped…) | Boxed Set |
 *
 * A ProductFormDetail overrides the binding of any B* form: B306 library binding → Library Binding; B311 comb,
 * B312 Wire-O, B314 coiled wire → Spiral-bound.
 */
const FORMS: Record<string, string> = {
  BA: 'Hardcover',
  BB: 'Hardcover',
  BG: 'Hardcover',
  BC: 'Paperback',
  BF: 'Paperback',
  BE: 'Spiral-bound',
  BH: 'Board Book',
  BI: 'Novelty Book',
  BJ: 'Novelty Book',
  BK: 'Novelty Book',
  BP: 'Novelty Book',
  SA: 'Boxed Set',
  SB: 'Boxed Set',
  SC: 'Boxed Set',
  SD: 'Boxed Set',
  SE: 'Boxed Set',
  SF: 'Boxed Set',
};

const BINDING_DETAILS: Record<string, string> = {
  B306: 'Library Binding',
  B311: 'Spiral-bound',
  B312: 'Spiral-bound',
  B314: 'Spiral-bound',
};

const FORM_FAMILIES: Record<string, string> = {
  A: 'audio',
  B: 'a book form the shop does not sell',
  C: 'a map or atlas',
  D: 'digital on a physical carrier',
  E: 'digital',
  F: 'film or transparency',
  L: 'a licence',
  M: 'microform',
  P: 'miscellaneous print',
  V: 'video',
  X: 'trade-only material',
  Z: 'general merchandise',
};

export type FormatResult = { ok: true; format: string } | { ok: false; reason: string };

export function bookFormat(productForm: string | null, productFormDetails: readonly string[]): FormatResult {
  if (!productForm) return { ok: false, reason: 'no ProductForm' };
  const form = productForm.trim().toUpperCase();
  const format = FORMS[form];
  if (!format) {
    const family = FORM_FAMILIES[form[0] ?? ''] ?? 'not a printed book';
    return { ok: false, reason: `ProductForm ${form} (${family}) is not sold by the shop` };
  }
  if (form.startsWith('B')) {
    const binding = productFormDetails.map((detail) => BINDING_DETAILS[detail.trim().toUpperCase()]).find(Boolean);
    if (binding) return { ok: true, format: binding };
  }
  return { ok: true, format };
}
