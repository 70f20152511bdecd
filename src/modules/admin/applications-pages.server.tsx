import 'server-only';
import { SITES, sitePath } from '@/modules/regions';
import { applicationsForAdmin } from './applications.server';
import { BackOffice, metadata, staffOnly, type PageProps } from './back-office.server';
import { ApplicationActions } from './ui/ApplicationActions';

const STATUS_LABELS = { pending: 'Waiting', approved: 'Approved', refused: 'Refused' } as const;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** /admin/applications: schools and libraries that applied to host fairs, waiting ones first, each with its proof. */
export const applicationPages = {
  list: {
    generateMetadata: metadata('Applications to host', '/admin/applications'),
    async Page({ params }: PageProps) {
      const { site } = await staffOnly((await params).site, '/admin/applications');
      const applications = await applicationsForAdmin(null);
      return (
        <BackOffice site={site} title="Applications to host">
          <p className="max-w-2xl text-sm text-muted">
            Check each applicant&apos;s proof (for example, that their email is at the school&apos;s domain) before approving: the applicant becomes the
            organization&apos;s first organizer.
          </p>
          {applications.length === 0 ? (
            <p className="mt-6 text-muted" role="status">
              No application yet.
            </p>
          ) : (
            <ul className="mt-6 space-y-4" aria-label="Applications">
              {applications.map((application) => (
                <li key={application.id} className="rounded-lg border border-black/10 p-4" aria-label={application.name} data-status={application.status}>
                  <h2 className="text-lg font-bold">
                    {application.name} <span className="text-sm font-normal text-muted">({STATUS_LABELS[application.status]})</span>
                  </h2>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                    <dt className="font-semibold">Site</dt>
                    <dd>{SITES[application.site].countryName}</dd>
                    <dt className="font-semibold">Address</dt>
                    <dd>{[application.address.line1, application.address.city, application.address.region, application.address.postalCode].join(', ')}</dd>
                    <dt className="font-semibold">Contact</dt>
                    <dd>
                      {application.contactName}, {application.contactPhone}, {application.applicantEmail}
                    </dd>
                    <dt className="font-semibold">Proof</dt>
                    <dd>
                      {application.proof} <span className="text-muted">(applicant&apos;s email domain: {application.applicantDomain || 'none'})</span>
                    </dd>
                    <dt className="font-semibold">Received</dt>
                    <dd>{day(application.createdAt)}</dd>
                    {application.refusalReason && (
                      <>
                        <dt className="font-semibold">Refused because</dt>
                        <dd>{application.refusalReason}</dd>
                      </>
                    )}
                  </dl>
                  {application.org && (
                    <a
                      href={sitePath(site, `/admin/organizations/${application.org}`)}
                      className="mt-2 inline-block text-sm font-semibold text-brand underline"
                    >
                      Open its organization
                    </a>
                  )}
                  {application.status === 'pending' && <ApplicationActions id={application.id} name={application.name} />}
                </li>
              ))}
            </ul>
          )}
        </BackOffice>
      );
    },
  },
};
