import { notFound } from 'next/navigation';
import { BalanceCheck } from '@/modules/giftcards/ui';
import { isSiteId, sitePath } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

export const generateMetadata = sitePageMetadata('/account/details/gift-cards', { title: 'Check a gift card balance', noindex: true });

export default async function GiftCardBalance({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-bold">Check a gift card balance</h1>
      <BalanceCheck site={site} />
      <p>
        Looking for a present?{' '}
        <a href={sitePath(site, '/account/details/gift-cards/details')} className="font-semibold text-brand underline">
          Shop eCards
        </a>
      </p>
    </div>
  );
}
