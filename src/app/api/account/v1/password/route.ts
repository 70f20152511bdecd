import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api/handler';
import { passwordChangeSchema } from '@/modules/accounts';
import { changePassword, accountMessageSchema } from '@/modules/accounts/index.server';

export const POST = apiRoute(
  { auth: 'customer', body: passwordChangeSchema, summary: 'Change the password', response: { 200: accountMessageSchema } },
  async ({ caller, body }) => {
    await changePassword(caller.userId, body.currentPassword, body.newPassword);
    return NextResponse.json({ message: 'Your password has been changed.' });
  },
);
