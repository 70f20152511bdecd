import 'server-only';

// unsubscribeToken: any later email to a subscriber carries its unsubscribe link (/newsletter/unsubscribe?id=…&token=…).
export { confirmSubscription, followAccountChoice, subscribe, unsubscribeByLink, unsubscribeEverywhere, unsubscribeToken } from './subscriptions.server';
export { newsletterRoutes } from './routes.server';
