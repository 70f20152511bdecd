export { SiteHeader } from './SiteHeader';
export { SiteFooter } from './SiteFooter';
export { ConsentRoot } from './ConsentRoot';
