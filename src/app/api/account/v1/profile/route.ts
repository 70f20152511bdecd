import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { NotFoundError } from '@/lib/errors';
import { profileSchema } from '@/modules/accounts';
import { accountSchema, getAccount, listAddresses, requestEmailChange, savedAddressSchema, updateProfile } from '@/modules/accounts/index.server';
import { followAccountChoice } from '@/modules/newsletter/index.server';
import { siteSchema } from '@/modules/regions/index.server';

/** The caller's own account: whoever's token it is, it only ever reads or changes that account. */
export const GET = apiRoute(
  {
    auth: 'customer',
    summary: "The caller's account and saved addresses",
    response: { 200: z.object({ account: accountSchema, addresses: z.array(savedAddressSchema) }) },
  },
  async ({ caller }) => {
    const account = await getAccount(caller.userId);
    if (!account) throw new NotFoundError('We could not find your account.');
    return NextResponse.json({ account, addresses: await listAddresses(caller.userId) }, { headers: { 'cache-control': 'no-store' } });
  },
);

/**
 * Names and the newsletter choice are saved at once; the newsletter box follows into subscriptions (ticked starts the
 * double opt-in on `site`, unticked unsubscribes). A new email is not saved: it needs `currentPassword`, and the
 * account keeps its email until the link sent to the new address is opened (the current address is told).
 */
export const PUT = apiRoute(
  {
    auth: 'customer',
    body: profileSchema.extend({ site: siteSchema }),
    summary: 'Change names and the newsletter choice, and ask to change the email',
    description:
      'A different `email` needs `currentPassword` (400 CURRENT_PASSWORD_REQUIRED, WRONG_PASSWORD; 409 EMAIL_TAKEN when another account uses it) and is only confirmed by the link emailed to it: `pendingEmail` says where the link went.',
    response: { 200: z.object({ account: accountSchema, pendingEmail: z.string().nullable(), message: z.string() }) },
  },
  async ({ caller, body }) => {
    const { site, email, currentPassword, ...profile } = body;
    const before = await getAccount(caller.userId);
    if (!before) throw new NotFoundError('We could not find your account.');
    // Checked (password, address free) and mailed before anything is saved: a refused change changes nothing.
    const pending = email !== before.email ? await requestEmailChange(caller.userId, { newEmail: email, currentPassword, site }) : null;
    const account = await updateProfile(caller.userId, profile);
    await followAccountChoice(
      { email: before.email!, newsletter: before.newsletter },
      { email: account.email!, newsletter: account.newsletter },
      site,
      'account',
    );
    const message = pending
      ? `Your details are saved. We sent a link to ${pending.pendingEmail}: your email changes once you open it.`
      : 'Your details are saved.';
    return NextResponse.json({ account, pendingEmail: pending?.pendingEmail ?? null, message });
  },
);
