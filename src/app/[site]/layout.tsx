import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import '../globals.css';
import { env } from '@/lib/env';
import { SessionRoot } from '@/modules/accounts/ui';
import { PageviewTracker } from '@/modules/analytics/ui';
import { ConsentRoot, SiteFooter, SiteHeader } from '@/modules/content/ui';
import { CountryPrompt } from '@/modules/regions/ui';
import { DEFAULT_SITE, isSiteId, SITES } from '@/modules/regions';
import { siteMetadata } from '@/modules/seo';
import { ToastHost } from '@/ui/ToastHost';
import { TopLoader } from '@/ui/TopLoader';
import { ComposeShop } from '../_compose/ComposeShop';

/** Both sites render on first request and are then cached (ISR): nothing is built against a database. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params;
  return {
    metadataBase: new URL(env().PUBLIC_URL),
    ...siteMetadata(isSiteId(site) ? site : DEFAULT_SITE),
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#c8102e', width: 'device-width', initialScale: 1 };

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return (
    <html lang={SITES[site].locale}>
      <body className="min-h-screen bg-white font-sans antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Suspense fallback={null}>
          <TopLoader />
        </Suspense>
        <ComposeShop />
        <PageviewTracker site={site} />
        <SessionRoot>
          <SiteHeader site={site} />
          <main id="main" className="mx-auto max-w-7xl px-4 py-6">
            {children}
          </main>
          <SiteFooter site={site} />
          <ConsentRoot site={site} />
        </SessionRoot>
        <CountryPrompt site={site} />
        <ToastHost />
      </body>
    </html>
  );
}
