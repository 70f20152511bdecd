import type { ReactNode } from 'react';
import type { SiteId } from '@/modules/regions';
import { accountMenuLinks, audienceOf, type Viewer } from '../roles';
import { AccountSideMenu } from './AccountSideMenu';

/** The frame of every account page: a heading and the account links of the viewer's role (spec §2, §6). */
export function AccountPage({ site, viewer, current, title, children }: { site: SiteId; viewer: Viewer; current: string; title: string; children: ReactNode }) {
  return (
    <div className="grid gap-4 md:grid-cols-[14rem_1fr] md:gap-8">
      <AccountSideMenu
        site={site}
        greeting={viewer.firstName || viewer.email || ''}
        links={accountMenuLinks(audienceOf(viewer), viewer.scopes)}
        current={current}
      />
      <div>
        <h1 className="font-serif text-3xl font-bold">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * Organizer pages (Organization, Book Fair Manager, Reports, Resource Center, My Book Fairs): only organizers reach
 * them; each lists the organizations the organizer runs, which its tools work on.
 */
export function OrganizerAreaPage({
  site,
  viewer,
  current,
  title,
  organizations,
  purpose,
}: {
  site: SiteId;
  viewer: Viewer;
  current: string;
  title: string;
  organizations: Array<{ slug: string; name: string }>;
  purpose: string;
}) {
  return (
    <AccountPage site={site} viewer={viewer} current={current} title={title}>
      <p className="max-w-2xl text-muted">{purpose}</p>
      <h2 className="mt-6 text-lg font-bold">Your organizations</h2>
      {organizations.length === 0 ? (
        <p className="mt-2">You are not linked to an organization yet. Contact support to be added as an organizer.</p>
      ) : (
        <ul className="mt-2 list-disc pl-6">
          {organizations.map((organization) => (
            <li key={organization.slug}>
              {organization.name} <span className="text-sm text-muted">({organization.slug})</span>
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
