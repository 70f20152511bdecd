// The site's zod schema for rules that browser forms share with the APIs; pages that only show sites do not carry zod.
export { siteSchema } from '../site-schema';
