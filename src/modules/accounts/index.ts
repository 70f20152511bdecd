export * from './roles';
export * from './forms';
export * from './responses';
