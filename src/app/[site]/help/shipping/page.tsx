import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ShippingHelp } from '@/modules/content/ui/help';
import { isSiteId, sitePath } from '@/modules/regions';

export const revalidate = 86400;

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params;
  return { title: 'Shipping', alternates: { canonical: sitePath(isSiteId(site) ? site : 'us', '/help/shipping'), languages: { 'en-US': '/help/shipping', 'en-CA': '/ca/help/shipping', 'x-default': '/help/shipping' } } };
}

export default async function Page({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return <ShippingHelp site={site} />;
}
