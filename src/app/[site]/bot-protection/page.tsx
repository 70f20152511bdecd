import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { returnPathAfterCheck } from '@/modules/bot-protection';
import { BotProtectionPage } from '@/modules/bot-protection/ui';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

/** The page reads its returnUrl, so it is rendered per request. */
export const dynamic = 'force-dynamic';

const metadata = sitePageMetadata('/bot-protection', { title: 'Confirm you are a person' });

// Its only link is the way back to where the visitor was: nothing to follow.
export async function generateMetadata(props: { params: Promise<{ site: string }> }): Promise<Metadata> {
  return { ...(await metadata(props)), robots: { index: false, follow: false } };
}

export default async function Page({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ returnUrl?: string | string[] }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const { returnUrl } = await searchParams;
  return <BotProtectionPage site={site} returnPath={returnPathAfterCheck(site, returnUrl)} />;
}
