import { notFound } from 'next/navigation';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { isSiteId } from '@/modules/regions';
import { WishlistPage } from '@/modules/wishlist/ui';
import { sitePageMetadata } from '@/modules/seo';

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/wishlist', { title: 'Wishlist', noindex: true });

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
