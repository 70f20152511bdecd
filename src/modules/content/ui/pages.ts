// Parts of single pages (home, help): the shell's entry (./index) stays light.
export { FeaturedOrganization } from './FeaturedOrganization';
export { AboutUs, CookiesHelp, HelpCenter, helpDescriptions, helpRoute, OurProductHelp, ShippingHelp } from './help';
