import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api/handler';
import { clientIp } from '@/lib/api/client-ip';
import { tooManyRequests } from '@/lib/api/too-many-requests';
import { registrationSchema } from '@/modules/accounts';
import { registerCustomer, registeredUserSchema, takeRegistration } from '@/modules/accounts/index.server';
import { followAccountChoice } from '@/modules/newsletter/index.server';
import { siteSchema } from '@/modules/regions/index.server';

/**
 * Creates a customer account (a guest session's guest becomes it); the browser then signs in with credentials. The
 * newsletter box starts the double opt-in on the site the account was made on.
 */
export const POST = apiRoute(
  { body: registrationSchema.extend({ site: siteSchema }), summary: 'Create a customer account', response: { 201: registeredUserSchema } },
  async ({ request, body, requestId }) => {
    const wait = await takeRegistration(clientIp(request.headers));
    if (wait > 0) return tooManyRequests('TOO_MANY_REGISTRATIONS', 'Too many accounts created from this network. Please try again later.', wait, requestId);
    const user = await registerCustomer(body);
    await followAccountChoice(null, { email: user.email!, newsletter: body.newsletter }, body.site, 'registration');
    return NextResponse.json({ user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } }, { status: 201 });
  },
);
