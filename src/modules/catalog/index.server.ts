export * from './catalog.server';
export { categoryCountsForPage, homeShelves, productForPage, relatedForPage } from './storefront.server';
export { returnStock, takeStock } from './stock.server';
export { catalogueRevisionNumber, catalogueSnapshot, listProductIds, type CatalogueSnapshot, type SearchableProduct } from './search-source.server';
export { soldProductPageLinks, soldProductParts, type ProductPageLink, type ProductPart } from './sitemap-source.server';
export { productIdsBySkus, skusByProductIds } from './product-refs.server';
export {
  productsBySkuOrIsbn,
  writeImportedProducts,
  type BylinePerson,
  type ImportedProductValues,
  type ImportWrites,
  type StoredProduct,
} from './import-writes.server';
export {
  changeProductForStaff,
  findProductsForStaff,
  formatInCatalogue,
  productForStaff,
  catalogueFormats,
  type StaffProduct,
  type StaffProductChange,
} from './staff-products.server';
export {
  changeProductList,
  deleteListEntry,
  insertListEntry,
  insertProductList,
  lockProductListsOfKind,
  productByCode,
  productListById,
  productListEntries,
  productListsWithCounts,
  writeListEntryOrder,
  writeProductListsOrder,
  type ProductListEntry,
  type ProductListRecord,
} from './staff-lists.server';
export { cartProductBySku, cartProductsByIds, type CartProduct } from './cart-products.server';
