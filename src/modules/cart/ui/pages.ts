export { CartPage } from './CartPage';
export { GiftCardShopPage } from './GiftCardShopPage';
