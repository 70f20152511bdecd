export { GRANTABLE_SCOPES, scopeChangeSchema, type GrantableScope } from './product-rules';
export { actualPrice, ADMIN_SEARCH_LIMIT, MAX_PRICE_CENTS, MAX_STOCK, MAX_TAGS, productEditSchema, type ProductEdit, type ProductEditInput } from './product-rules';
export { ADMIN_ORDERS_LIMIT, GIFT_CARD_STATUSES, ORDER_NOTE_MAX, ORDER_QUERY_MAX, REFUND_LINES_MAX, REFUND_REASON_MAX, type GiftCardStatus } from './order-rules';
