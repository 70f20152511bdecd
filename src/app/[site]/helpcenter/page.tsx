import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HelpCenter } from '@/modules/content/ui/help';
import { isSiteId, sitePath } from '@/modules/regions';

export const revalidate = 86400;

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params;
  return { title: 'Help Center', alternates: { canonical: sitePath(isSiteId(site) ? site : 'us', '/helpcenter'), languages: { 'en-US': '/helpcenter', 'en-CA': '/ca/helpcenter', 'x-default': '/helpcenter' } } };
}

export default async function Page({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return <HelpCenter site={site} />;
}
