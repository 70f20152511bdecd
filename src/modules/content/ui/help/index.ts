export { AboutUs, HelpCenter, helpDescriptions, OurProductHelp, ShippingHelp } from './pages';
export { CookiesHelp } from './CookiesHelp';
export { helpRoute } from './route';
