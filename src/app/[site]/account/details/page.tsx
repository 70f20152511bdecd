import { notFound } from 'next/navigation';
import { getAccount, listAddresses } from '@/modules/accounts/index.server';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { AccountDetails } from '@/modules/accounts/ui/forms';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/account/details', { title: 'Account details', noindex: true });

export default async function AccountDetailsPage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const viewer = await requireAccess('signed-in', site, '/account/details');
  const account = await getAccount(viewer.id);
  if (!account) notFound();
  const addresses = await listAddresses(viewer.id);
  return (
    <AccountPage site={site} viewer={viewer} current="/account/details" title="Account details">
      <AccountDetails
        site={site}
        initial={{ firstName: account.firstName, lastName: account.lastName, email: account.email ?? '', newsletter: account.newsletter, addresses }}
      />
    </AccountPage>
  );
}
