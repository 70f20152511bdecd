import { sitePath, type SiteId } from '@/modules/regions';
import type { BackOfficeCounts } from '../dashboard.server';

/** What waits for staff, each count a link to the list where it is worked through. */
export function BackOfficeDashboard({ site, counts }: { site: SiteId; counts: BackOfficeCounts }) {
  const tiles = [
    { label: 'Orders to ship', count: counts.ordersToShip, path: '/admin/orders?status=paid' },
    { label: 'Open support requests', count: counts.openSupportRequests, path: '/admin/support?status=open' },
    { label: 'Applications to host', count: counts.applicationsWaiting, path: '/admin/applications' },
    { label: 'Schools pending approval', count: counts.organizationsWaiting, path: '/admin/organizations?status=pending' },
  ];
  return (
    <section aria-labelledby="back-office-waiting" className="mt-6">
      <h2 id="back-office-waiting" className="text-xl font-bold">
        Waiting for you
      </h2>
      <ul className="mt-3 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.path}>
            <a
              href={sitePath(site, tile.path)}
              aria-label={`${tile.label}: ${tile.count}`}
              data-count={tile.count}
              className="block rounded-lg border border-black/10 p-3 hover:border-brand"
            >
              <span className="block text-2xl font-bold">{tile.count}</span>
              <span className="text-sm font-semibold text-brand underline">{tile.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">Failed jobs are not counted here yet: the shop has no job queue so far.</p>
    </section>
  );
}
