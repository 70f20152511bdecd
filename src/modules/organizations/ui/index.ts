export { FindAFair } from './FindAFair';
export { FindAFairButton, FindAFairLink } from './FindAFairButton';
