export * from './import.server';
export * from './runs.server';
