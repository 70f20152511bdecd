import { decimalToCents } from '@/lib/money';
import { SITES, type SiteId } from '@/modules/regions';
import { siteMoney } from './money';

/** Progress to the site's free-shipping threshold (spec §9: 35 USD, 50 CAD), in the site's currency. */
export function FreeShippingMessage({ site, subtotal }: { site: SiteId; subtotal: number }) {
  const threshold = SITES[site].freeShipAmount;
  const remaining = Math.max(0, threshold - decimalToCents(subtotal));
  const progress = Math.min(100, Math.round(((threshold - remaining) / threshold) * 100));
  return (
    <div className="mt-2 text-sm" data-testid="free-shipping" data-value={remaining / 100}>
      <p>
        {remaining === 0 ? (
          <span className="font-semibold text-green-800">Your order ships free.</span>
        ) : (
          <>
            Add <span className="font-semibold">{siteMoney(site, remaining / 100)}</span> more for free shipping.
          </>
        )}
      </p>
      <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-black/10" aria-hidden>
        <div className="h-full bg-green-700" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
