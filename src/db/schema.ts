export * from '@/modules/catalog/schema';
export * from '@/modules/accounts/schema';
export * from '@/modules/organizations/schema';
export * from '@/modules/cart/schema';
export * from '@/modules/wishlist/schema';
export * from '@/modules/analytics/schema';
