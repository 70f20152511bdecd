import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { CheckoutPage } from '@/modules/checkout/ui/CheckoutPage';
import { isSiteId } from '@/modules/regions';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

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
