import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { currentViewer } from '@/modules/accounts/next.server';
import { findOrganizations } from '@/modules/organizations/index.server';
import { FindAFair } from '@/modules/organizations/ui';
import { isSiteId } from '@/modules/regions';

// Personal (favourites first) and per query: rendered per request.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Find a Fair', robots: { index: false } };

export default async function FindAFairPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ q?: string | string[] }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 80) ?? '';
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
