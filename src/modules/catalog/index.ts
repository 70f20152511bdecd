export * from './rules';
export * from './isbn';
export * from './presentation';
export type * from './types';
export * from './cover';
export * from './prices';
export * from './sku';
