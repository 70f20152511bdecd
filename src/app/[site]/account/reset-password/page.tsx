import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ResetPasswordForm } from '@/modules/accounts/ui/forms';
import { isSiteId } from '@/modules/regions';

// Reads its query (returnUrl, action, token) on every request.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false }, referrer: 'no-referrer' };

export default async function ResetPasswordPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ token?: string | string[] }> }) {
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
