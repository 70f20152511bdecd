import 'server-only';
import type { NextAuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { authSecret, env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { signAccessToken } from '@/lib/api/access-token';
import { emailSchema } from './forms';
import type { Viewer } from './roles';
import { clientIp } from '@/lib/api/client-ip';
import { allowGuestSession } from './throttle.server';
import { mergeGuestInto, resumeOrCreateGuest, sessionPerson, signInWithCredentials } from './users.server';
import { cookiesOf, provenGuestId } from './guest-cookie.server';

const SESSION_DAYS = 30;

class SessionEndedError extends Error {
  constructor() {
    super('The account of this session no longer exists, or its password or email changed since');
  }
}

const toUser = (viewer: Viewer): User => ({ ...viewer });

/** The address, resolved against the site, when it stays on the site; else the site's home. Never throws. */
export function sameSiteRedirect(url: string, baseUrl: string): string {
  try {
    const site = new URL(baseUrl);
    const target = new URL(url, site);
    return target.origin === site.origin ? target.href : site.href;
  } catch {
    return baseUrl;
  }
}

function headersOf(request: { headers?: Record<string, unknown> } | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request?.headers ?? {})) if (typeof value === 'string') headers.set(name, value);
  return headers;
}

// next-auth v4 builds its URLs from NEXTAUTH_URL; the shop's public URL is the one setting for that.
process.env.NEXTAUTH_URL ??= env().PUBLIC_URL;

/** next-auth v4 (DESIGN §2): JWT sessions, the guestAccount and credentials providers of spec §4 and §7. */
export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: 'jwt', maxAge: SESSION_DAYS * 24 * 3600 },
  pages: { signIn: '/login', error: '/login' },
  providers: [
    CredentialsProvider({
      id: 'guestAccount',
      name: 'Guest',
      credentials: {},
      // The guest to resume is the one this browser proves (its session or signed guestId cookie), never a field.
      async authorize(_credentials, request) {
        const guestId = await provenGuestId(cookiesOf(headersOf(request).get('cookie')));
        if (!guestId && !(await allowGuestSession(clientIp(headersOf(request))))) {
          logger.warn('guest sessions throttled for an IP address');
          return null;
        }
        return toUser(await resumeOrCreateGuest(guestId));
      },
    }),
    CredentialsProvider({
      id: 'credentials',
      name: 'Email and password',
      credentials: {
        email: { label: 'Email', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      async authorize(credentials, request) {
        const email = emailSchema.safeParse(credentials?.email);
        const password = typeof credentials?.password === 'string' ? credentials.password : '';
        if (!email.success || password.length === 0 || password.length > 1024) return null;
        const signedIn = await signInWithCredentials(email.data, password);
        if (!signedIn) return null;
        const { viewer, credentialVersion } = signedIn;
        // Only this browser's own guest (its cart, wishlist) comes along: proved by its cookies, not named in the form.
        await mergeGuestInto(await provenGuestId(cookiesOf(headersOf(request).get('cookie'))), viewer.id);
        return { ...toUser(viewer), credentialVersion };
      },
    }),
  ],
  callbacks: {
    /**
     * Where next-auth sends someone after signing in or out (its callbackUrl, or the next-auth.callback-url cookie):
     * only ever on this site. next-auth's own callback throws on a malformed address (a 500, issue 18); this one falls
     * back to the site's home instead.
     */
    redirect({ url, baseUrl }) {
      return sameSiteRedirect(url, baseUrl);
    },
    async jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        return {
          ...token,
          role: user.role,
          scopes: user.scopes,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          credentialVersion: user.credentialVersion ?? 0,
        };
      }
      // Every session read reloads the person, so a changed name, a new scope or a deleted account shows at once, and
      // a session made before the password or email last changed ends (issue 18): the one place sessions are read.
      const person = token.sub ? await sessionPerson(token.sub) : null;
      // next-auth clears the session cookie when this callback throws: the account is gone, was merged, or its
      // credentials changed since this session was made.
      if (!person || person.credentialVersion !== (token.credentialVersion ?? 0)) throw new SessionEndedError();
      const { viewer } = person;
      return { ...token, role: viewer.role, scopes: viewer.scopes, email: viewer.email, firstName: viewer.firstName, lastName: viewer.lastName };
    },
    async session({ session, token }) {
      if (!token.sub || !token.role) throw new SessionEndedError();
      const scopes = token.scopes ?? [];
      return {
        expires: session.expires,
        // The credential version the jwt callback has just checked: apiRoute refuses the token once it moves on.
        accessToken: await signAccessToken({ userId: token.sub, role: token.role, scopes, credentialVersion: token.credentialVersion ?? 0 }),
        user: { id: token.sub, email: token.email ?? null, firstName: token.firstName ?? '', lastName: token.lastName ?? '', role: token.role },
        access: { scopes },
      };
    },
  },
  logger: {
    error: (code, metadata) => {
      if (metadata instanceof SessionEndedError) logger.info({ code }, metadata.message);
      else logger.error({ code, err: metadata }, 'next-auth error');
    },
    warn: (code) => logger.warn({ code }, 'next-auth warning'),
    debug: () => undefined,
  },
};
