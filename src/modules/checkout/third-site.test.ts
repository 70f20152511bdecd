import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import { cartTotals, type PricedLine } from '@/modules/cart';
import { pricesIn, type ProductPriceColumns } from '@/modules/catalog';
import { SITES, type SiteConfig } from '@/modules/regions';
import { addressSchema } from './address';
import { shippingOptions } from './shipping';
import { taxClassOf, taxComponentsFor } from './tax-rates';
import { orderTotals } from './totals';

/**
 * A third site, written as one more entry of the site table would be (a French-language Quebec shop selling in CAD),
 * priced by the same rules as the two sites, with no other edit: the rules read the site's entry, never its id.
 */
const quebec = {
  ...SITES.ca,
  id: 'qc',
  locale: 'fr-CA',
  shopName: 'La Boutique de la foire du livre',
  freeShipAmount: 7500,
  standardShippingCents: 999,
} satisfies Omit<SiteConfig, 'id' | 'locale'> & { id: string; locale: string };

type Site = typeof quebec | SiteConfig;

const product = (cad: number, taxCode: 'BOOK' | 'TOY', format: string) => ({
  row: {
    listPriceUsd: 0,
    regularPriceUsd: 0,
    salePriceUsd: null,
    actualPriceUsd: 0,
    listPriceCad: cad,
    regularPriceCad: cad,
    salePriceCad: null,
    actualPriceCad: cad,
  } satisfies ProductPriceColumns,
  taxCode,
  format,
});
const toy = product(2000, 'TOY', 'Toy');
const book = product(1500, 'BOOK', 'Paperback');

/** What checkout does for a site, step by step: cart pricing, address, shipping, tax, totals. */
function checkoutOn(site: Site, cart: Array<[typeof toy, number]>, shippingAddress: unknown) {
  const lines: PricedLine[] = cart.map(([item, quantity]) => ({
    quantity,
    unitCents: pricesIn(item.row, site.currency).actual,
    format: item.format,
    savedForLater: false,
  }));
  const priced = cartTotals(lines, null, null, [], new Date('2026-11-25T00:00:00Z'), (cents) => formatMoney(cents, site.currency, site.locale));
  const address = addressSchema(site.country).parse(shippingAddress);
  const [shipping] = shippingOptions(site, priced.subtotalCents, true, null);
  const totals = orderTotals({
    lines: cart.map(([item, quantity], index) => ({
      key: String(index),
      unitCents: lines[index]!.unitCents,
      quantity,
      taxClass: taxClassOf(item.taxCode),
      format: item.format,
      discountable: true,
    })),
    discounts: [],
    shippingCents: shipping!.cents,
    taxes: taxComponentsFor(site.taxRegionSet, address.region),
    giftCards: [],
  });
  return { address, shipping: shipping!, totals, formatted: formatMoney(totals.totalCents, site.currency, site.locale) };
}

const montreal = { fullName: 'Léa Tremblay', line1: '1 rue Sainte-Catherine', city: 'Montréal', region: 'QC', postalCode: 'h2x1y4' };

describe('a third site in the site table', () => {
  it('prices a cart in its currency, ships by its own rates and taxes by its region set, with no other edit', () => {
    const order = checkoutOn(
      quebec,
      [
        [toy, 1],
        [book, 2],
      ],
      montreal,
    );
    expect(order.address).toMatchObject({ country: 'CA', region: 'QC', postalCode: 'H2X 1Y4' });
    // 50.00 is under the site's own threshold of 75.00: its standard rate applies.
    expect(order.shipping).toMatchObject({ method: 'standard', cents: 999 });
    // GST 5% on everything, QST 9.975% on the toy only (Quebec zero-rates printed books).
    expect(order.totals).toMatchObject({
      itemsCents: 5000,
      shippingCents: 999,
      taxLines: [
        { label: 'GST 5%', cents: 250 },
        { label: 'QST 9.975%', cents: 200 },
      ],
      taxCents: 450,
      totalCents: 6449,
      amountDueCents: 6449,
    });
    expect(order.formatted).toMatch(/^64,49\s\$$/);
  });

  it('ships free from its own threshold', () => {
    expect(checkoutOn(quebec, [[toy, 4]], montreal).shipping).toMatchObject({ label: 'Free standard shipping', cents: 0 });
  });

  it('leaves the sites already in the table as they were: the same cart ships free on the Canadian site', () => {
    const order = checkoutOn(
      SITES.ca,
      [
        [toy, 1],
        [book, 2],
      ],
      montreal,
    );
    expect(order.shipping.cents).toBe(0);
    expect(order.totals.totalCents).toBe(5450);
  });

  it("checks addresses by the site's country", () => {
    expect(() => checkoutOn(quebec, [[toy, 1]], { ...montreal, postalCode: '10001' })).toThrow(/postal code like K1A 0B1/);
  });
});
