import { AboutUs, helpDescriptions, helpRoute } from '@/modules/content/ui/pages';

const route = helpRoute('/help/about-us', 'About Us', AboutUs, helpDescriptions.aboutUs);

export const revalidate = 86400;
export const generateMetadata = route.generateMetadata;
export default route.Page;
