export { CurrencyMenu } from './CurrencyMenu';
