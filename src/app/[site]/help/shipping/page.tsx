import { ShippingHelp, helpDescriptions, helpRoute } from '@/modules/content/ui/pages';

const route = helpRoute('/help/shipping', 'Shipping', ShippingHelp, helpDescriptions.shipping);

export const revalidate = 86400;
export const generateMetadata = route.generateMetadata;
export default route.Page;
