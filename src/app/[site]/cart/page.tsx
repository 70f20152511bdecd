import { notFound } from 'next/navigation';
import { cartProblemMessage } from '@/modules/cart';
import { CartWithoutScript } from '@/modules/cart/pages.server';
import { CartPage } from '@/modules/cart/ui/pages';
import { ContinueShoppingLink } from '@/modules/customer/ui';
import { ShoppingForNotice } from '@/modules/organizations/pages.server';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/cart', { title: 'Your cart', noindex: true });

type CartProps = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Rendered for each request (issue 19): who the shopper shops for, and the cart itself for a browser without script;
// with script, the cart loads in the browser.
export default async function Cart({ params, searchParams }: CartProps) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const { org, problem } = await searchParams;
  const problemMessage = cartProblemMessage(Array.isArray(problem) ? problem[0] : problem);
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-serif text-3xl font-bold">Your cart</h1>
        <ContinueShoppingLink site={site} />
      </div>
      <ShoppingForNotice site={site} org={org} path="/cart" />
      {problemMessage && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {problemMessage}
        </p>
      )}
      <div className="mt-6">
        <CartPage site={site} />
      </div>
      <noscript>
        <CartWithoutScript site={site} />
      </noscript>
    </div>
  );
}
