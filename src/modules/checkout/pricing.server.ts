import 'server-only';
import type { Db } from '@/db';
import { AppError } from '@/lib/errors';
import { checkoutCart, type CheckoutCart } from '@/modules/cart/index.server';
import { redeemableGiftCards, type RedeemableGiftCard } from '@/modules/giftcards/index.server';
import { organizationForOrder, type OrganizationForOrder } from '@/modules/organizations/index.server';
import { SITES, type SiteId } from '@/modules/regions';
import { addressSchema, type ShippingAddress } from './address';
import { shippingOptions, type ShippingMethod, type ShippingOption } from './shipping';
import { taxClassOf, taxComponentsFor } from './tax-rates';
import { orderTotals, type OrderTotals, type TotalsLine } from './totals';

export class CheckoutRefusal extends AppError {}

const GIFT_CARDS_NOT_FOR_ECARDS =
  'Gift cards cannot pay for eCards. Remove the gift card and pay by card, or add books or gifts to your order: a gift card pays for those.';

/** What the shopper chose on the checkout page (validated by the route's zod schema). */
export interface CheckoutChoices {
  site: SiteId;
  email: string;
  /** Unvalidated here: checked against the site's country by `addressSchema`. Null for eCard-only orders. */
  shippingAddress: unknown;
  shippingMethod: ShippingMethod;
  organization: string | null;
  giftCardCodes: string[];
}

export interface PricedCheckout {
  cart: CheckoutCart;
  address: ShippingAddress | null;
  organization: OrganizationForOrder | null;
  options: ShippingOption[];
  shipping: ShippingOption;
  giftCards: RedeemableGiftCard[];
  totals: OrderTotals;
}

/**
 * Prices the person's cart for these choices, on the server, now: lines, discounts, shipping, tax and gift cards.
 * With `partial`, a missing or incomplete address only leaves the tax out (the review before the form is complete).
 */
export async function priceCheckout(
  tx: Db,
  userId: string,
  choices: CheckoutChoices,
  now: Date,
  partial = false,
): Promise<PricedCheckout & { taxPending: boolean }> {
  const { site } = choices;
  const cart = await checkoutCart(tx, userId, site, now);
  if (cart.lines.length === 0 && cart.giftCards.length === 0)
    throw new CheckoutRefusal(422, 'CART_EMPTY', 'Your cart is empty. Add something before checking out.');
  const physical = cart.lines.length > 0;

  let address: ShippingAddress | null = null;
  let region: string | null = null;
  if (physical) {
    const parsed = addressSchema(SITES[site].country).safeParse(choices.shippingAddress);
    if (parsed.success) address = parsed.data;
    else if (!partial) {
      const issue = parsed.error.issues[0]!;
      throw new CheckoutRefusal(400, 'INVALID_ADDRESS', `Shipping address: ${issue.message}`);
    }
    const typedRegion = (choices.shippingAddress as { region?: unknown } | null)?.region;
    region = address?.region ?? (typeof typedRegion === 'string' ? typedRegion : null);
  }

  let organization: OrganizationForOrder | null = null;
  if (choices.organization) {
    organization = await organizationForOrder(tx, choices.organization, site, now);
    if (!organization)
      throw new CheckoutRefusal(
        422,
        'UNKNOWN_ORGANIZATION',
        `We could not find the organization "${choices.organization}" on the ${SITES[site].countryName} site.`,
      );
  }
  const fair = organization?.shippingFair ? { organizationName: organization.name, fairName: organization.shippingFair.name } : null;
  const options = shippingOptions(SITES[site], cart.subtotalCents, physical, fair);
  const shipping = options.find((option) => option.method === choices.shippingMethod) ?? (partial ? options[0]! : null);
  if (!shipping) {
    throw new CheckoutRefusal(
      422,
      'SHIPPING_UNAVAILABLE',
      choices.shippingMethod === 'fair'
        ? 'Shipping to the organization is only offered while its book fair is running.'
        : 'Choose one of the shipping methods offered.',
    );
  }

  const taxes = physical && region ? taxComponentsFor(SITES[site].taxRegionSet, region) : [];
  // A gift card never buys eCards (a stolen code would be laundered into fresh cards): it pays the other lines only.
  if (choices.giftCardCodes.length > 0 && cart.giftCards.length > 0 && !physical)
    throw new CheckoutRefusal(422, 'GIFT_CARD_NOT_FOR_ECARDS', GIFT_CARDS_NOT_FOR_ECARDS);
  const giftCards = await redeemableGiftCards(tx, choices.giftCardCodes, SITES[site].currency);
  const lines: TotalsLine[] = [
    ...cart.lines.map((line) => ({
      key: `p${line.productId}`,
      unitCents: line.unitCents,
      quantity: line.quantity,
      taxClass: taxClassOf(line.taxCode),
      format: line.format,
      discountable: true,
    })),
    ...cart.giftCards.map((card) => ({
      key: `g${card.id}`,
      unitCents: card.amountCents,
      quantity: 1,
      taxClass: 'NONE' as const,
      format: 'eCard',
      discountable: false,
      giftCardPayable: false,
    })),
  ];
  const totals = orderTotals({
    lines,
    discounts: cart.discounts.map((discount) => ({ type: discount.type, label: discount.label, cents: discount.valueCents, format: discount.format })),
    shippingCents: shipping.cents,
    taxes,
    giftCards: giftCards.map((card) => ({ id: card.id, balanceCents: card.balanceCents })),
  });
  if (totals.giftCardCents > 0 && cart.giftCards.length > 0)
    cart.messages.push('Gift cards pay for the books and gifts in your order, not for eCards: the eCards are paid by card.');
  return { cart, address, organization, options, shipping, giftCards, totals, taxPending: physical && !region };
}
