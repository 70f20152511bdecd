import type { FlyerFair } from '../flyer.server';
import { RESOURCE_GUIDES } from '../resource-guides';
import { FileDownloadButton } from './FileDownloadButton';

/** The organizer's guides, and a flyer per fair of each organization they run (printed on request, as a PDF). */
export function ResourceCenterView({ organizations }: { organizations: Array<{ slug: string; name: string; shopUrl: string; fairs: FlyerFair[] }> }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="flyers">
        <h2 id="flyers" className="text-xl font-bold">
          Printable fair flyers
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted">
          A letter-size PDF with your organization, the fair’s dates, your shop link and a QR code of it, ready to print and send home.
        </p>
        {organizations.length === 0 && <p className="mt-2">You are not linked to an organization yet. Contact support to be added as an organizer.</p>}
        {organizations.map((organization) => (
          <div key={organization.slug} className="mt-4">
            <h3 className="font-semibold">{organization.name}</h3>
            <p className="text-sm">
              Shop link:{' '}
              <a href={organization.shopUrl} className="text-brand underline">
                {organization.shopUrl}
              </a>
            </p>
            {organization.fairs.length === 0 ? (
              <p className="mt-2 text-sm">No fairs yet: create one in the Book Fair Manager to print its flyer.</p>
            ) : (
              <ul className="mt-2 divide-y divide-black/10">
                {organization.fairs.map((fair) => (
                  <li key={fair.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                    <span>
                      <span className="font-semibold">{fair.name}</span> <span className="text-sm text-muted">{fair.dates}</span>
                    </span>
                    <FileDownloadButton
                      url={`/api/bookfair/v1/organizations/${organization.slug}/fairs/${fair.id}/flyer.pdf`}
                      fileName={fair.fileName}
                      label={`Download flyer: ${fair.name}, ${fair.dates}`}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </section>
      <section aria-labelledby="guides">
        <h2 id="guides" className="text-xl font-bold">
          Guides for organizers
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {RESOURCE_GUIDES.map((guide) => (
            <article key={guide.id} aria-labelledby={`guide-${guide.id}`} className="rounded-lg border p-4">
              <h3 id={`guide-${guide.id}`} className="font-semibold">
                {guide.title}
              </h3>
              <p className="text-sm text-muted">{guide.summary}</p>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
                {guide.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
