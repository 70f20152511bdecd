import { notFound } from 'next/navigation';
import { CartPage } from '@/modules/cart/ui/pages';
import { ContinueShoppingLink } from '@/modules/customer/ui';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

export const generateMetadata = sitePageMetadata('/cart', { title: 'Your cart', noindex: true });

// The same HTML for everyone (the cart itself loads in the browser), so it is cached like a catalog page.
export const revalidate = 86400;

export default async function Cart({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-serif text-3xl font-bold">Your cart</h1>
        <ContinueShoppingLink site={site} />
      </div>
      <div className="mt-6">
        <CartPage site={site} />
      </div>
    </div>
  );
}
