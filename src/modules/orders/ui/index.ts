export { AfterPurchase } from './AfterPurchase';
export { OrderDetails } from './OrderDetails';
export { OrderLookup } from './OrderLookup';
export { OrdersList } from './OrdersList';
