import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api/handler';
import { NotFoundError } from '@/lib/errors';
import { profileSchema } from '@/modules/accounts';
import { getAccount, listAddresses, updateProfile } from '@/modules/accounts/index.server';

/** The caller's own account: whoever's token it is, it only ever reads or changes that account. */
export const GET = apiRoute({ auth: 'customer' }, async ({ caller }) => {
  const account = await getAccount(caller!.userId);
  if (!account) throw new NotFoundError('We could not find your account.');
  return NextResponse.json({ account, addresses: await listAddresses(caller!.userId) }, { headers: { 'cache-control': 'no-store' } });
});

export const PUT = apiRoute({ auth: 'customer', body: profileSchema }, async ({ caller, body }) => {
  return NextResponse.json({ account: await updateProfile(caller!.userId, body) });
});
