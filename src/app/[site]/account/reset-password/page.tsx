import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ResetPasswordForm } from '@/modules/accounts/ui/forms';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

// Reads its query (returnUrl, action, token) on every request.
export const dynamic = 'force-dynamic';
const metadata = sitePageMetadata('/account/reset-password', { title: 'Choose a new password', noindex: true });

// The link's token is in the address: no page it leads to may learn it.
export async function generateMetadata(props: { params: Promise<{ site: string }> }): Promise<Metadata> {
  return { ...(await metadata(props)), referrer: 'no-referrer' };
}

export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const { token } = await searchParams;
  return (
    <div className="mx-auto max-w-xl py-6">
      <h1 className="font-serif text-3xl font-bold">Choose a new password</h1>
      <div className="mt-6">
        <ResetPasswordForm site={site} token={(Array.isArray(token) ? token[0] : token) ?? ''} />
      </div>
    </div>
  );
}
