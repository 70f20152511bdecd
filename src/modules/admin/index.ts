export { GRANTABLE_SCOPES, scopeChangeSchema, type GrantableScope } from './product-rules';
export { actualPrice, ADMIN_SEARCH_LIMIT, MAX_PRICE_CENTS, MAX_STOCK, MAX_TAGS, productEditSchema, type ProductEdit, type ProductEditInput } from './product-rules';
export * from './coupon-rules';
