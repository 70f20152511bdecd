import 'server-only';
import { notFound } from 'next/navigation';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';
import { applicationsOf } from './housekeeping.server';
import { ApplicationForm } from './ui/ApplicationForm';

export const APPLY_PATH = '/account/apply-to-host';
const STATUS_TEXT = { pending: 'waiting for our answer', approved: 'approved', refused: 'refused' } as const;

/** /account/apply-to-host: a signed-in person applies for their school or library to host fairs, and sees their applications. */
export const applyToHostRoute = {
  generateMetadata: sitePageMetadata(APPLY_PATH, { title: 'Host book fairs', noindex: true }),
  async Page({ params }: { params: Promise<{ site: string }> }) {
    const { site } = await params;
    if (!isSiteId(site)) notFound();
    const viewer = await requireAccess('signed-in', site, APPLY_PATH);
    const applications = await applicationsOf(viewer.id);
    return (
      <AccountPage site={site} viewer={viewer} current={APPLY_PATH} title="Host book fairs">
        <p className="mb-6 max-w-2xl text-muted">
          Schools and libraries earn rewards on every order placed for them. Apply for yours: once we approve it, you become its organizer and can create its
          first fair.
        </p>
        {applications.length > 0 && (
          <section aria-labelledby="my-applications-heading" className="mb-8">
            <h2 id="my-applications-heading" className="text-lg font-bold">
              Your applications
            </h2>
            <ul className="mt-2 list-disc pl-6">
              {applications.map((application) => (
                <li key={application.id}>
                  {application.name}: {STATUS_TEXT[application.status]}
                  {application.refusalReason ? ` (${application.refusalReason})` : ''}
                </li>
              ))}
            </ul>
          </section>
        )}
        <ApplicationForm site={site} />
      </AccountPage>
    );
  },
};
