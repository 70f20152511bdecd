import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { isSiteId } from '@/modules/regions';
import { WishlistPage } from '@/modules/wishlist/ui';

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Wishlist', robots: { index: false } };

export default async function Wishlist({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const viewer = await requireAccess('signed-in', site, '/wishlist');
  return (
    <AccountPage site={site} viewer={viewer} current="/wishlist" title="Wishlist">
      <WishlistPage site={site} />
    </AccountPage>
  );
}
