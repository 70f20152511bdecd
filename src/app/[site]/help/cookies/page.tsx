import { CookiesHelp, helpDescriptions, helpRoute } from '@/modules/content/ui/pages';

const route = helpRoute('/help/cookies', 'Cookie Policy', CookiesHelp, helpDescriptions.cookies);

export const revalidate = 86400;
export const generateMetadata = route.generateMetadata;
export default route.Page;
