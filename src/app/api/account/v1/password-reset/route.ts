import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { passwordResetRequestSchema } from '@/modules/accounts';
import { requestPasswordReset, accountMessageSchema } from '@/modules/accounts/index.server';

/** Emails a reset link if the email has an account; the answer is the same either way. */
export const POST = apiRoute(
  {
    body: passwordResetRequestSchema.extend({ site: z.enum(['us', 'ca']).default('us') }),
    summary: 'Email a password reset link',
    response: { 202: accountMessageSchema },
  },
  async ({ body }) => {
    await requestPasswordReset(body.email, body.site);
    return NextResponse.json({ message: 'If an account uses this email, we have sent it a link to choose a new password.' }, { status: 202 });
  },
);
