export { BalanceCheck } from './BalanceCheck';
