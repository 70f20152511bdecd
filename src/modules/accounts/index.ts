export * from './roles';
export * from './forms';
