// Pages' parts (organizer pages, Find a Fair): only their pages load them, not the shell.
export { BookFairManager } from './BookFairManager';
export { FindAFair } from './FindAFair';
export { OrganizationManager } from './OrganizationManager';
export { OrganizationSwitcher } from './OrganizationSwitcher';
export { ShopLink } from './ShopLink';
