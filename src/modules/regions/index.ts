export { siteSchema } from './site-schema';
export * from './sites';
export * from './alternates';
