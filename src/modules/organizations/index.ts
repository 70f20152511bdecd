export { FAVORITES_LIMIT } from './favorites';
export { earningsOf, eligibleSubtotal, fairOpenAt, reversalOf, rewardOf, rewardsEligibleCents, type Earning, type RewardLine } from './rewards';
export { hrefWithSelectedOrganization, NO_ORGANIZATION, organizationSelection, selectedOrganization } from './selection';
export { fairSchema, organizationAddressProblems, organizationProfileSchema, TIME_ZONE_MAX, timeZoneSchema, type OrganizationProfileInput } from './manager';
export { appEntryRedirect } from './app-entry';
export {
  isDocumentNavigation,
  isPrefetch,
  ORGANIZATION_COOKIE,
  organizationCookieChange,
  organizationSlugOf,
  withRememberedOrganization,
} from './remembered-organization';
export type { OrganizationSales } from './sales';
export {
  APPLICATION_STATUSES,
  applicationSchema,
  emailDomainOf,
  organizerRemovalProblem,
  refusalSchema,
  type ApplicationInput,
  type ApplicationStatus,
} from './applications';
