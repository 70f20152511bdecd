export * from './import.server';
