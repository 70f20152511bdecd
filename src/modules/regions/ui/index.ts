export { CurrencyMenu } from './CurrencyMenu';
export { SiteHomeLink } from './SiteHomeLink';
export { CountryPrompt } from './CountryPrompt';
