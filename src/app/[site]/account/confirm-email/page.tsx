import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfirmEmailForm } from '@/modules/accounts/ui/forms';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

// Reads its token on every request.
export const dynamic = 'force-dynamic';
const metadata = sitePageMetadata('/account/confirm-email', { title: 'Confirm your new email', noindex: true });

// The link's token is in the address: no page it leads to may learn it.
export async function generateMetadata(props: { params: Promise<{ site: string }> }): Promise<Metadata> {
  return { ...(await metadata(props)), referrer: 'no-referrer' };
}

export default async function ConfirmEmailPage({
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
      <h1 className="font-serif text-3xl font-bold">Confirm your new email</h1>
      <div className="mt-6">
        <ConfirmEmailForm site={site} token={(Array.isArray(token) ? token[0] : token) ?? ''} />
      </div>
    </div>
  );
}
