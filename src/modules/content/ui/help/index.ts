export { AboutUs, HelpCenter, helpDescriptions, OurProductHelp, ShippingHelp } from './pages';
export { helpRoute } from './route';
