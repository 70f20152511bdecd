import 'server-only';

export { historyOf, recordChange, type Actor, type AuditEntry } from './audit.server';
export { findProductsForAdmin, productForAdmin, updateProduct, type AdminProduct } from './products.server';
export { adminRoute, adminRoutes, confirmedAdmin, noStore, requireAdmin } from './routes.server';
export { adminPages } from './pages.server';
export { setScope } from './users.server';
