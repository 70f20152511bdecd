import 'server-only';

export { recordEvents, recordOrderEvent, type OrderEventData } from './events.server';
export { analyticsRoutes } from './routes.server';
export { analyticsEventSchema, eventBatchSchema, type EventBatch } from './event-schema';
export * from './events';
