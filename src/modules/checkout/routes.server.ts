import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { centsToDecimal } from '@/lib/money';
import { clientIp } from '@/lib/api/client-ip';
import { consumeBalanceCheck } from '@/modules/giftcards/index.server';
import { paymentProvider } from '@/modules/payments/index.server';
import { SITES } from '@/modules/regions';
import { siteSchema } from '@/modules/regions/index.server';
import { getDb, inTransaction } from '@/db';
import { priceCheckout, type CheckoutChoices } from './pricing.server';
import { checkoutQuoteSchema } from './responses';
import type { CheckoutQuote } from './types';

const noStore = { 'cache-control': 'no-store' };
const site = siteSchema;
const giftCardCodes = z.array(z.string().trim().min(1).max(40)).max(5, { error: 'Use at most 5 gift cards on one order.' }).default([]);
const organization = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, { error: "organization must be an organization's short name (its slug)." })
  .nullable()
  .default(null);
const shippingMethod = z.enum(['standard', 'fair', 'none'], { error: 'shippingMethod must be standard, fair or none.' });
// The address is checked against the site's country by the checkout itself (addressSchema), which knows the country.
const shippingAddress = z.record(z.string(), z.unknown()).nullable().default(null);

const quoteBody = z.object({ site, shippingAddress, shippingMethod: shippingMethod.default('standard'), organization, giftCardCodes });

/** The shopper's choices as the quote and the placement of an order both take them. */
export const checkoutChoiceFields = { site, shippingAddress, shippingMethod, organization, giftCardCodes };

/** Typed gift card codes are guesses at a secret: they count against the balance-check limit. */
export async function limitGiftCardGuesses(request: NextRequest, codes: string[]): Promise<void> {
  for (const _code of codes) {
    const wait = await consumeBalanceCheck(clientIp(request.headers));
    if (wait > 0)
      throw new AppError(429, 'TOO_MANY_GIFT_CARD_CHECKS', `Too many gift card checks from your network. Try again in ${Math.ceil(wait / 60)} minutes.`);
  }
}

const decimalLines = (lines: Array<{ label: string; cents: number }>) => lines.map((line) => ({ label: line.label, value: centsToDecimal(line.cents) }));

export const checkoutRoutes = {
  /** The review: the cart priced for these choices, nothing stored. */
  quote: apiRoute(
    { auth: 'session', body: quoteBody, summary: 'Price the cart for these choices (the review); nothing is stored', response: { 200: checkoutQuoteSchema } },
    async ({ request, caller, body }) => {
      await limitGiftCardGuesses(request, body.giftCardCodes);
      const db = await getDb();
      const choices: CheckoutChoices = { ...body, email: '' };
      // Priced as at placement (cart and gift cards read locked); it changes nothing but dropping lines no longer sold here.
      const priced = await inTransaction(db, async (tx) => priceCheckout(tx, caller.userId, choices, new Date(), true));
      const provider = await paymentProvider();
      const { totals } = priced;
      const quote: CheckoutQuote = {
        currency: SITES[body.site].currency,
        lines: [
          ...priced.cart.lines.map((line) => ({
            kind: 'product' as const,
            sku: line.sku,
            title: line.title,
            quantity: line.quantity,
            unitPrice: centsToDecimal(line.unitCents),
            total: centsToDecimal(line.unitCents * line.quantity),
          })),
          ...priced.cart.giftCards.map((giftCard) => ({
            kind: 'gift_card' as const,
            sku: `ECARD-${giftCard.style.toUpperCase()}`,
            title: `eCard for ${giftCard.giftToName}`,
            quantity: 1,
            unitPrice: centsToDecimal(giftCard.amountCents),
            total: centsToDecimal(giftCard.amountCents),
          })),
        ],
        requiresAddress: priced.cart.lines.length > 0,
        shippingOptions: priced.options.map(({ cents, ...option }) => ({ ...option, price: centsToDecimal(cents) })),
        shippingMethod: priced.shipping.method,
        organization: priced.organization
          ? { slug: priced.organization.slug, name: priced.organization.name, shippingFair: priced.organization.shippingFair?.name ?? null }
          : null,
        items: centsToDecimal(totals.itemsCents),
        discounts: decimalLines(totals.discounts),
        shipping: centsToDecimal(totals.shippingCents),
        taxLines: decimalLines(totals.taxLines),
        tax: centsToDecimal(totals.taxCents),
        taxPending: priced.taxPending,
        total: centsToDecimal(totals.totalCents),
        giftCards: totals.giftCards.map((applied) => ({
          maskedCode: priced.giftCards.find((card) => card.id === applied.id)!.maskedCode,
          value: centsToDecimal(applied.cents),
        })),
        amountDue: centsToDecimal(totals.amountDueCents),
        couponCode: priced.cart.couponCode,
        couponError: priced.cart.couponError,
        messages: priced.cart.messages,
        payment: { provider: provider.name, collectsCard: provider.collectsCard },
        cartVersion: priced.cart.version,
      };
      return NextResponse.json(quote, { headers: noStore });
    },
  ),
};
