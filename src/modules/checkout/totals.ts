/**
 * Order arithmetic (pure, integer cents): discounts spread over the lines they came from, tax per line and rate,
 * gift cards, and what the card pays. Invariants, tested as properties:
 *   total = items − discounts + shipping + tax;  amount due = total − gift cards ≥ the lines gift cards may not pay;
 *   Σ line discounts = discounts;  Σ line tax = tax = Σ tax lines.
 */
import { formatRate, type TaxClass, type TaxComponent } from './tax-rates';

export interface TotalsLine {
  key: string;
  unitCents: number;
  quantity: number;
  taxClass: TaxClass;
  format: string;
  /** eCards take no coupon or promotion. */
  discountable: boolean;
  /** False for eCards: a gift card never pays for a new one (a stolen code would become fresh cards). Default true. */
  giftCardPayable?: boolean;
}

export interface TotalsDiscount {
  type: 'coupon' | 'promotion';
  label: string;
  cents: number;
  /** A promotion's format: it comes off the lines of that format only. */
  format?: string | null;
}

export interface TotalsInput {
  lines: TotalsLine[];
  discounts: TotalsDiscount[];
  shippingCents: number;
  taxes: TaxComponent[];
  /** Gift cards in the order they are used, each with what it holds now. */
  giftCards: Array<{ id: number; balanceCents: number }>;
}

export interface LineTotals {
  key: string;
  lineCents: number;
  discountCents: number;
  taxCents: number;
}

export interface OrderTotals {
  itemsCents: number;
  discounts: Array<{ type: 'coupon' | 'promotion'; label: string; cents: number }>;
  discountCents: number;
  shippingCents: number;
  taxLines: Array<{ label: string; cents: number }>;
  taxCents: number;
  totalCents: number;
  giftCards: Array<{ id: number; cents: number }>;
  giftCardCents: number;
  amountDueCents: number;
  lines: LineTotals[];
}

/**
 * Splits `total` over `weights` in proportion, largest remainder first, so the parts add up exactly and none exceeds
 * its weight when total ≤ Σ weights.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const capped = Math.min(total, sum);
  if (capped <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (capped * weight) / sum);
  const parts = exact.map(Math.floor);
  const left = capped - parts.reduce((a, b) => a + b, 0);
  // Fewer cents are left than parts with a fraction, and a part with a fraction is below its weight: each of the
  // `left` largest fractions takes one more cent. A stable sort: among equal fractions, the earlier part comes first.
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order.slice(0, left)) parts[index]! += 1;
  return parts;
}

/** round(cents × rate / 100,000), half up. */
export const taxOn = (cents: number, ratePer100k: number) => Math.round((cents * ratePer100k) / 100_000);

export function orderTotals(input: TotalsInput): OrderTotals {
  const lineCents = input.lines.map((line) => line.unitCents * line.quantity);
  const lineDiscounts = input.lines.map(() => 0);
  const discounts: OrderTotals['discounts'] = [];
  for (const discount of input.discounts) {
    const eligible = input.lines.map((line, index) =>
      line.discountable && (!discount.format || line.format === discount.format) ? lineCents[index]! - lineDiscounts[index]! : 0,
    );
    const parts = allocate(discount.cents, eligible);
    const taken = parts.reduce((a, b) => a + b, 0);
    parts.forEach((part, index) => (lineDiscounts[index]! += part));
    if (taken > 0) discounts.push({ type: discount.type, label: discount.label, cents: taken });
  }

  const taxByLabel = new Map<string, number>();
  const lineTaxes = input.lines.map((line, index) => {
    if (line.taxClass === 'NONE') return 0;
    const net = lineCents[index]! - lineDiscounts[index]!;
    let tax = 0;
    for (const component of input.taxes) {
      const rate = component.rates[line.taxClass];
      const cents = taxOn(net, rate);
      const label = `${component.name} ${formatRate(rate)}`;
      taxByLabel.set(label, (taxByLabel.get(label) ?? 0) + cents);
      tax += cents;
    }
    return tax;
  });

  const itemsCents = lineCents.reduce((a, b) => a + b, 0);
  const discountCents = lineDiscounts.reduce((a, b) => a + b, 0);
  const taxCents = lineTaxes.reduce((a, b) => a + b, 0);
  const totalCents = itemsCents - discountCents + input.shippingCents + taxCents;
  // Gift cards pay for everything but the lines they may not pay for (eCards), which the card pays.
  const notForGiftCards = input.lines.reduce(
    (sum, line, index) => (line.giftCardPayable === false ? sum + lineCents[index]! - lineDiscounts[index]! + lineTaxes[index]! : sum),
    0,
  );
  let left = totalCents - notForGiftCards;
  const giftCards = input.giftCards.flatMap((card) => {
    const cents = Math.max(0, Math.min(card.balanceCents, left));
    left -= cents;
    return cents > 0 ? [{ id: card.id, cents }] : [];
  });
  const giftCardCents = giftCards.reduce((sum, card) => sum + card.cents, 0);
  return {
    itemsCents,
    discounts,
    discountCents,
    shippingCents: input.shippingCents,
    taxLines: [...taxByLabel].filter(([, cents]) => cents > 0).map(([label, cents]) => ({ label, cents })),
    taxCents,
    totalCents,
    giftCards,
    giftCardCents,
    amountDueCents: totalCents - giftCardCents,
    lines: input.lines.map((line, index) => ({
      key: line.key,
      lineCents: lineCents[index]!,
      discountCents: lineDiscounts[index]!,
      taxCents: lineTaxes[index]!,
    })),
  };
}
