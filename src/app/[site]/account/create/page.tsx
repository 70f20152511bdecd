import { notFound } from 'next/navigation';
import { SignUpForm } from '@/modules/accounts/ui/forms';
import { isSiteId, sitePath } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

// Reads its query (returnUrl, action, token) on every request.
export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/account/create', { title: 'Create an account', noindex: true });

export default async function CreateAccountPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ returnUrl?: string | string[] }>;
}) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const { returnUrl } = await searchParams;
  return (
    <div className="mx-auto max-w-xl py-6">
      <h1 className="font-serif text-3xl font-bold">Create an account</h1>
      <p className="mt-2 text-muted">
        Already have one?{' '}
        <a href={sitePath(site, '/login')} className="font-semibold text-brand underline">
          Sign in
        </a>
      </p>
      <div className="mt-6">
        <SignUpForm site={site} returnUrl={(Array.isArray(returnUrl) ? returnUrl[0] : returnUrl) ?? null} />
      </div>
    </div>
  );
}
