'use client';

import { SiteHomeLink } from '@/modules/regions/ui';

/**
 * A page that failed unexpectedly, inside the site's header and footer. What went wrong stays in the server's logs:
 * in production Next hands this component only a generic message, and it shows none of it.
 */
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-bold uppercase tracking-wider text-brand">Something went wrong</p>
      <h1 className="mt-2 font-serif text-4xl font-bold">This page didn&apos;t load</h1>
      <p className="mt-4 text-muted">Something on our side went wrong while opening this page. It is often gone a moment later: please try again.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* retry() fetches the page again from the server; reset() would only re-render what already failed. */}
        <button type="button" onClick={() => retry()} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
          Try again
        </button>
        <SiteHomeLink className="rounded-full border border-ink px-5 py-2.5 font-semibold hover:bg-paper">Back to the shop</SiteHomeLink>
      </div>
    </div>
  );
}
