import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { removeAddress } from '@/modules/accounts/index.server';

/** Another user's address answers 404, like one that does not exist. */
export const DELETE = apiRoute(
  {
    auth: 'customer',
    summary: 'Delete a saved address',
    response: { 204: null },
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  },
  async ({ caller, params }) => {
    await removeAddress(caller.userId, params.id);
    return new Response(null, { status: 204 });
  },
);
