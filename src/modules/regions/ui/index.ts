export { CurrencyMenu } from './CurrencyMenu';
export { SiteHomeLink } from './SiteHomeLink';
