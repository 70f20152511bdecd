import { notFound } from 'next/navigation';
import { GiftCardShopPage } from '@/modules/cart/ui/pages';
import { isSiteId, SITES } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

export const generateMetadata = sitePageMetadata('/account/details/gift-cards/details', { title: 'Shop eCards', noindex: true });

export default async function ShopGiftCards({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-serif text-3xl font-bold">Shop eCards</h1>
        <p className="mt-1 text-muted">
          A gift of reading, emailed in minutes. Spent on books, toys and gifts on the {SITES[site].countryName} site, in {SITES[site].currency}.
        </p>
      </div>
      <GiftCardShopPage site={site} />
    </div>
  );
}
