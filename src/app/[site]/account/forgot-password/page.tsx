import { notFound } from 'next/navigation';
import { ForgotPasswordForm } from '@/modules/accounts/ui/forms';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

export const generateMetadata = sitePageMetadata('/account/forgot-password', { title: 'Forgot your password?', noindex: true });

export default async function ForgotPasswordPage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return (
    <div className="mx-auto max-w-xl py-6">
      <h1 className="font-serif text-3xl font-bold">Forgot your password?</h1>
      <p className="mt-2 text-muted">Enter the email of your account and we will send you a link to choose a new password.</p>
      <div className="mt-6">
        <ForgotPasswordForm site={site} />
      </div>
    </div>
  );
}
