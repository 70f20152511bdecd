'use client';

import type { ReactNode } from 'react';
import { useAudience } from '@/modules/accounts/ui';
import { isVisibleTo, type Audience } from '../navigation';

/**
 * A part of the shell for some visitors only (spec §2 mega-menu: organizers, signed-in customers). The server renders
 * nothing here and passes the part as children, so a cached page is the same HTML for everyone; the browser shows it
 * once the session says the visitor may see it.
 */
export function RoleSection({ audience, children }: { audience: Audience; children: ReactNode }) {
  return isVisibleTo(audience, useAudience()) ? children : null;
}
