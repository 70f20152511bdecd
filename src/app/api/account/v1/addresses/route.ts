import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api/handler';
import { addressSchema } from '@/modules/accounts';
import { addAddress, listAddresses } from '@/modules/accounts/index.server';

export const GET = apiRoute({ auth: 'customer' }, async ({ caller }) =>
  NextResponse.json({ addresses: await listAddresses(caller.userId) }, { headers: { 'cache-control': 'no-store' } }),
);

export const POST = apiRoute({ auth: 'customer', body: addressSchema }, async ({ caller, body }) =>
  NextResponse.json({ address: await addAddress(caller.userId, body) }, { status: 201 }),
);
