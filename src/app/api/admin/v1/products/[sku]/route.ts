import { adminRoutes } from '@/modules/admin/index.server';

export const GET = adminRoutes.product;
export const PUT = adminRoutes.updateProduct;
