import { describe, expect, it } from 'vitest';
import { bookFormat } from './book-format';

describe('ONIX product form to format', () => {
  it('maps the printed book forms', () => {
    expect(bookFormat('BB', [])).toEqual({ ok: true, format: 'Hardcover' });
    expect(bookFormat('BA', [])).toEqual({ ok: true, format: 'Hardcover' });
    expect(bookFormat('BC', ['B106'])).toEqual({ ok: true, format: 'Paperback' });
    expect(bookFormat('BH', [])).toEqual({ ok: true, format: 'Board Book' });
    expect(bookFormat('BE', [])).toEqual({ ok: true, format: 'Spiral-bound' });
    expect(bookFormat('BJ', [])).toEqual({ ok: true, format: 'Novelty Book' });
    expect(bookFormat('SB', [])).toEqual({ ok: true, format: 'Boxed Set' });
    expect(bookFormat(' bc ', [])).toEqual({ ok: true, format: 'Paperback' });
  });

  it('lets the binding detail override the form', () => {
    expect(bookFormat('BB', ['B306'])).toEqual({ ok: true, format: 'Library Binding' });
    expect(bookFormat('BC', ['B221', 'B312'])).toEqual({ ok: true, format: 'Spiral-bound' });
    expect(bookFormat('SB', ['B306'])).toEqual({ ok: true, format: 'Boxed Set' });
  });

  it('refuses forms the shop does not sell, saying what they are', () => {
    expect(bookFormat('ED', [])).toEqual({ ok: false, reason: 'ProductForm ED (digital) is not sold by the shop' });
    expect(bookFormat('AC', [])).toEqual({ ok: false, reason: 'ProductForm AC (audio) is not sold by the shop' });
    expect(bookFormat('BZ', [])).toMatchObject({ ok: false });
    expect(bookFormat(null, [])).toEqual({ ok: false, reason: 'no ProductForm' });
  });
});
