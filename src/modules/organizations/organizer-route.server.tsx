import 'server-only';
import { notFound } from 'next/navigation';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';
import { requireAccess } from '@/modules/accounts/next.server';
import { OrganizerAreaPage } from '@/modules/accounts/ui';
import { organizationsOf } from './organizations.server';

/** A page only organizers may open (spec §6): signed out → sign in, a customer → 403, enforced here on the server. */
export function organizerRoute(path: string, title: string, purpose: string) {
  const generateMetadata = sitePageMetadata(path, { title, noindex: true });
  async function Page({ params }: { params: Promise<{ site: string }> }) {
    const { site } = await params;
    if (!isSiteId(site)) notFound();
    const viewer = await requireAccess('organizer', site, path);
    return <OrganizerAreaPage site={site} viewer={viewer} current={path} title={title} organizations={await organizationsOf(viewer.id)} purpose={purpose} />;
  }
  return { generateMetadata, Page };
}
