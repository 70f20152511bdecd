import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { NotFoundError } from '@/lib/errors';
import { listCreateSchema, listEditSchema, listItemAddSchema, listItemsOrderSchema, listsOrderSchema, productCode } from './list-rules';
import { addListItem, createList, listForAdmin, listsForAdmin, removeListItem, reorderListItems, reorderLists, updateList } from './lists.server';
import { adminRoute, noStore } from './routes.server';

const id = z.coerce
  .number({ error: 'id must be a list id.' })
  .int({ error: 'id must be a list id.' })
  .positive({ error: 'id must be a list id.' })
  .max(2_147_483_647, { error: 'id must be a list id.' });

/** The back office's curated and bestseller list APIs (issue 9), each through adminRoute. */
export const adminListRoutes = {
  lists: adminRoute({}, async () => NextResponse.json({ lists: await listsForAdmin() }, noStore)),
  createList: adminRoute({ body: listCreateSchema }, async ({ actor, body }) => NextResponse.json(await createList(actor, body), { ...noStore, status: 201 })),
  list: adminRoute({ params: z.object({ id }) }, async ({ params }) => {
    const list = await listForAdmin(params.id);
    if (!list) throw new NotFoundError(`No list has the id ${params.id}.`, 'LIST_NOT_FOUND');
    return NextResponse.json(list, noStore);
  }),
  updateList: adminRoute({ params: z.object({ id }), body: listEditSchema }, async ({ actor, params, body }) =>
    NextResponse.json(await updateList(actor, params.id, body), noStore),
  ),
  reorderItems: adminRoute({ params: z.object({ id }), body: listItemsOrderSchema }, async ({ actor, params, body }) =>
    NextResponse.json(await reorderListItems(actor, params.id, body.skus), noStore),
  ),
  addItem: adminRoute({ params: z.object({ id }), body: listItemAddSchema }, async ({ actor, params, body }) =>
    NextResponse.json(await addListItem(actor, params.id, body.sku), noStore),
  ),
  removeItem: adminRoute({ params: z.object({ id, sku: productCode }) }, async ({ actor, params }) =>
    NextResponse.json(await removeListItem(actor, params.id, params.sku), noStore),
  ),
  reorderLists: adminRoute({ body: listsOrderSchema }, async ({ actor, body }) => NextResponse.json({ lists: await reorderLists(actor, body) }, noStore)),
};
