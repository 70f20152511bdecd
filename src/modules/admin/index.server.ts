import 'server-only';

export { historyOf, recordChange, type Actor, type AuditEntry } from './audit.server';
export { findProductsForAdmin, productForAdmin, updateProduct, type AdminProduct } from './products.server';
export { adminRoute, adminRoutes, confirmedAdmin, noStore, requireAdmin } from './routes.server';
export { adminPages } from './pages.server';
export { setScope } from './users.server';
export { BACK_OFFICE_SECTIONS, BackOffice, ChangeHistory, first, metadata, staffOnly, type PageProps } from './back-office.server';
export { addListItem, createList, listForAdmin, listsForAdmin, listsOrderKey, removeListItem, reorderListItems, reorderLists, updateList, type AdminList, type AdminListItem, type AdminListSummary } from './lists.server';
export { adminListRoutes } from './lists-routes.server';
export { adminListPages } from './lists-pages.server';
