// The checkout page, with its forms: only /checkout loads it.
export { CheckoutPage } from './CheckoutPage';
