import type { Metadata } from 'next';
import Link from 'next/link';
import { STOREFRONT_TAGS, taggedLoader } from '@/lib/storefront-cache';
import type { ProductSummary } from '@/modules/catalog';
import { ProductRail } from './ProductRail';
import { SITES, sitePath, type SiteId } from '@/modules/regions';
import { pageMetadata } from '@/modules/seo';
import { browseStateHref } from '../browse-state';
import { parseFilters } from '../filters';
import { searchEngine } from '../index.server';
import { siteOr404 } from './listing';

export interface ShowcaseSection {
  title: string;
  description: string;
  /** A browse path inside the site and a filter expression; the section shows its first products. */
  path: string;
  filters?: string;
  scope?: { department?: string; list?: { kind: 'curated' | 'bestseller'; slug: string } };
}

/** A curated page of product rows, each linking to the full listing (gift guide, gifts for kids). */
function ShowcasePage({
  site,
  heading,
  intro,
  sections,
  rails,
}: {
  site: SiteId;
  heading: string;
  intro: string;
  sections: ShowcaseSection[];
  rails: ProductSummary[][];
}) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-muted">
        <Link href={sitePath(site, '/')} prefetch={false} className="hover:underline">
          Home
        </Link>
        <span aria-hidden> › </span>
        <span aria-current="page" className="text-ink">
          {heading}
        </span>
      </nav>
      <h1 className="font-serif text-4xl font-bold">{heading}</h1>
      <p className="mt-2 max-w-3xl text-muted">{intro}</p>
      {sections.map((section, index) => (
        <ProductRail
          key={section.title}
          title={section.title}
          description={section.description}
          products={rails[index] ?? []}
          site={site}
          href={browseStateHref(sitePath(site, section.path), { filters: parseFilters(section.filters) })}
        />
      ))}
    </>
  );
}

interface Showcase {
  path: string;
  heading: string;
  intro: string;
  description: string;
  sections: ShowcaseSection[];
}

/** The metadata and page of a showcase route, the same on both sites. */
export function showcaseRoute(showcase: Showcase) {
  type Props = { params: Promise<{ site: string }> };
  // Tagged like the home page's rails, so a price, list or import change refreshes the cached page at once.
  const railsOf = taggedLoader(
    `showcase:${showcase.path}`,
    async (site: SiteId) => {
      const results = await Promise.all(
        showcase.sections.map((section) =>
          searchEngine.search({ site, filters: parseFilters(section.filters), pageSize: 12, facets: false, ...section.scope }),
        ),
      );
      return results.map((result) => result.items);
    },
    (site) => [STOREFRONT_TAGS.listings, STOREFRONT_TAGS.lists(site)],
  );
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const site = siteOr404((await params).site);
      const { countryName, currency } = SITES[site];
      return pageMetadata(site, showcase.path, {
        title: showcase.heading,
        description: `${showcase.description} Shop on our ${countryName} site in ${currency}.`,
      });
    },
    async Page({ params }: Props) {
      const site = siteOr404((await params).site);
      return <ShowcasePage site={site} heading={showcase.heading} intro={showcase.intro} sections={showcase.sections} rails={await railsOf(site)} />;
    },
  };
}
