import { loadStore } from '@/lib/store/load';
import { listingWithPreferences } from '../browsing-preferences';
import { affiliateOf, continueBrowsingLinkOf } from '../continue-browsing';
import { pageSeen, selectCustomer, type CustomerState } from '../state';

/**
 * The page at `pathname` + `search` seen: a listing that chooses no view or order is replaced by the one the shopper
 * prefers (`replace`, which leads back here); else a listing or product page, or a partner's link, is kept in the
 * customer state. Other pages load no store.
 */
export async function rememberPage(pathname: string, search: string, replace: (href: string) => void): Promise<void> {
  if (!continueBrowsingLinkOf(pathname, search) && !affiliateOf(search)) return;
  const store = await loadStore();
  const preferred = listingWithPreferences(pathname, search, selectCustomer(store.getState() as { customer: CustomerState }).browsingPreferences);
  if (preferred) replace(preferred);
  else store.dispatch(pageSeen({ pathname, search }));
}
