import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { env } from '@/lib/env';
import { loginReturnPath } from '@/lib/return-url';
import { currentViewer } from '@/modules/accounts/next.server';
import { LoginForm, SignOutForm } from '@/modules/accounts/ui/forms';
import { isSiteId, sitePath } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

// Reads its query (returnUrl, action, token) on every request.
export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/login', { title: 'Sign in', noindex: true });

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function LoginPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const query = await searchParams;
  // returnUrl, or next-auth's callbackUrl (absolute, on PUBLIC_URL): checked here, so the form only ever gets a path.
  const requestHeaders = await headers();
  const requestOrigin = `${requestHeaders.get('x-forwarded-proto') ?? 'http'}://${requestHeaders.get('host')}`;
  const returnUrl = loginReturnPath(first(query.returnUrl), first(query.callbackUrl), [new URL(env().PUBLIC_URL).origin, requestOrigin]);
  // Spec §8's 401 redirect lands here with action=logout: with no customer session left (it ended, or expired), the
  // browser's copy of the customer and cart is reset as after a sign-out; with one, the visitor is asked first.
  let sessionGone = false;
  if (first(query.action) === 'logout') {
    const viewer = await currentViewer();
    sessionGone = viewer?.role !== 'customer';
    if (viewer?.role === 'customer') {
      const kept = new URLSearchParams({ action: 'logout' });
      for (const name of ['returnUrl', 'org']) {
        const value = first(query[name]);
        if (value) kept.set(name, value);
      }
      return (
        <section aria-labelledby="sign-out-heading" className="mx-auto max-w-md py-6">
          <h1 id="sign-out-heading" className="font-serif text-3xl font-bold">
            Sign out?
          </h1>
          <div className="mt-6">
            <SignOutForm action={sitePath(site, `/login?${kept.toString()}`)} email={viewer.email} />
          </div>
        </section>
      );
    }
  }
  return (
    <div className="mx-auto grid max-w-4xl gap-10 py-6 md:grid-cols-2">
      <section aria-labelledby="sign-in-heading">
        <h1 id="sign-in-heading" className="font-serif text-3xl font-bold">
          Sign in
        </h1>
        <p className="mt-2 text-muted">Welcome back. Your cart and the organization you shop for come with you.</p>
        <div className="mt-6">
          <LoginForm site={site} returnUrl={returnUrl} signedOut={first(query.signedOut) === '1' || sessionGone} error={first(query.error)} />
        </div>
      </section>
      <section aria-labelledby="new-customer-heading" className="rounded-xl bg-paper p-6">
        <h2 id="new-customer-heading" className="font-serif text-2xl font-bold">
          New here?
        </h2>
        <p className="mt-2">Create an account to keep a wishlist, see your orders and check out faster. Every order still earns rewards for a school.</p>
        <a
          href={sitePath(site, `/account/create${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`)}
          className="mt-4 inline-flex rounded-full border border-brand px-5 py-2.5 font-semibold text-brand hover:bg-brand/5"
        >
          Create an account
        </a>
      </section>
    </div>
  );
}
