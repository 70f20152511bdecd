export { addressSchema, CA_PROVINCES, normalizePostalCode, postalCodeProblem, REGIONS, US_STATES, type Country, type ShippingAddress } from './address';
export { shippingOptions, type ShippingMethod, type ShippingOption } from './shipping';
export { formatRate, taxClassOf, taxComponentsFor, type TaxClass, type TaxComponent } from './tax-rates';
export { allocate, orderTotals, type OrderTotals, type TotalsInput } from './totals';
