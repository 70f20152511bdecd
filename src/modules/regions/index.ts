export * from './sites';
export * from './alternates';
export { ADDRESS_WORDING, CA_PROVINCES, normalizePostalCode, postalCodeProblem, REGIONS, US_STATES, type AddressWording, type Country } from './addresses';
