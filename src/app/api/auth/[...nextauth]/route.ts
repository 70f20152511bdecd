import { z } from 'zod';
import { describeRoute } from '@/lib/api/handler';
import { onGuestMerged } from '@/modules/accounts/index.server';
import { authRoute } from '@/modules/accounts/next.server';
import { mergeGuestCarts } from '@/modules/cart/index.server';

// A guest who signs in keeps their cart: the accounts module runs this inside its merge transaction.
onGuestMerged(mergeGuestCarts);

const NEXT_AUTH = 'next-auth v4 (spec §7); the session is an httpOnly cookie, and `session.accessToken` is the bearer of the JSON APIs.';

export const GET = describeRoute(
  {
    summary: 'next-auth: session, csrf, providers, sign-in and sign-out pages',
    description: `${NEXT_AUTH} \`/api/auth/session\` answers the session (with its accessToken), \`/api/auth/csrf\` a csrfToken, \`/api/auth/providers\` the providers.`,
    tags: ['auth'],
    response: { 200: z.looseObject({}).meta({ description: 'The session, the csrf token or the providers, by path' }), 302: null },
  },
  authRoute.GET,
);

export const POST = describeRoute(
  {
    summary: 'next-auth: sign in (callback/credentials), sign out',
    description: `${NEXT_AUTH} Forms come form-encoded (as next-auth's client sends them) or as a JSON object; a wrong password is a 401.`,
    tags: ['auth'],
    response: { 200: z.looseObject({ url: z.string().optional() }), 302: null },
  },
  authRoute.POST,
);
