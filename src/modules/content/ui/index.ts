export { SiteHeader } from './SiteHeader';
export { SiteFooter } from './SiteFooter';
