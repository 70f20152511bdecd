// The shell's pieces (header): light. Pages' parts are in ./pages.
export { FindAFairButton, FindAFairLink } from './FindAFairButton';
