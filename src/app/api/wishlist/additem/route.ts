import { wishlistRoutes } from '@/modules/wishlist/index.server';

export const POST = wishlistRoutes.addItem;
