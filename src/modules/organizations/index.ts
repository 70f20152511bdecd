export { FAVORITES_LIMIT } from './favorites';
export { earningsOf, eligibleSubtotal, fairOpenAt, reversalOf, rewardOf, type Earning, type RewardLine } from './rewards';
export { NO_ORGANIZATION, organizationSelection } from './selection';
