import { OurProductHelp, helpDescriptions, helpRoute } from '@/modules/content/ui/pages';

const route = helpRoute('/help/our-product', 'Our Products', OurProductHelp, helpDescriptions.ourProduct);

export const revalidate = 86400;
export const generateMetadata = route.generateMetadata;
export default route.Page;
