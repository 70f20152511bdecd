import { notFound, redirect } from 'next/navigation';
import { landingAfterSignIn } from '@/modules/accounts';
import { requireAccess } from '@/modules/accounts/next.server';
import { isSiteId } from '@/modules/regions';

// Reads the session that the sign-in form has just made.
export const dynamic = 'force-dynamic';

/** Where the sign-in form goes once signed in (issue 19): on to the landing of the person's role, decided on the server. */
export default async function LandingPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ returnUrl?: string | string[] }>;
}) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const { returnUrl } = await searchParams;
  const back = Array.isArray(returnUrl) ? returnUrl[0] : returnUrl;
  const viewer = await requireAccess('signed-in', site, `/account/landing${back ? `?returnUrl=${encodeURIComponent(back)}` : ''}`);
  redirect(landingAfterSignIn(site, viewer.scopes, back));
}
