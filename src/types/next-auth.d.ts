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
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    role?: UserRole;
    scopes?: string[];
    email?: string | null;
    firstName?: string;
    lastName?: string;
  }
}
