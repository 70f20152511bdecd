import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { BadRequestError } from '@/lib/errors';
import { APPLICATION_STATUSES, refusalSchema } from '@/modules/organizations';
import { applicationAnswerSchema, applicationJson } from '@/modules/organizations/index.server';
import { applicationsForAdmin, approveApplicationAsStaff, refuseApplicationAsStaff } from './applications.server';
import { adminRoute, noStore } from './routes.server';

const applicationParams = z.object({
  id: z.coerce
    .number({ error: 'id must be an application id.' })
    .int({ error: 'id must be an application id.' })
    .positive({ error: 'id must be an application id.' })
    .max(2_147_483_647, { error: 'id must be an application id.' }),
});
const statusQuery = z.object({ status: z.enum(APPLICATION_STATUSES, { error: 'status must be pending, approved or refused.' }).optional() });

/** The back office's answers to applications to host fairs (issue 19): list, approve, refuse. */
export const adminApplicationRoutes = {
  list: adminRoute(
    {
      summary: 'Applications to host book fairs (?status=pending|approved|refused)',
      response: { 200: z.object({ applications: z.array(applicationAnswerSchema) }) },
    },
    async ({ request }) => {
      const query = statusQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
      if (!query.success) throw new BadRequestError(query.error.issues.map((issue) => issue.message).join(' '), 'INVALID_QUERY');
      return NextResponse.json({ applications: (await applicationsForAdmin(query.data.status ?? null)).map(applicationJson) }, noStore);
    },
  ),
  approve: adminRoute(
    {
      params: applicationParams,
      summary: 'Approve an application: its organization is created, the applicant organizes it',
      response: { 200: applicationAnswerSchema },
    },
    async ({ actor, params }) => NextResponse.json(applicationJson(await approveApplicationAsStaff(actor, params.id)), noStore),
  ),
  refuse: adminRoute(
    { params: applicationParams, body: refusalSchema, summary: 'Refuse an application with a reason', response: { 200: applicationAnswerSchema } },
    async ({ actor, params, body }) => NextResponse.json(applicationJson(await refuseApplicationAsStaff(actor, params.id, body.reason)), noStore),
  ),
};
