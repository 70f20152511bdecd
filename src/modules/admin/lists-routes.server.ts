import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { NotFoundError } from '@/lib/errors';
import { listCreateSchema, listEditSchema, listItemAddSchema, listItemsOrderSchema, listsOrderSchema, productCode } from './list-rules';
import { addListItem, createList, listForAdmin, listsForAdmin, removeListItem, reorderListItems, reorderLists, updateList } from './lists.server';
import { adminListSchema, adminListSummarySchema } from './responses';
import { adminRoute, noStore } from './routes.server';

const id = z.coerce
  .number({ error: 'id must be a list id.' })
  .int({ error: 'id must be a list id.' })
  .positive({ error: 'id must be a list id.' })
  .max(2_147_483_647, { error: 'id must be a list id.' });

/** The back office's curated and bestseller list APIs (issue 9), each through adminRoute. */
export const adminListRoutes = {
  lists: adminRoute({ summary: 'Every curated and bestseller list', response: { 200: z.object({ lists: z.array(adminListSummarySchema) }) } }, async () =>
    NextResponse.json({ lists: await listsForAdmin() }, noStore),
  ),
  createList: adminRoute({ body: listCreateSchema, summary: 'Create a list', response: { 201: adminListSchema } }, async ({ actor, body }) =>
    NextResponse.json(await createList(actor, body), { ...noStore, status: 201 }),
  ),
  list: adminRoute({ params: z.object({ id }), summary: 'A list with its items', response: { 200: adminListSchema } }, async ({ params }) => {
    const list = await listForAdmin(params.id);
    if (!list) throw new NotFoundError(`No list has the id ${params.id}.`, 'LIST_NOT_FOUND');
    return NextResponse.json(list, noStore);
  }),
  updateList: adminRoute(
    { params: z.object({ id }), body: listEditSchema, summary: "Change a list's title, slug or description", response: { 200: adminListSchema } },
    async ({ actor, params, body }) => NextResponse.json(await updateList(actor, params.id, body), noStore),
  ),
  reorderItems: adminRoute(
    { params: z.object({ id }), body: listItemsOrderSchema, summary: "Put a list's items in a new order", response: { 200: adminListSchema } },
    async ({ actor, params, body }) => NextResponse.json(await reorderListItems(actor, params.id, body.skus), noStore),
  ),
  addItem: adminRoute(
    { params: z.object({ id }), body: listItemAddSchema, summary: 'Add a product to a list', response: { 200: adminListSchema } },
    async ({ actor, params, body }) => NextResponse.json(await addListItem(actor, params.id, body.sku), noStore),
  ),
  removeItem: adminRoute(
    { params: z.object({ id, sku: productCode }), summary: 'Take a product off a list', response: { 200: adminListSchema } },
    async ({ actor, params }) => NextResponse.json(await removeListItem(actor, params.id, params.sku), noStore),
  ),
  reorderLists: adminRoute(
    { body: listsOrderSchema, summary: "Put a site's lists in a new order", response: { 200: z.object({ lists: z.array(adminListSummarySchema) }) } },
    async ({ actor, body }) => NextResponse.json({ lists: await reorderLists(actor, body) }, noStore),
  ),
};
