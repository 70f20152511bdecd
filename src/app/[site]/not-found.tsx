import type { Metadata } from 'next';
import { SiteHomeLink } from '@/modules/regions/ui';

// Next adds noindex to every 404; a 404 has no canonical URL.
export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-bold uppercase tracking-wider text-brand">Page not found</p>
      <h1 className="mt-2 font-serif text-4xl font-bold">This page has wandered off the shelf</h1>
      <p className="mt-4 text-muted">
        The page you were looking for isn&apos;t here. The title may not be sold on this country&apos;s site, or the link may be out of date.
      </p>
      <SiteHomeLink className="mt-6 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">Back to the shop</SiteHomeLink>
    </div>
  );
}
