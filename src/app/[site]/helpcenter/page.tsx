import { HelpCenter, helpDescriptions, helpRoute } from '@/modules/content/ui/pages';

const route = helpRoute('/helpcenter', 'Help Center', HelpCenter, helpDescriptions.helpCenter);

export const revalidate = 86400;
export const generateMetadata = route.generateMetadata;
export default route.Page;
