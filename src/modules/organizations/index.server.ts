import 'server-only';

export { organizationForOrder, organizationsOf, type OrganizationForOrder, type OrganizationSummary } from './organizations.server';
export { earnRewards, reverseRewards, rewardsBalanceOf, type RewardsBalance } from './rewards.server';
