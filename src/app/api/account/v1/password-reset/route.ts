import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api/handler';
import { clientIp } from '@/lib/api/client-ip';
import { tooManyRequests } from '@/lib/api/too-many-requests';
import { passwordResetRequestSchema } from '@/modules/accounts';
import { accountMessageSchema, requestPasswordReset, takePasswordResetRequest } from '@/modules/accounts/index.server';
import { siteSchema } from '@/modules/regions/index.server';

/** Emails a reset link if the email has an account; the answer is the same either way. */
export const POST = apiRoute(
  { body: passwordResetRequestSchema.extend({ site: siteSchema }), summary: 'Email a password reset link', response: { 202: accountMessageSchema } },
  async ({ request, body, requestId }) => {
    // Counted per address and per email whether or not the email has an account: a refusal tells nothing either.
    const wait = await takePasswordResetRequest(clientIp(request.headers), body.email);
    if (wait > 0) return tooManyRequests('TOO_MANY_RESET_REQUESTS', 'Too many password reset requests. Please wait before asking again.', wait, requestId);
    await requestPasswordReset(body.email, body.site);
    return NextResponse.json({ message: 'If an account uses this email, we have sent it a link to choose a new password.' }, { status: 202 });
  },
);
