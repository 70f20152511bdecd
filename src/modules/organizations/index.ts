export { FAVORITES_LIMIT } from './favorites';
export { earningsOf, eligibleSubtotal, fairOpenAt, reversalOf, rewardOf, rewardsEligibleCents, type Earning, type RewardLine } from './rewards';
export { hrefWithSelectedOrganization, NO_ORGANIZATION, organizationSelection, selectedOrganization } from './selection';
export { fairSchema, organizationAddressProblems, organizationProfileSchema, type OrganizationProfileInput } from './manager';
export { appEntryRedirect } from './app-entry';
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
