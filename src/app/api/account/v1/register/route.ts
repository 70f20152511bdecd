import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api/handler';
import { registrationSchema } from '@/modules/accounts';
import { registerCustomer } from '@/modules/accounts/index.server';

/** Creates a customer account (a guest session's guest becomes it); the browser then signs in with credentials. */
export const POST = apiRoute({ body: registrationSchema }, async ({ body }) => {
  const user = await registerCustomer(body);
  return NextResponse.json({ user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } }, { status: 201 });
});
