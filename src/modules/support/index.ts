export * from './topics';
export * from './forms';
export type * from './types';
