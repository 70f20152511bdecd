import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { NotFoundError } from '@/lib/errors';
import { profileSchema } from '@/modules/accounts';
import { accountSchema, getAccount, listAddresses, savedAddressSchema, updateProfile } from '@/modules/accounts/index.server';
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

/** The newsletter box follows into subscriptions: ticked starts the double opt-in on `site`, unticked unsubscribes. */
export const PUT = apiRoute(
  {
    auth: 'customer',
    body: profileSchema.extend({ site: siteSchema }),
    summary: 'Change names, email and the newsletter choice',
    response: { 200: z.object({ account: accountSchema }) },
  },
  async ({ caller, body }) => {
    const { site, ...profile } = body;
    const before = await getAccount(caller.userId);
    const account = await updateProfile(caller.userId, profile);
    await followAccountChoice(
      before && { email: before.email!, newsletter: before.newsletter },
      { email: account.email!, newsletter: account.newsletter },
      site,
      'account',
    );
    return NextResponse.json({ account });
  },
);
