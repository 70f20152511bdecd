import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api/handler';
import { passwordResetSchema } from '@/modules/accounts';
import { resetPassword, accountMessageSchema } from '@/modules/accounts/index.server';

/** Sets a new password with a single-use, unexpired link's token. */
export const POST = apiRoute(
  { body: passwordResetSchema, summary: "Set a new password with a reset link's token", response: { 200: accountMessageSchema } },
  async ({ body }) => {
    await resetPassword(body.token, body.password);
    return NextResponse.json({ message: 'Your password has been changed. You can sign in with it now.' });
  },
);
