import 'server-only';

export { confirmSubscription, followAccountChoice, subscribe, subscriptionOfLink, unsubscribeByLink, unsubscribeEverywhere, unsubscribeToken } from './subscriptions.server';
export { newsletterRoutes } from './routes.server';
