import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { CheckoutPage } from '@/modules/checkout/ui/pages';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

export const generateMetadata = sitePageMetadata('/checkout', { title: 'Checkout', noindex: true });

export default async function Checkout({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold">Checkout</h1>
      <div className="mt-6">
        <Suspense>
          <CheckoutPage site={site} />
        </Suspense>
      </div>
    </div>
  );
}
