import type { UserRole } from '@/modules/accounts';

declare module 'next-auth' {
  /** Spec §3 Session. */
  interface Session {
    accessToken: string;
    user: { id: string; email: string | null; firstName: string; lastName: string; role: UserRole };
    access: { scopes: string[] };
    expires: string;
  }

  interface User {
    id: string;
    email: string | null;
    firstName: string;
    lastName: string;
    role: UserRole;
    scopes: string[];
    /** The account's credential version when the session was made (issue 18). */
    credentialVersion?: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    role?: UserRole;
    scopes?: string[];
    email?: string | null;
    firstName?: string;
    lastName?: string;
    /** The credential version the session was made with; a session whose account has moved on ends. */
    credentialVersion?: number;
  }
}
