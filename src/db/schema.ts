export * from '@/modules/catalog/schema';
