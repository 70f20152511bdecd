/** The checkout API's answers (decimal money in the site's currency, DESIGN §5). */
import type { ShippingMethod } from './shipping';

export interface CheckoutQuote {
  currency: 'USD' | 'CAD' | null;
  lines: Array<{ kind: 'product' | 'gift_card'; sku: string; title: string; quantity: number; unitPrice: number; total: number }>;
  /** Whether the order ships anything (eCards alone need no address). */
  requiresAddress: boolean;
  shippingOptions: Array<{ method: ShippingMethod; label: string; detail: string; price: number }>;
  shippingMethod: ShippingMethod;
  organization: { slug: string; name: string; shippingFair: string | null } | null;
  items: number;
  discounts: Array<{ label: string; value: number }>;
  shipping: number;
  taxLines: Array<{ label: string; value: number }>;
  tax: number;
  /** No state or province chosen yet: tax is not in the total. */
  taxPending: boolean;
  total: number;
  giftCards: Array<{ maskedCode: string; value: number }>;
  amountDue: number;
  couponCode: string | null;
  couponError: string | null;
  messages: string[];
  payment: { provider: 'test' | 'stripe'; collectsCard: boolean };
  /** Counts the cart's changes and purchases: the checkout page keeps one Idempotency-Key per version and inputs. */
  cartVersion: number;
}

/** The answer to placing an order (POST /api/checkout/v1/orders). */
export interface PlacementAnswer {
  order: { number: string; status: string; currency: string; total: number; amountDue: number };
  /** paid: done; redirect: pay on the provider's page at `redirectUrl`, then the confirmation page. */
  payment: { status: 'paid' | 'redirect'; redirectUrl?: string };
  /** The confirmation page, site-relative. */
  confirmationPath: string;
}
