export { AfterPurchase } from './AfterPurchase';
export { OrderDetails } from './OrderDetails';
export { OrdersList } from './OrdersList';
