import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { currentViewer } from '@/modules/accounts/next.server';
import { findOrganizations } from '@/modules/organizations/index.server';
import { FindAFair } from '@/modules/organizations/ui/pages';
import { isSiteId, SITES } from '@/modules/regions';
import { pageMetadata } from '@/modules/seo';

// Personal (favourites first) and per query: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ q?: string | string[] }> };

const queryOf = async (searchParams: Props['searchParams']) => {
  const raw = (await searchParams).q;
  return (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 80) ?? '';
};

/** The page itself is worth finding; its searches are not. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return pageMetadata(site, '/find-a-fair', {
    title: 'Find a Fair',
    description: `Find your school's or library's book fair and shop for it on our ${SITES[site].countryName} site: every order earns it rewards.`,
    noindex: (await queryOf(searchParams)) !== '',
  });
}

export default async function FindAFairPage({ params, searchParams }: Props) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const query = await queryOf(searchParams);
  const viewer = await currentViewer();
  const signedIn = viewer !== null && viewer.role !== 'guest';
  const matches = await findOrganizations(site, query, signedIn ? viewer.id : null);
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold">Find a Fair</h1>
      <p className="mt-1 text-muted">Shop for a school or library: every order placed for it earns rewards for its book fair.</p>
      <div className="mt-6">
        <FindAFair site={site} query={query} matches={matches} signedIn={signedIn} />
      </div>
    </div>
  );
}
