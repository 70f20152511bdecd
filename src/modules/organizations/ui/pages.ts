// The organizer pages' parts: only /account pages load them, not the shell.
export { BookFairManager } from './BookFairManager';
export { OrganizationManager } from './OrganizationManager';
export { OrganizationSwitcher } from './OrganizationSwitcher';
export { ShopLink } from './ShopLink';
