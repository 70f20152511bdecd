export * from './catalog.server';
