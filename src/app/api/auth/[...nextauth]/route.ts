import { onGuestMerged } from '@/modules/accounts/index.server';
import { authRoute } from '@/modules/accounts/next.server';
import { mergeGuestCarts } from '@/modules/cart/index.server';

// A guest who signs in keeps their cart: the accounts module runs this inside its merge transaction.
onGuestMerged(mergeGuestCarts);

export const { GET, POST } = authRoute;
