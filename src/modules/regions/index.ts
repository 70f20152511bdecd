export * from './sites';
export * from './alternates';
export { ADDRESS_WORDING, CA_PROVINCES, normalizePostalCode, postalCodeProblem, REGIONS, US_STATES, type AddressWording, type Country } from './addresses';
export { COUNTRY_TIME_ZONES, defaultTimeZoneOf, REGION_TIME_ZONE_CHOICES, REGION_TIME_ZONES } from './time-zones';
