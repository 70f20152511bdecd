import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { isSiteId, siteAlternates, type SiteId } from '@/modules/regions';

type SiteParams = { params: Promise<{ site: string }> };

/** The metadata and page of one help route, the same on both sites (with hreflang alternates between them). */
export function helpRoute(path: string, title: string, Content: ComponentType<{ site: SiteId }>) {
  return {
    async generateMetadata({ params }: SiteParams): Promise<Metadata> {
      const { site } = await params;
      return { title, alternates: siteAlternates(isSiteId(site) ? site : 'us', path) };
    },
    async Page({ params }: SiteParams) {
      const { site } = await params;
      if (!isSiteId(site)) notFound();
      return <Content site={site} />;
    },
  };
}
