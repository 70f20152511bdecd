import { NextResponse } from 'next/server';
import { verifyAccessToken } from '@/lib/api/access-token';
import { apiRoute } from '@/lib/api/handler';
import { clientIp } from '@/lib/api/client-ip';
import { tooManyRequests } from '@/lib/api/too-many-requests';
import { registrationSchema } from '@/modules/accounts';
import { EmailTakenError, noticeRegistrationAttempt, registerCustomer, registrationAnswerSchema, takeRegistration } from '@/modules/accounts/index.server';
import { followAccountChoice } from '@/modules/newsletter/index.server';
import { siteSchema } from '@/modules/regions/index.server';

/** The guest of the caller's own guest session (its `Authorization: Bearer` access token), if it sent one. */
async function callersGuest(authorization: string | null): Promise<string | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const caller = token ? await verifyAccessToken(token) : null;
  return caller?.role === 'guest' ? caller.userId : null;
}

const ANSWER = { message: 'Thank you. Sign in with this email and password to continue.' };

/**
 * Creates a customer account; the browser then signs in with credentials. A guest session signing up (its access
 * token as `Authorization: Bearer`) becomes the account, with its cart and orders; no body field can name a guest.
 * The newsletter box starts the double opt-in on the site the account was made on. An email that already has an
 * account gets the same answer, and its owner an email instead (decision 008): registration tells no one who has an
 * account.
 */
export const POST = apiRoute(
  {
    body: registrationSchema.extend({ site: siteSchema }),
    summary: 'Create a customer account',
    description:
      "Send the guest session's access token as a bearer token to turn that guest (its cart and orders) into the account. The answer is the same when the email already has an account; its owner is emailed instead.",
    response: { 201: registrationAnswerSchema },
  },
  async ({ body, request, log, requestId }) => {
    const wait = await takeRegistration(clientIp(request.headers));
    if (wait > 0) return tooManyRequests('TOO_MANY_REGISTRATIONS', 'Too many accounts created from this network. Please try again later.', wait, requestId);
    try {
      const user = await registerCustomer({ ...body, guestId: await callersGuest(request.headers.get('authorization')) });
      await followAccountChoice(null, { email: user.email!, newsletter: body.newsletter }, body.site, 'registration');
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      log.info('registration with an email that has an account: its owner is told');
      void noticeRegistrationAttempt(body.email, body.site);
    }
    return NextResponse.json(ANSWER, { status: 201 });
  },
);
