import { notFound } from 'next/navigation';
import { AppError } from '@/lib/errors';
import { ORGANIZER_SCOPE } from '@/modules/accounts';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { acceptInvitation } from '@/modules/organizations/index.server';
import { isSiteId, sitePath } from '@/modules/regions';
import { FormMessage } from '@/ui/TextField';
import { sitePageMetadata } from '@/modules/seo';

const PATH = '/account/details/organization/join';

// Personal and acting on the link: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/account/details/organization/join', { title: 'Join an organization', noindex: true });

/** The invitation link of the email: opened signed in, it accepts the invitation (signed out, the proxy asks to sign in first). */
export default async function JoinOrganizationPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const { token } = await searchParams;
  const link = typeof token === 'string' ? token.trim() : '';
  const viewer = await requireAccess('signed-in', site, `${PATH}?token=${encodeURIComponent(link)}`);
  let joined: { slug: string; name: string } | null = null;
  let problem: string | null = null;
  if (link.length < 20 || link.length > 200) problem = 'This invitation link is not valid. Check that you opened the whole link from the email.';
  else {
    try {
      joined = await acceptInvitation(viewer.id, link);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      problem = error.message;
    }
  }
  const shown = joined && !viewer.scopes.includes(ORGANIZER_SCOPE) ? { ...viewer, scopes: [...viewer.scopes, ORGANIZER_SCOPE] } : viewer;
  return (
    <AccountPage site={site} viewer={shown} current={PATH} title="Join an organization">
      <div className="max-w-xl space-y-4">
        {joined ? (
          <>
            <FormMessage kind="success">You are now an organizer of {joined.name}.</FormMessage>
            <p>
              <a href={sitePath(site, `/account/details/organization?manage=${joined.slug}`)} className="font-semibold text-brand underline">
                Open the Organization page
              </a>
            </p>
          </>
        ) : (
          <FormMessage kind="error">{problem}</FormMessage>
        )}
      </div>
    </AccountPage>
  );
}
