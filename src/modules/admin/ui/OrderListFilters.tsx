import type { OrderSearch } from '../order-rules';
import { ORDER_SHIPPING_METHODS, SHIPPING_METHOD_LABELS } from '../order-rules';

const fieldClass = 'mt-1 block rounded-md border border-black/20 px-3 py-2 font-normal';

/** The orders list's school, fair and shipping-method filters (fields of the list's search form). */
export function OrderListFilters({ search, fairs }: { search: OrderSearch; fairs: Array<{ id: number; name: string }> }) {
  return (
    <>
      <label className="block text-sm font-semibold">
        School (slug)
        <input name="organization" defaultValue={search.organization} maxLength={100} className={`${fieldClass} w-56`} />
      </label>
      <label className="block text-sm font-semibold">
        Fair
        <select name="fair" defaultValue={search.fair} disabled={fairs.length === 0} className={fieldClass}>
          <option value="">{fairs.length ? 'Any fair' : 'Choose a school first'}</option>
          {fairs.map((fair) => (
            <option key={fair.id} value={String(fair.id)}>
              {fair.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold">
        Shipping method
        <select name="shipping" defaultValue={search.shipping} className={fieldClass}>
          <option value="">Any method</option>
          {ORDER_SHIPPING_METHODS.map((method) => (
            <option key={method} value={method}>
              {SHIPPING_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
