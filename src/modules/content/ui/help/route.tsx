import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { isSiteId, type SiteId } from '@/modules/regions';
import { pageMetadata } from '@/modules/seo';

type SiteParams = { params: Promise<{ site: string }> };

/** The metadata and page of one help route, the same on both sites (with hreflang alternates between them). */
export function helpRoute(path: string, title: string, Content: ComponentType<{ site: SiteId }>, describe: (site: SiteId) => string) {
  return {
    async generateMetadata({ params }: SiteParams): Promise<Metadata> {
      const { site } = await params;
      if (!isSiteId(site)) notFound();
      return pageMetadata(site, path, { title, description: describe(site) });
    },
    async Page({ params }: SiteParams) {
      const { site } = await params;
      if (!isSiteId(site)) notFound();
      return <Content site={site} />;
    },
  };
}
