export { PageviewTracker } from './PageviewTracker';
