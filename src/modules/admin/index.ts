export { GRANTABLE_SCOPES, scopeChangeSchema, type GrantableScope } from './product-rules';
export { ADMIN_SEARCH_LIMIT, MAX_PRICE_CENTS, MAX_STOCK, MAX_TAGS, productEditSchema, type ProductEdit, type ProductEditInput } from './product-rules';
export {
  LIST_KINDS,
  LIST_SLUG_PATTERN,
  listCreateSchema,
  listEditSchema,
  listItemAddSchema,
  listItemsOrderSchema,
  listPath,
  listsOrderSchema,
  MAX_LIST_DESCRIPTION,
  MAX_LIST_ITEMS,
  MAX_LIST_SLUG,
  MAX_LIST_TITLE,
  MAX_LISTS,
  moveItem,
  orderMismatch,
  type ListCreate,
  type ListEdit,
  type ListKind,
  type ListsOrder,
} from './list-rules';
export * from './coupon-rules';
export { catalogUploadQuerySchema, MAX_IMPORT_BYTES } from './catalog-import-rules';
export {
  ADMIN_ORGANIZATION_LIMIT,
  featuredChoiceSchema,
  MAX_REWARD_BP,
  ORGANIZATION_STATUSES,
  organizationQuerySchema,
  organizationRegistrationSchema,
  organizationStatusSchema,
  percentText,
  rewardRatesSchema,
  slugFromName,
  statusChangeAction,
  type OrganizationRegistration,
  type OrganizationStatus,
  type RewardRates,
  type RewardRatesInput,
} from './organization-rules';
export {
  ADMIN_ORDERS_LIMIT,
  GIFT_CARD_STATUSES,
  ORDER_NOTE_MAX,
  ORDER_QUERY_MAX,
  REFUND_LINES_MAX,
  REFUND_REASON_MAX,
  SHIPMENT_LINES_MAX,
  type GiftCardStatus,
  type ShipmentInput,
} from './order-rules';
