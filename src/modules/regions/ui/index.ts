export { CurrencyMenu } from './CurrencyMenu';
export { SiteHomeLink } from './SiteHomeLink';
export { CountryPrompt } from './CountryPrompt';
export { LocationSwitcher } from './LocationSwitcher';
export { beforeSiteSwitch, siteSwitchSteps, type SiteSwitchStep } from './site-switch-steps';
