// The order look-up page's form: only /order-status loads it.
export { OrderLookup } from './OrderLookup';
