/** Shipping methods and their prices (pure, integer cents in the site's currency). */
import type { SiteConfig } from '@/modules/regions';

export type ShippingMethod = 'standard' | 'fair' | 'none';

export interface ShippingOption {
  method: ShippingMethod;
  label: string;
  cents: number;
  /** Shown under the label, e.g. how long it takes or where it goes. */
  detail: string;
}

/**
 * What this order can be shipped by on a site. Standard is free from the site's threshold (spec §9 freeShipAmount), measured on the merchandise after
 * discounts (eCards excluded). With an organization whose fair is active and ships to it, the order can go to the fair
 * for free. An order of eCards only ships nothing.
 */
export function shippingOptions(
  site: Pick<SiteConfig, 'freeShipAmount' | 'standardShippingCents'>,
  merchandiseCents: number,
  hasPhysicalItems: boolean,
  fair: { organizationName: string; fairName: string } | null,
): ShippingOption[] {
  if (!hasPhysicalItems) return [{ method: 'none', label: 'No shipping needed', cents: 0, detail: 'eCards are emailed to their recipients.' }];
  const free = merchandiseCents >= site.freeShipAmount;
  const options: ShippingOption[] = [
    {
      method: 'standard',
      label: free ? 'Free standard shipping' : 'Standard shipping',
      cents: free ? 0 : site.standardShippingCents,
      detail: '3–7 business days',
    },
  ];
  if (fair) options.push({ method: 'fair', label: `Ship to ${fair.organizationName}`, cents: 0, detail: `Free: delivered with ${fair.fairName} for pickup` });
  return options;
}
