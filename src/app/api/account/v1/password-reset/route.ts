import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api/handler';
import { passwordResetRequestSchema } from '@/modules/accounts';
import { accountMessageSchema, requestPasswordReset } from '@/modules/accounts/index.server';
import { siteSchema } from '@/modules/regions/index.server';

/** Emails a reset link if the email has an account; the answer is the same either way. */
export const POST = apiRoute(
  { body: passwordResetRequestSchema.extend({ site: siteSchema }), summary: 'Email a password reset link', response: { 202: accountMessageSchema } },
  async ({ body }) => {
    await requestPasswordReset(body.email, body.site);
    return NextResponse.json({ message: 'If an account uses this email, we have sent it a link to choose a new password.' }, { status: 202 });
  },
);
