import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaxRegionSet } from '@/modules/regions';
import { taxComponentsFor, type TaxClass } from './tax-rates';
import { allocate, orderTotals, taxOn, type TotalsInput } from './totals';

describe('allocate', () => {
  it('splits in proportion, largest remainder first, summing exactly', () => {
    expect(allocate(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(10, [300, 100])).toEqual([8, 2]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });

  it('gives the cents left over to the largest fractions, the earlier part first on a tie, never a negative part', () => {
    // 10 over 19:11 is 6.33 and 3.67: the second has the larger fraction.
    expect(allocate(10, [19, 11])).toEqual([6, 4]);
    expect(allocate(10, [11, 19])).toEqual([4, 6]);
    expect(allocate(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(allocate(2, [5, 5, 5])).toEqual([1, 1, 0]);
    expect(allocate(10, [3, 2])).toEqual([3, 2]);
    expect(allocate(5, [0, 10])).toEqual([0, 5]);
    expect(allocate(-5, [10, 10])).toEqual([0, 0]);
    expect(allocate(5, [])).toEqual([]);
  });

  it('never gives a part more than its weight, and adds up to min(total, Σ weights)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.array(fc.nat({ max: 50_000 }), { minLength: 1, maxLength: 12 }), (total, weights) => {
        const parts = allocate(total, weights);
        parts.forEach((part, index) => expect(part).toBeLessThanOrEqual(weights[index]!));
        expect(parts.reduce((a, b) => a + b, 0)).toBe(
          Math.min(
            total,
            weights.reduce((a, b) => a + b, 0),
          ),
        );
      }),
    );
  });
});

describe('taxOn', () => {
  it('rounds to the nearest cent, half a cent up', () => {
    // 19.99 at 4% = 79.96 cents; at 7.25% = 144.93 cents; at 9.975% = 199.40 cents.
    expect(taxOn(1999, 4000)).toBe(80);
    expect(taxOn(1999, 7250)).toBe(145);
    expect(taxOn(1999, 9975)).toBe(199);
    // Exactly half a cent: 10 cents at 5%, 30 cents at 5%.
    expect(taxOn(10, 5000)).toBe(1);
    expect(taxOn(30, 5000)).toBe(2);
    // Under half a cent rounds to nothing: 9 cents at 5% = 0.45.
    expect(taxOn(9, 5000)).toBe(0);
    expect(taxOn(0, 13000)).toBe(0);
    expect(taxOn(100_000, 6875)).toBe(6875);
  });
});

const REGIONS: Array<[TaxRegionSet, string]> = [
  ['us-states', 'NY'],
  ['us-states', 'CA'],
  ['us-states', 'OR'],
  ['ca-provinces', 'ON'],
  ['ca-provinces', 'QC'],
  ['ca-provinces', 'BC'],
  ['ca-provinces', 'AB'],
];
const line = fc.record({
  unitCents: fc.integer({ min: 1, max: 20_000 }),
  quantity: fc.integer({ min: 1, max: 10 }),
  taxClass: fc.constantFrom<TaxClass>('BOOK', 'GENERAL', 'NONE'),
  format: fc.constantFrom('Paperback', 'Hardcover', 'Toy'),
});
const input = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 8 }),
    couponPercent: fc.integer({ min: 0, max: 100 }),
    promotionCents: fc.nat({ max: 3000 }),
    shippingCents: fc.constantFrom(0, 599, 799),
    region: fc.constantFrom(...REGIONS),
    giftCards: fc.array(fc.nat({ max: 30_000 }), { maxLength: 3 }),
  })
  .map(({ lines, couponPercent, promotionCents, shippingCents, region, giftCards }): TotalsInput => {
    const keyed = lines.map((entry, index) => ({
      ...entry,
      key: `l${index}`,
      discountable: entry.taxClass !== 'NONE',
      giftCardPayable: entry.taxClass !== 'NONE',
    }));
    const discountable = keyed.filter((entry) => entry.discountable).reduce((sum, entry) => sum + entry.unitCents * entry.quantity, 0);
    const paperbacks = keyed
      .filter((entry) => entry.discountable && entry.format === 'Paperback')
      .reduce((sum, entry) => sum + entry.unitCents * entry.quantity, 0);
    const promotion = Math.min(promotionCents, paperbacks);
    const coupon = Math.round(((discountable - promotion) * couponPercent) / 100);
    return {
      lines: keyed,
      discounts: [
        { type: 'promotion', label: 'Paperbacks', cents: promotion, format: 'Paperback' },
        { type: 'coupon', label: 'Coupon', cents: coupon, format: null },
      ],
      shippingCents,
      taxes: taxComponentsFor(region[0], region[1]),
      giftCards: giftCards.map((balanceCents, index) => ({ id: index + 1, balanceCents })),
    };
  });

describe('orderTotals', () => {
  it('total = Σ lines − discounts + shipping + tax, due = total − gift cards, all in whole cents, for random carts', () => {
    fc.assert(
      fc.property(input, (totalsInput) => {
        const totals = orderTotals(totalsInput);
        const lines = totalsInput.lines.reduce((sum, entry) => sum + entry.unitCents * entry.quantity, 0);
        expect(totals.itemsCents).toBe(lines);
        expect(totals.discountCents).toBe(totalsInput.discounts.reduce((sum, discount) => sum + discount.cents, 0));
        expect(totals.totalCents).toBe(lines - totals.discountCents + totals.shippingCents + totals.taxCents);
        expect(totals.amountDueCents).toBe(totals.totalCents - totals.giftCardCents);
        expect(totals.amountDueCents).toBeGreaterThanOrEqual(0);
        expect(totals.lines.reduce((sum, entry) => sum + entry.discountCents, 0)).toBe(totals.discountCents);
        expect(totals.lines.reduce((sum, entry) => sum + entry.taxCents, 0)).toBe(totals.taxCents);
        expect(totals.taxLines.reduce((sum, tax) => sum + tax.cents, 0)).toBe(totals.taxCents);
        for (const entry of totals.lines) expect(entry.discountCents).toBeLessThanOrEqual(entry.lineCents);
        totals.giftCards.forEach((card) => expect(card.cents).toBeLessThanOrEqual(totalsInput.giftCards.find((given) => given.id === card.id)!.balanceCents));
        for (const value of [totals.totalCents, totals.taxCents, totals.giftCardCents]) expect(Number.isInteger(value)).toBe(true);
        // eCards (tax class NONE) take neither discount nor tax, and gift cards never pay for them.
        totalsInput.lines.forEach((entry, index) => {
          if (entry.taxClass === 'NONE') expect(totals.lines[index]).toMatchObject({ discountCents: 0, taxCents: 0 });
        });
        const eCards = totalsInput.lines.filter((entry) => entry.taxClass === 'NONE').reduce((sum, entry) => sum + entry.unitCents * entry.quantity, 0);
        expect(totals.amountDueCents).toBeGreaterThanOrEqual(eCards);
        const balances = totalsInput.giftCards.reduce((sum, card) => sum + card.balanceCents, 0);
        expect(totals.giftCardCents).toBe(Math.min(balances, totals.totalCents - eCards));
      }),
    );
  });

  it('takes a promotion off its format only, and the coupon off everything discountable', () => {
    const totals = orderTotals({
      lines: [
        { key: 'pb', unitCents: 1000, quantity: 2, taxClass: 'BOOK', format: 'Paperback', discountable: true },
        { key: 'toy', unitCents: 2000, quantity: 1, taxClass: 'GENERAL', format: 'Toy', discountable: true },
        { key: 'card', unitCents: 2500, quantity: 1, taxClass: 'NONE', format: 'eCard', discountable: false },
      ],
      discounts: [
        { type: 'promotion', label: 'Buy 2 paperbacks', cents: 200, format: 'Paperback' },
        { type: 'coupon', label: 'WELCOME10', cents: 380, format: null },
      ],
      shippingCents: 0,
      taxes: taxComponentsFor('ca-provinces', 'ON'),
      giftCards: [{ id: 7, balanceCents: 1000 }],
    });
    expect(totals.lines).toEqual([
      { key: 'pb', lineCents: 2000, discountCents: 200 + 180, taxCents: 81 },
      { key: 'toy', lineCents: 2000, discountCents: 200, taxCents: 234 },
      { key: 'card', lineCents: 2500, discountCents: 0, taxCents: 0 },
    ]);
    expect(totals.taxLines).toEqual([
      { label: 'HST 5%', cents: 81 },
      { label: 'HST 13%', cents: 234 },
    ]);
    expect(totals.totalCents).toBe(6500 - 580 + 315);
    expect(totals.discounts).toEqual([
      { type: 'promotion', label: 'Buy 2 paperbacks', cents: 200 },
      { type: 'coupon', label: 'WELCOME10', cents: 380 },
    ]);
    expect(totals.discountCents).toBe(580);
    expect(totals.giftCards).toEqual([{ id: 7, cents: 1000 }]);
    expect(totals.giftCardCents).toBe(1000);
    expect(totals.amountDueCents).toBe(6235 - 1000);
  });

  it('never lets a gift card pay for an eCard: it pays the rest of the order, the card pays the eCards', () => {
    const eCard = { key: 'card', unitCents: 5000, quantity: 1, taxClass: 'NONE' as const, format: 'eCard', discountable: false, giftCardPayable: false };
    const book = { key: 'book', unitCents: 2000, quantity: 1, taxClass: 'BOOK' as const, format: 'Hardcover', discountable: true };
    const onlyECards = orderTotals({ lines: [eCard], discounts: [], shippingCents: 0, taxes: [], giftCards: [{ id: 1, balanceCents: 10_000 }] });
    expect(onlyECards).toMatchObject({ totalCents: 5000, giftCards: [], giftCardCents: 0, amountDueCents: 5000 });
    // Book 20.00 + ON HST 5% 1.00 + shipping 5.99 = 26.99 for gift cards; the 50.00 eCard is paid by card.
    const mixed = orderTotals({
      lines: [eCard, book],
      discounts: [],
      shippingCents: 599,
      taxes: taxComponentsFor('ca-provinces', 'ON'),
      giftCards: [
        { id: 1, balanceCents: 2000 },
        { id: 2, balanceCents: 10_000 },
      ],
    });
    expect(mixed).toMatchObject({
      totalCents: 7699,
      giftCards: [
        { id: 1, cents: 2000 },
        { id: 2, cents: 699 },
      ],
      giftCardCents: 2699,
      amountDueCents: 5000,
    });
    // Any line may be marked: what it costs after its discount, with its tax, is left to the card.
    const discounted = orderTotals({
      lines: [
        { ...book, key: 'kept', unitCents: 2000, giftCardPayable: false },
        { ...book, key: 'other', unitCents: 1000, discountable: false },
      ],
      discounts: [{ type: 'coupon', label: 'TEN', cents: 200, format: null }],
      shippingCents: 0,
      taxes: taxComponentsFor('ca-provinces', 'ON'),
      giftCards: [{ id: 1, balanceCents: 5000 }],
    });
    // Marked line: 20.00 − 2.00 + 5% of 18.00 = 18.90; the other: 10.00 + 0.50 = 10.50.
    expect(discounted).toMatchObject({ totalCents: 2940, giftCards: [{ id: 1, cents: 1050 }], giftCardCents: 1050, amountDueCents: 1890 });
    // Not marked: paid by gift cards like any line (the default).
    const unmarked = orderTotals({
      lines: [{ ...eCard, giftCardPayable: true }],
      discounts: [],
      shippingCents: 0,
      taxes: [],
      giftCards: [{ id: 1, balanceCents: 10_000 }],
    });
    expect(unmarked).toMatchObject({ giftCardCents: 5000, amountDueCents: 0 });
  });

  it('lists only the discounts, taxes and gift cards that take something', () => {
    const totals = orderTotals({
      lines: [
        { key: 'book', unitCents: 1000, quantity: 1, taxClass: 'BOOK', format: 'Hardcover', discountable: true },
        { key: 'toy', unitCents: 500, quantity: 1, taxClass: 'GENERAL', format: 'Toy', discountable: true },
      ],
      // No paperback in the order: the promotion takes nothing. The coupon takes the whole toy.
      discounts: [
        { type: 'promotion', label: 'Buy 2 paperbacks', cents: 200, format: 'Paperback' },
        { type: 'coupon', label: 'TOYFREE', cents: 500, format: 'Toy' },
      ],
      shippingCents: 0,
      taxes: taxComponentsFor('ca-provinces', 'QC'),
      giftCards: [
        { id: 1, balanceCents: 5000 },
        { id: 2, balanceCents: 5000 },
      ],
    });
    expect(totals.discounts).toEqual([{ type: 'coupon', label: 'TOYFREE', cents: 500 }]);
    // The book pays GST only (QST 0% on books); the free toy pays nothing.
    expect(totals.taxLines).toEqual([{ label: 'GST 5%', cents: 50 }]);
    expect(totals.lines).toEqual([
      { key: 'book', lineCents: 1000, discountCents: 0, taxCents: 50 },
      { key: 'toy', lineCents: 500, discountCents: 500, taxCents: 0 },
    ]);
    expect(totals.totalCents).toBe(1050);
    expect(totals.giftCards).toEqual([{ id: 1, cents: 1050 }]);
    expect(totals.amountDueCents).toBe(0);
  });

  it('charges QST on toys in Quebec as its own line, beside GST', () => {
    const totals = orderTotals({
      lines: [{ key: 'toy', unitCents: 2000, quantity: 1, taxClass: 'GENERAL', format: 'Toy', discountable: true }],
      discounts: [],
      shippingCents: 799,
      taxes: taxComponentsFor('ca-provinces', 'QC'),
      giftCards: [{ id: 3, balanceCents: 0 }],
    });
    expect(totals.taxLines).toEqual([
      { label: 'GST 5%', cents: 100 },
      { label: 'QST 9.975%', cents: 200 },
    ]);
    expect(totals.totalCents).toBe(2000 + 799 + 300);
    expect(totals.giftCards).toEqual([]);
    expect(totals.amountDueCents).toBe(3099);
  });
});
