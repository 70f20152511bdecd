import 'server-only';
import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { requireAccess } from '@/modules/accounts/next.server';
import { isSiteId, sitePath, type SiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';
import type { Actor, AuditEntry } from './audit.server';
import { confirmedAdmin } from './routes.server';

/** The back office's sections, as its home page lists them. */
export const BACK_OFFICE_SECTIONS: Array<{ path: string; title: string; summary: string }> = [
  { path: '/admin/products', title: 'Products', summary: 'prices per currency, stock, order limit, the sites that sell it, tags' },
  { path: '/admin/coupons', title: 'Coupons and promotions', summary: 'coupon codes, automatic promotions by format, switching them on and off' },
  { path: '/admin/support', title: 'Support requests', summary: 'customers’ requests by status, replies, closing' },
  { path: '/admin/users', title: 'Users', summary: 'find an account by email, give or take the organizer and staff scopes' },
  {
    path: '/admin/import',
    title: 'Import the catalogue',
    summary: 'upload an ONIX 3.0 or CSV file, follow its progress, read what was created, updated and rejected',
  },
  {
    path: '/admin/organizations',
    title: 'Organizations',
    summary: 'register with a first organizer, approve, suspend, reward rates, the featured organization of each site',
  },
  { path: '/admin/applications', title: 'Applications to host', summary: 'schools and libraries that applied to host fairs: approve or refuse' },
  { path: '/admin/orders', title: 'Orders', summary: 'find by number, email, status or site; mark shipped; refund whole or per line' },
  { path: '/admin/gift-cards', title: 'Gift cards', summary: 'look up by code: balance and transactions; disable or enable' },
  { path: '/admin/lists', title: 'Lists', summary: 'curated and bestseller lists of both sites: their products in order, and the order of the home page' },
];

export type PageProps = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** A back-office page's metadata: its canonical URL like every page, out of search results, its links not followed. */
export function metadata<Params extends { site: string }>(title: string, path: string | ((params: Params) => string)) {
  const page = sitePageMetadata(path, { title: `${title} · Back office` });
  return async (props: { params: Promise<Params> }): Promise<Metadata> => ({ ...(await page(props)), robots: { index: false, follow: false } });
}

/** An admin page's check: the session says admin (else sign-in or 403) and the database confirms it now. */
export async function staffOnly(site: string, path: string): Promise<{ site: SiteId; actor: Actor }> {
  if (!isSiteId(site)) notFound();
  const viewer = await requireAccess('admin', site, path);
  const actor = await confirmedAdmin(viewer.id);
  if (!actor) forbidden();
  return { site, actor };
}

export function BackOffice({ site, title, children }: { site: SiteId; title: string; children: React.ReactNode }) {
  return (
    <div>
      <nav aria-label="Back office" className="mb-4 text-sm">
        <a href={sitePath(site, '/admin')} className="font-semibold text-brand underline">
          Back office
        </a>
      </nav>
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A record's back-office changes, newest first (the audit log's entries about it). */
export function ChangeHistory({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-xl font-bold">
        Changes
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-muted">No changes made in the back office yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Changes">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{entry.at.replace('T', ' ').slice(0, 16)}</time> · {entry.actorEmail} · {entry.action}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
