import 'server-only';

export { historyOf, recordChange, type Actor, type AuditEntry } from './audit.server';
export { findProductsForAdmin, productForAdmin, updateProduct, type AdminProduct } from './products.server';
export { adminRoute, adminRoutes, confirmedAdmin, noStore, requireAdmin } from './routes.server';
export { adminPages } from './pages.server';
export { setScope } from './users.server';
export { BACK_OFFICE_SECTIONS, BackOffice, ChangeHistory, first, metadata, staffOnly, type PageProps } from './back-office.server';
export { catalogImportRoutes } from './catalog-import-routes.server';
export { catalogImportJob, startCatalogImport, type CatalogImportJob } from './catalog-imports.server';
export {
  FEATURED_ENTITY,
  featuredOverview,
  findOrganizationsForAdmin,
  organizationForAdmin,
  registerOrganization,
  setFeaturedOrganization,
  setOrganizationStatus,
  updateRewardRates,
  type AdminOrganization,
  type AdminOrganizationSummary,
} from './organizations.server';
export { adminOrganizationRoutes } from './organizations-routes.server';
export { organizationPages } from './organizations-pages.server';
