export * from '@/modules/catalog/schema';
export * from '@/modules/search/schema';
