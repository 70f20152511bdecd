import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { staffReplySchema } from '@/modules/support';
import { staffSupportAnswerSchema } from './responses';
import { adminRoute, noStore } from './routes.server';
import { closeFromBackOffice, replyFromBackOffice } from './support.server';

const requestParams = z.object({ id: z.coerce.number({ error: 'id must be a request number.' }).int().positive().max(2_147_483_647) });

/** Staff answer and close customers' support requests from the back office, each step in the audit log. */
export const supportAdminRoutes = {
  reply: adminRoute(
    { params: requestParams, body: staffReplySchema, summary: 'Answer a support request', response: { 201: staffSupportAnswerSchema } },
    async ({ actor, params, body }) => NextResponse.json({ request: await replyFromBackOffice(actor, params.id, body) }, { status: 201, ...noStore }),
  ),
  close: adminRoute({ params: requestParams, summary: 'Close a support request', response: { 200: staffSupportAnswerSchema } }, async ({ actor, params }) =>
    NextResponse.json({ request: await closeFromBackOffice(actor, params.id) }, noStore),
  ),
};
