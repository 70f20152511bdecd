import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db';
import { apiRoute, type HandlerContext, type RouteDeclaration } from '@/lib/api/handler';
import type { AccessClaims } from '@/lib/api/access-token';
import { AppError, NotFoundError } from '@/lib/errors';
import { claimsStaff, staffMemberOf } from '@/modules/accounts';
import { skuSchema } from '@/modules/catalog';
import { accountById } from '@/modules/accounts/index.server';
import type { Actor } from './audit.server';
import { productEditSchema, scopeChangeSchema } from './product-rules';
import { findProductsForAdmin, productForAdmin, updateProduct } from './products.server';
import { adminProductSchema, scopesAnswerSchema } from './responses';
import { setScope } from './users.server';

export const noStore = { headers: { 'cache-control': 'no-store' } };
const sku = skuSchema;

/**
 * Every admin API's check (issue 9): a signed-in account whose admin scope the database confirms now, so taking the
 * scope away works at once, whatever the caller's token still says. Anyone else gets a 403.
 */
export async function requireAdmin(caller: AccessClaims): Promise<Actor> {
  const actor = claimsStaff(caller.scopes) ? await confirmedAdmin(caller.userId) : null;
  if (!actor) throw new AppError(403, 'ADMIN_ONLY', "Only the shop's staff can use the back office.");
  return actor;
}

/** The account as a staff member when the database says it holds the admin scope now; else null. */
export async function confirmedAdmin(userId: string): Promise<Actor | null> {
  return staffMemberOf((await accountById(userId, await getDb())) ?? undefined);
}

/**
 * The one wrapper of every back-office API: a signed-in account the database confirms as staff, checked before the
 * address or body is read, so anyone else gets the same 403 whatever they send. The handler gets the staff member as
 * `actor` for the audit log.
 */
export function adminRoute<TParams extends z.ZodType = z.ZodUnknown, TBody extends z.ZodType = z.ZodUnknown>(
  options: { params?: TParams; body?: TBody } & Pick<RouteDeclaration, 'response' | 'summary'>,
  handler: (context: HandlerContext<z.infer<TParams>, z.infer<TBody>, Actor> & { actor: Actor }) => Promise<Response>,
) {
  return apiRoute({ ...options, auth: 'customer', authorize: requireAdmin, access: ['staff'], tags: ['admin'] }, (context) =>
    handler({ ...context, actor: context.authorized }),
  );
}

export const adminRoutes = {
  findProducts: adminRoute(
    {
      summary: 'Products whose sku or ISBN starts with ?q=, or whose title contains it',
      response: { 200: z.object({ products: z.array(adminProductSchema) }) },
    },
    async ({ request }) => {
      const q = request.nextUrl.searchParams.get('q') ?? '';
      return NextResponse.json({ products: await findProductsForAdmin(q) }, noStore);
    },
  ),
  product: adminRoute({ params: z.object({ sku }), summary: 'A product', response: { 200: adminProductSchema } }, async ({ params }) => {
    const product = await productForAdmin(params.sku);
    if (!product) throw new NotFoundError(`No product has the sku ${params.sku}.`, 'PRODUCT_NOT_FOUND');
    return NextResponse.json(product, noStore);
  }),
  updateProduct: adminRoute(
    { params: z.object({ sku }), body: productEditSchema, summary: "Change a product's prices, stock and tags", response: { 200: adminProductSchema } },
    async ({ actor, params, body }) => NextResponse.json(await updateProduct(actor, params.sku, body), noStore),
  ),
  setScope: adminRoute(
    { body: scopeChangeSchema, summary: "Grant or take away a user's scope", response: { 200: scopesAnswerSchema } },
    async ({ actor, body }) =>
      NextResponse.json({ email: body.email.toLowerCase(), scopes: await setScope(actor, body.email, body.scope, body.granted) }, noStore),
  ),
};
