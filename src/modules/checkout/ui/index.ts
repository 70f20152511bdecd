export { CheckoutPage } from './CheckoutPage';
