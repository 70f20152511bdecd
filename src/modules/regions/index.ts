export { siteSchema } from './site-schema';
export * from './sites';
export * from './alternates';
export { CA_PROVINCES, normalizePostalCode, postalCodeProblem, REGIONS, US_STATES, type Country } from './addresses';
