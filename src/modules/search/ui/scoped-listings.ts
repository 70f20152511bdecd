import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getListSummary } from '@/modules/catalog/index.server';
import { SITE_IDS, sitePath, type SiteId } from '@/modules/regions';
import type { Listing } from './listing';

// The listings of /browse/cl/{id}, /browse/bs/{id}, /browse/category/{name}, /browse/subject/{name}, /browse/author/{name}.

/** A curated or bestseller list's listing; cached so that metadata and page share one lookup per request. */
export const productListListing = cache(async (site: SiteId, kind: 'curated' | 'bestseller', id: string): Promise<Listing> => {
  const slug = decodeURIComponent(id);
  // Each site has its own lists, some of them on one site only (Canadian Favourites).
  const lists = await Promise.all(SITE_IDS.map((each) => getListSummary(each, kind, slug)));
  const list = lists[SITE_IDS.indexOf(site)];
  if (!list) notFound();
  const path = `/browse/${kind === 'curated' ? 'cl' : 'bs'}/${encodeURIComponent(slug)}`;
  return {
    path,
    heading: list.title,
    description: list.description,
    breadcrumbs:
      kind === 'bestseller'
        ? [{ label: 'Bestsellers', href: sitePath(site, '/browse/bs/overall') }]
        : [{ label: 'Categories', href: sitePath(site, '/categories') }],
    scope: { list: { kind, slug } },
    availableOn: SITE_IDS.filter((_, index) => lists[index] !== null),
  };
});

const cleanName = (raw: string) => decodeURIComponent(raw).trim().slice(0, 100);

export function categoryListing(site: SiteId, name: string): Listing {
  const category = cleanName(name);
  if (!category) notFound();
  return {
    path: `/browse/category/${encodeURIComponent(category)}`,
    heading: category,
    description: `Everything in ${category}.`,
    breadcrumbs: [{ label: 'Categories', href: sitePath(site, '/categories') }],
    scope: { category },
  };
}

export function subjectListing(site: SiteId, name: string): Listing {
  const subject = cleanName(name);
  if (!subject) notFound();
  return {
    path: `/browse/subject/${encodeURIComponent(subject)}`,
    heading: subject,
    description: `Books and more about ${subject.toLowerCase()}.`,
    breadcrumbs: [{ label: 'Categories', href: sitePath(site, '/categories') }],
    scope: { subject },
  };
}

/** /browse/author/{lastname, firstname} (spec §2). */
export function authorListing(name: string): Listing {
  const text = cleanName(name);
  const comma = text.indexOf(',');
  if (comma < 1) notFound();
  const lastName = text.slice(0, comma).trim();
  const firstName = text.slice(comma + 1).trim();
  if (!lastName || !firstName) notFound();
  return {
    path: `/browse/author/${encodeURIComponent(`${lastName}, ${firstName}`)}`,
    heading: `${firstName} ${lastName}`,
    description: `Books by ${firstName} ${lastName}.`,
    scope: { author: { firstName, lastName } },
  };
}

export const MYSTERY_LISTING: Listing = {
  path: '/browse/list/mystery',
  heading: 'Mystery list',
  description: 'Clues, codes and cliffhangers: mysteries for every age, from first detectives to teen thrillers.',
  scope: { subject: 'Mystery' },
};
