export { AboutUs, HelpCenter, OurProductHelp, ShippingHelp } from './pages';
