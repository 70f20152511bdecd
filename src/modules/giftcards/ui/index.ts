export { BalanceCheck } from './BalanceCheck';
export { GiftCardShopPage } from './GiftCardShopPage';
