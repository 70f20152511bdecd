import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { addressSchema } from '@/modules/accounts';
import { addAddress, listAddresses, savedAddressSchema } from '@/modules/accounts/index.server';

export const GET = apiRoute(
  { auth: 'customer', summary: 'The saved addresses, the default first', response: { 200: z.object({ addresses: z.array(savedAddressSchema) }) } },
  async ({ caller }) => NextResponse.json({ addresses: await listAddresses(caller.userId) }, { headers: { 'cache-control': 'no-store' } }),
);

export const POST = apiRoute(
  { auth: 'customer', body: addressSchema, summary: 'Save an address', response: { 201: z.object({ address: savedAddressSchema }) } },
  async ({ caller, body }) => NextResponse.json({ address: await addAddress(caller.userId, body) }, { status: 201 }),
);
