import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { returnPathAfterCheck } from '@/modules/bot-protection';
import { BotProtectionPage } from '@/modules/bot-protection/ui';
import { isSiteId } from '@/modules/regions';

/** The page reads its returnUrl, so it is rendered per request. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Confirm you are a person',
  robots: { index: false, follow: false },
};

export default async function Page({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ returnUrl?: string | string[] }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const { returnUrl } = await searchParams;
  return <BotProtectionPage site={site} returnPath={returnPathAfterCheck(site, returnUrl)} />;
}
