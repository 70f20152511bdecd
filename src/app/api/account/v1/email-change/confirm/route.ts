import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api/handler';
import { emailChangeConfirmSchema } from '@/modules/accounts';
import { accountMessageSchema, confirmEmailChange } from '@/modules/accounts/index.server';
import { followAccountChoice } from '@/modules/newsletter/index.server';
import { siteSchema } from '@/modules/regions/index.server';

/**
 * Opens an email change's link (issue 18): once, within its time. The account's email becomes the new one, every
 * session of the account ends (sign in with the new email), and a newsletter subscription follows the address.
 */
export const POST = apiRoute(
  {
    body: emailChangeConfirmSchema.extend({ site: siteSchema }),
    summary: "Confirm a new email with its link's token",
    description: '400 EMAIL_CHANGE_LINK_INVALID for a used, expired or unknown link; 409 EMAIL_TAKEN when another account took the address meanwhile.',
    response: { 200: accountMessageSchema },
  },
  async ({ body }) => {
    const changed = await confirmEmailChange(body.token);
    await followAccountChoice(
      { email: changed.previousEmail, newsletter: changed.newsletter },
      { email: changed.email, newsletter: changed.newsletter },
      body.site,
      'account',
    );
    return NextResponse.json({ message: `Your email is now ${changed.email}. Sign in with it to continue.` });
  },
);
