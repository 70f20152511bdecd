import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OurProductHelp } from '@/modules/content/ui/help';
import { isSiteId, sitePath } from '@/modules/regions';

export const revalidate = 86400;

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params;
  return { title: 'Our Products', alternates: { canonical: sitePath(isSiteId(site) ? site : 'us', '/help/our-product'), languages: { 'en-US': '/help/our-product', 'en-CA': '/ca/help/our-product', 'x-default': '/help/our-product' } } };
}

export default async function Page({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return <OurProductHelp site={site} />;
}
