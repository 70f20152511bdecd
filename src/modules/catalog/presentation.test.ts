import { describe, expect, it } from 'vitest';
import { bylineGroups, bylineText, productJsonLd } from './presentation';
import type { AuthorRef, ProductDetail } from './types';

const person = (firstName: string, lastName: string, role: AuthorRef['role']): AuthorRef => ({
  firstName,
  lastName,
  slug: `${lastName}-${firstName}`.toLowerCase(),
  role,
});

describe('bylines', () => {
  it('names authors first, then illustrators, then editors, each with what they did', () => {
    const people = [person('Ed', 'Itor', 'editor'), person('Ann', 'Lee', 'author'), person('Sam', 'Park', 'illustrator'), person('Bo', 'Chan', 'author')];
    expect(bylineText(people)).toBe('by Ann Lee, Bo Chan, illustrated by Sam Park, edited by Ed Itor');
    expect(bylineGroups(people).map((group) => [group.lead, group.people.map((one) => one.lastName)])).toEqual([
      ['by', ['Lee', 'Chan']],
      ['illustrated by', ['Park']],
      ['edited by', ['Itor']],
    ]);
  });

  it('leaves out roles nobody had, and is empty without anyone', () => {
    expect(bylineText([person('Ed', 'Itor', 'editor')])).toBe('edited by Ed Itor');
    expect(bylineText([])).toBe('');
  });

  it('gives schema.org each person under their role', () => {
    const book = {
      productType: 'book',
      sku: '9780000000001',
      title: 'A Book',
      format: 'Hardcover',
      coverUrl: '/covers/9780000000001.svg',
      prices: { currency: 'USD', list: 1000, regular: 1000, sale: null, actual: 1000 },
      authors: [person('Ann', 'Lee', 'author'), person('Sam', 'Park', 'illustrator')],
    } as unknown as ProductDetail;
    const jsonLd = productJsonLd(book, 'us', (path) => `https://shop.example${path}`);
    expect(jsonLd.author).toEqual([{ '@type': 'Person', name: 'Ann Lee' }]);
    expect(jsonLd.illustrator).toEqual([{ '@type': 'Person', name: 'Sam Park' }]);
    expect(jsonLd).not.toHaveProperty('editor');
  });
});
