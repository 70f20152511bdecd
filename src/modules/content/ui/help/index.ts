export { AboutUs, HelpCenter, OurProductHelp, ShippingHelp } from './pages';
export { helpRoute } from './route';
