import { wishlistRoutes } from '@/modules/wishlist/index.server';

export const GET = wishlistRoutes.list;
