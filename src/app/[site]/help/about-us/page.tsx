import { AboutUs, helpRoute } from '@/modules/content/ui/help';

const route = helpRoute('/help/about-us', 'About Us', AboutUs);

export const revalidate = 86400;
export const generateMetadata = route.generateMetadata;
export default route.Page;
