import 'server-only';
import { getServerSession } from 'next-auth';
import { forbidden, redirect } from 'next/navigation';
import { signInUrl } from '@/lib/http';
import { sitePath, type SiteId } from '@/modules/regions';
import { authOptions } from './auth-options.server';
import { accessTo, audienceOf, type Area, type Viewer } from './roles';

/** The person of this request's session (a guest included), or null without a session. */
export async function currentViewer(): Promise<Viewer | null> {
  const session = await getServerSession(authOptions);
  if (!session?.user?.id) return null;
  const { id, role, email, firstName, lastName } = session.user;
  return { id, role, email, firstName, lastName, scopes: session.access?.scopes ?? [] };
}

/**
 * The server's check for a page of an area (spec §6): signed out or guest → the sign-in page, coming back here
 * afterwards; signed in without the scope → 403. The proxy already answers the first case with a 302.
 */
export async function requireAccess(area: Area, site: SiteId, pathWithQuery: string): Promise<Viewer> {
  const viewer = await currentViewer();
  const decision = accessTo(area, audienceOf(viewer), viewer?.scopes);
  if (decision === 'sign-in') redirect(sitePath(site, signInUrl(sitePath(site, pathWithQuery))));
  if (decision === 'forbidden') forbidden();
  return viewer!;
}
