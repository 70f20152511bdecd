export { FindAFair } from './FindAFair';
