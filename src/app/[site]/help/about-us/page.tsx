import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AboutUs } from '@/modules/content/ui/help';
import { isSiteId, sitePath } from '@/modules/regions';

export const revalidate = 86400;

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params;
  return { title: 'About Us', alternates: { canonical: sitePath(isSiteId(site) ? site : 'us', '/help/about-us'), languages: { 'en-US': '/help/about-us', 'en-CA': '/ca/help/about-us', 'x-default': '/help/about-us' } } };
}

export default async function Page({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return <AboutUs site={site} />;
}
