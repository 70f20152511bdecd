import { NextResponse } from 'next/server';
import { verifyAccessToken } from '@/lib/api/access-token';
import { apiRoute } from '@/lib/api/handler';
import { registrationSchema } from '@/modules/accounts';
import { registerCustomer, registeredUserSchema } from '@/modules/accounts/index.server';
import { followAccountChoice } from '@/modules/newsletter/index.server';
import { siteSchema } from '@/modules/regions/index.server';

/** The guest of the caller's own guest session (its `Authorization: Bearer` access token), if it sent one. */
async function callersGuest(authorization: string | null): Promise<string | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const caller = token ? await verifyAccessToken(token) : null;
  return caller?.role === 'guest' ? caller.userId : null;
}

/**
 * Creates a customer account; the browser then signs in with credentials. A guest session signing up (its access
 * token as `Authorization: Bearer`) becomes the account, with its cart and orders; no body field can name a guest.
 * The newsletter box starts the double opt-in on the site the account was made on.
 */
export const POST = apiRoute(
  {
    body: registrationSchema.extend({ site: siteSchema }),
    summary: 'Create a customer account',
    description: "Send the guest session's access token as a bearer token to turn that guest (its cart and orders) into the account.",
    response: { 201: registeredUserSchema },
  },
  async ({ body, request }) => {
    const user = await registerCustomer({ ...body, guestId: await callersGuest(request.headers.get('authorization')) });
    await followAccountChoice(null, { email: user.email!, newsletter: body.newsletter }, body.site, 'registration');
    return NextResponse.json({ user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } }, { status: 201 });
  },
);
