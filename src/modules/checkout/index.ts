export {
  addressSchema,
  CA_PROVINCES,
  countryOfSite,
  normalizePostalCode,
  postalCodeProblem,
  REGIONS,
  US_STATES,
  type Country,
  type ShippingAddress,
} from './address';
export { shippingOptions, STANDARD_SHIPPING_CENTS, type ShippingMethod, type ShippingOption } from './shipping';
export { formatRate, taxClassOf, taxComponentsFor, type TaxClass, type TaxComponent } from './tax-rates';
export { allocate, orderTotals, type OrderTotals, type TotalsInput } from './totals';
