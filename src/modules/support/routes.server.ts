import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { siteSchema } from '@/modules/regions/index.server';
import { newSupportRequestSchema, staffReplySchema, supportReplySchema } from './forms';
import { supportRequestDetailSchema, supportRequestSummarySchema } from './responses';
import { closeSupportRequest, createSupportRequest, getSupportRequest, listSupportRequests, replyAsCustomer, replyAsStaff } from './support.server';

const requestParams = z.object({ id: z.coerce.number({ error: 'id must be a request number.' }).int().positive().max(2_147_483_647) });
/** The site the request was written on; answers are the same on both. */
const newRequestBody = newSupportRequestSchema.extend({ site: siteSchema });
const noStore = { headers: { 'cache-control': 'no-store' } };

/** The customer's support requests: only their own, another customer's answer 404 like a missing one. */
export const supportRoutes = {
  list: apiRoute(
    {
      auth: 'customer',
      summary: "The customer's support requests, latest activity first",
      response: { 200: z.object({ requests: z.array(supportRequestSummarySchema) }) },
    },
    async ({ caller }) => NextResponse.json({ requests: await listSupportRequests(caller.userId) }, noStore),
  ),
  create: apiRoute(
    { auth: 'customer', body: newRequestBody, summary: 'Write to the shop', response: { 201: z.object({ request: supportRequestDetailSchema }) } },
    async ({ caller, body }) => {
      const { site, ...input } = body;
      return NextResponse.json({ request: await createSupportRequest(caller.userId, site, input) }, { status: 201, ...noStore });
    },
  ),
  get: apiRoute(
    {
      auth: 'customer',
      params: requestParams,
      summary: "One of the customer's requests, with its messages",
      response: { 200: z.object({ request: supportRequestDetailSchema }) },
    },
    async ({ caller, params }) => NextResponse.json({ request: await getSupportRequest(caller.userId, params.id) }, noStore),
  ),
  reply: apiRoute(
    {
      auth: 'customer',
      params: requestParams,
      body: supportReplySchema,
      summary: 'Add a message to a request',
      response: { 201: z.object({ request: supportRequestDetailSchema }) },
    },
    async ({ caller, params, body }) =>
      NextResponse.json({ request: await replyAsCustomer(caller.userId, params.id, body.message) }, { status: 201, ...noStore }),
  ),
  close: apiRoute(
    { auth: 'customer', params: requestParams, summary: 'Close a request', response: { 200: z.object({ request: supportRequestDetailSchema }) } },
    async ({ caller, params }) => NextResponse.json({ request: await closeSupportRequest(caller.userId, params.id) }, noStore),
  ),
  /** The shop's staff, by the operator token: answer any request. */
  staffReply: apiRoute(
    {
      auth: 'operator',
      params: requestParams,
      body: staffReplySchema,
      summary: 'Answer a request as the shop',
      response: { 201: z.object({ request: supportRequestDetailSchema }) },
    },
    async ({ params, body }) => NextResponse.json({ request: await replyAsStaff(params.id, body) }, { status: 201, ...noStore }),
  ),
};
