import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOrderNumber,
  normalizeOrderNumber,
  ORDER_STATUS_LABELS,
  ORDER_TIMELINE,
  planRefund,
  remainingUnits,
  shareOfUnits,
  type RefundableOrder,
} from './rules';

describe('order numbers', () => {
  it('are BF- and two groups of Crockford base-32, read back however they are typed', () => {
    const number = formatOrderNumber(new Uint8Array([1, 2, 3, 4, 5]));
    expect(number).toMatch(/^BF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(normalizeOrderNumber(number.toLowerCase().replace(/-/g, ' '))).toBe(number);
    expect(normalizeOrderNumber(number.slice(3))).toBe(number);
    expect(normalizeOrderNumber('BF-OOOO-IIII')).toBe('BF-0000-1111');
    expect(normalizeOrderNumber('BF-123')).toBeNull();
    expect(normalizeOrderNumber('BF-UUUU-UUUU')).toBeNull();
    expect(normalizeOrderNumber('  bf-abcd-efgh  ')).toBe('BF-ABCD-EFGH');
    expect(normalizeOrderNumber('bfabcdefgh')).toBe('BF-ABCD-EFGH');
    // Only a leading BF is the prefix: these are 8 characters of their own, or too many.
    expect(normalizeOrderNumber('ABCDBF12')).toBe('BF-ABCD-BF12');
    expect(normalizeOrderNumber('ABCD-EFGH-BF')).toBeNull();
    expect(formatOrderNumber(new Uint8Array(5))).toBe('BF-0000-0000');
  });

  it('say where an order is as a shopper reads it', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      pending_payment: 'Placed, awaiting payment',
      payment_failed: 'Payment failed',
      paid: 'Paid',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      partially_refunded: 'Partly refunded',
      refunded: 'Refunded',
    });
    expect(ORDER_TIMELINE).toEqual(['pending_payment', 'paid', 'shipped', 'delivered']);
  });

  it('differ for different random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), fc.uint8Array({ minLength: 5, maxLength: 5 }), (a, b) => {
        if (Buffer.compare(Buffer.from(a), Buffer.from(b)) !== 0) expect(formatOrderNumber(a)).not.toBe(formatOrderNumber(b));
      }),
    );
  });
});

describe('shareOfUnits', () => {
  it('adds up to the whole however the units are split', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 10 }), (total, chunks) => {
        const quantity = chunks.reduce((a, b) => a + b, 0);
        let from = 0;
        let sum = 0;
        for (const count of chunks) {
          sum += shareOfUnits(total, quantity, from, count);
          from += count;
        }
        expect(sum).toBe(total);
      }),
    );
  });
});

const order = fc
  .record({
    lines: fc.array(
      fc.record({
        unitCents: fc.integer({ min: 1, max: 10_000 }),
        quantity: fc.integer({ min: 1, max: 6 }),
        discountPercent: fc.integer({ min: 0, max: 50 }),
        taxPercent: fc.integer({ min: 0, max: 15 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    shippingCents: fc.constantFrom(0, 599),
    giftCardShare: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ lines, shippingCents, giftCardShare }): RefundableOrder => {
    const built = lines.map((line, index) => {
      const gross = line.unitCents * line.quantity;
      const discountCents = Math.floor((gross * line.discountPercent) / 100);
      return {
        id: index + 1,
        unitCents: line.unitCents,
        quantity: line.quantity,
        discountCents,
        taxCents: Math.round(((gross - discountCents) * line.taxPercent) / 100),
        refundedQuantity: 0,
      };
    });
    const totalCents = built.reduce((sum, line) => sum + line.unitCents * line.quantity - line.discountCents + line.taxCents, 0) + shippingCents;
    return { lines: built, shippingCents, totalCents, giftCardCents: Math.floor((totalCents * giftCardShare) / 100), refundedCents: 0 };
  });

describe('planRefund', () => {
  it('refunds exactly the order, split exactly between gift cards and card, over any sequence of partial refunds', () => {
    fc.assert(
      fc.property(order, fc.array(fc.nat(), { maxLength: 12 }), (placed, picks) => {
        const state = { ...placed, lines: placed.lines.map((line) => ({ ...line })) };
        let toGiftCards = 0;
        let toCard = 0;
        for (const pick of picks) {
          const open = remainingUnits(state);
          if (open.length === 0) break;
          const target = open[pick % open.length]!;
          const quantity = 1 + (pick % target.quantity);
          const plan = planRefund(state, [{ lineId: target.lineId, quantity }], toGiftCards);
          expect(plan.amountCents).toBe(plan.toCardCents + plan.toGiftCardsCents);
          expect(plan.toCardCents).toBeGreaterThanOrEqual(0);
          toGiftCards += plan.toGiftCardsCents;
          toCard += plan.toCardCents;
          state.refundedCents += plan.amountCents;
          state.lines.find((line) => line.id === target.lineId)!.refundedQuantity += quantity;
        }
        const rest = remainingUnits(state);
        if (rest.length > 0) {
          const plan = planRefund(state, rest, toGiftCards);
          expect(plan.completes).toBe(true);
          toGiftCards += plan.toGiftCardsCents;
          toCard += plan.toCardCents;
          state.refundedCents += plan.amountCents;
        }
        expect(state.refundedCents).toBe(placed.totalCents);
        expect(toGiftCards).toBe(placed.giftCardCents);
        expect(toCard).toBe(placed.totalCents - placed.giftCardCents);
      }),
    );
  });

  it('refuses units that are not there, with a reason', () => {
    const placed: RefundableOrder = {
      lines: [{ id: 1, unitCents: 500, quantity: 2, discountCents: 0, taxCents: 0, refundedQuantity: 1 }],
      shippingCents: 0,
      totalCents: 1000,
      giftCardCents: 0,
      refundedCents: 500,
    };
    expect(() => planRefund(placed, [{ lineId: 1, quantity: 2 }], 0)).toThrow('Only 1 unit of that line can still be refunded.');
    expect(() => planRefund(placed, [{ lineId: 9, quantity: 1 }], 0)).toThrow('Line 9 is not part of this order.');
    expect(() => planRefund(placed, [], 0)).toThrow('Choose what to refund.');
    expect(() => planRefund(placed, [{ lineId: 1, quantity: 0 }], 0)).toThrow('Refund at least one unit of each line you list.');
    expect(() => planRefund(placed, [{ lineId: 1, quantity: -1 }], 0)).toThrow('Refund at least one unit of each line you list.');
    expect(() => planRefund(placed, [{ lineId: 1, quantity: 0.5 }], 0)).toThrow('Refund at least one unit of each line you list.');
    const three = { ...placed, lines: [{ ...placed.lines[0]!, quantity: 4, refundedQuantity: 1 }], totalCents: 2000 };
    expect(() => planRefund(three, [{ lineId: 1, quantity: 4 }], 0)).toThrow('Only 3 units of that line can still be refunded.');
    expect(planRefund(three, [{ lineId: 1, quantity: 3 }], 0)).toMatchObject({ amountCents: 1500, completes: true });
    expect(planRefund(placed, [{ lineId: 1, quantity: 1 }], 0)).toMatchObject({ amountCents: 500, completes: true, toCardCents: 500 });
  });

  it('returns a partial refund to gift cards in their share of the order, and the rest to the card', () => {
    // 100.00 order, 30.00 of it paid by gift card: refunding 40.00 gives 12.00 back to the cards and 28.00 to the card.
    const placed: RefundableOrder = {
      lines: [{ id: 1, unitCents: 1000, quantity: 10, discountCents: 0, taxCents: 0, refundedQuantity: 0 }],
      shippingCents: 0,
      totalCents: 10_000,
      giftCardCents: 3000,
      refundedCents: 0,
    };
    expect(planRefund(placed, [{ lineId: 1, quantity: 4 }], 0)).toEqual({
      lines: [{ lineId: 1, quantity: 4, cents: 4000 }],
      shippingCents: 0,
      amountCents: 4000,
      toGiftCardsCents: 1200,
      toCardCents: 2800,
      completes: false,
    });
    // After it, 20.00 more: the cards are owed 18.00 of the 60.00 refunded so far, 12.00 of which they have.
    const after = { ...placed, lines: [{ ...placed.lines[0]!, refundedQuantity: 4 }], refundedCents: 4000 };
    expect(planRefund(after, [{ lineId: 1, quantity: 2 }], 1200)).toMatchObject({ amountCents: 2000, toGiftCardsCents: 600, toCardCents: 1400 });
    // An order paid by gift card alone gives everything back to the cards; one without, nothing.
    expect(planRefund({ ...placed, giftCardCents: 10_000 }, [{ lineId: 1, quantity: 1 }], 0)).toMatchObject({ toGiftCardsCents: 1000, toCardCents: 0 });
    expect(planRefund({ ...placed, giftCardCents: 0 }, [{ lineId: 1, quantity: 1 }], 0)).toMatchObject({ toGiftCardsCents: 0, toCardCents: 1000 });
    // A free order refunds nothing and divides by nothing.
    const free: RefundableOrder = {
      lines: [{ id: 1, unitCents: 0, quantity: 2, discountCents: 0, taxCents: 0, refundedQuantity: 0 }],
      shippingCents: 0,
      totalCents: 0,
      giftCardCents: 0,
      refundedCents: 0,
    };
    expect(planRefund(free, [{ lineId: 1, quantity: 1 }], 0)).toMatchObject({ amountCents: 0, toGiftCardsCents: 0, toCardCents: 0, completes: false });
  });

  it('refunds the shipping with the refund that leaves nothing else, and lists a line asked twice once', () => {
    const placed: RefundableOrder = {
      lines: [
        { id: 1, unitCents: 1000, quantity: 2, discountCents: 200, taxCents: 144, refundedQuantity: 0 },
        { id: 2, unitCents: 500, quantity: 1, discountCents: 0, taxCents: 40, refundedQuantity: 0 },
      ],
      shippingCents: 599,
      totalCents: 2000 - 200 + 144 + 500 + 40 + 599,
      giftCardCents: 0,
      refundedCents: 0,
    };
    // One of two units of line 1: half of (20.00 − 2.00 + 1.44).
    expect(planRefund(placed, [{ lineId: 1, quantity: 1 }], 0)).toMatchObject({
      lines: [{ lineId: 1, quantity: 1, cents: 972 }],
      shippingCents: 0,
      amountCents: 972,
      completes: false,
    });
    expect(
      planRefund(
        placed,
        [
          { lineId: 1, quantity: 1 },
          { lineId: 1, quantity: 1 },
          { lineId: 2, quantity: 1 },
        ],
        0,
      ),
    ).toMatchObject({
      lines: [
        { lineId: 1, quantity: 2, cents: 1944 },
        { lineId: 2, quantity: 1, cents: 540 },
      ],
      shippingCents: 599,
      amountCents: 1944 + 540 + 599,
      completes: true,
    });
    expect(
      remainingUnits({
        lines: [
          { ...placed.lines[0]!, refundedQuantity: 2 },
          { ...placed.lines[1]!, refundedQuantity: 0 },
        ],
      }),
    ).toEqual([{ lineId: 2, quantity: 1 }]);
  });
});
