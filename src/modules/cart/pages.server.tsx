import 'server-only';
import { headers } from 'next/headers';
import { browserShopper } from '@/modules/accounts/next.server';
import type { SiteId } from '@/modules/regions';
import { getCart } from './cart.server';
import { siteMoney } from './ui/money';

/**
 * Issue 19: the cart of a browser that runs no script, read on the server for the person its cookies prove (the cart
 * page's own body loads in the browser). The page puts it in `<noscript>`; checkout itself needs the page's scripts.
 */
export async function CartWithoutScript({ site }: { site: SiteId }) {
  const shopper = await browserShopper(await headers(), false);
  const cart = shopper ? (await getCart(shopper.userId, site)).cart : null;
  const items = cart?.items.filter((item) => !item.savedForLater) ?? [];
  if (!cart || items.length === 0) return <p className="mt-6 text-muted">Your cart is empty.</p>;
  return (
    <section aria-label="Items in your cart" className="mt-6">
      <ul className="divide-y divide-black/10">
        {items.map((item) => (
          <li key={item.sku} className="flex justify-between gap-4 py-3" data-testid="cart-line" data-sku={item.sku}>
            <a href={item.url} className="font-semibold hover:underline">
              {item.title}
            </a>
            <span>
              {item.quantity} × <span data-value={item.finalPrice}>{siteMoney(site, item.finalPrice)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 font-semibold">
        Subtotal:{' '}
        <span data-testid="cart-subtotal" data-value={cart.subtotal}>
          {siteMoney(site, cart.subtotal)}
        </span>
      </p>
      <p className="mt-2 text-sm text-muted">To check out, please turn on JavaScript in your browser: your cart is kept.</p>
    </section>
  );
}
