'use client';

import { useEffect } from 'react';
import { loadStore } from '@/lib/store/load';
import { refreshCartFromServer } from '@/modules/cart/ui';
import type { SiteId } from '@/modules/regions';

interface PurchaseData {
  currency: 'USD' | 'CAD';
  transaction_id: string;
  value: number;
  tax: number;
  shipping: number;
  items: Array<{ item_id: string; item_name: string; price: number; quantity: number }>;
}

/**
 * On the confirmation page, once: GA4's `purchase` goes to window.dataLayer (the server already recorded it), the
 * stored cart is refreshed from the server (the order emptied it), and the customer state learns an order was placed.
 */
export function AfterPurchase({ site, purchase }: { site: SiteId; purchase: PurchaseData }) {
  useEffect(() => {
    const key = `purchase-sent:${purchase.transaction_id}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    layer.push({ ecommerce: null });
    layer.push({ event: 'purchase', ecommerce: purchase });
    void (async () => {
      const [store, { orderPlaced }] = await Promise.all([loadStore(), import('@/lib/store/actions')]);
      store.dispatch(orderPlaced());
      await refreshCartFromServer(site);
    })();
  }, [site, purchase]);
  return null;
}
