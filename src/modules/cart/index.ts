export * from './pricing';
export type * from './types';
