import 'server-only';
import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { AppError } from '@/lib/errors';
import { sitePath, type SiteId } from '@/modules/regions';
import { SUPPORT_REQUEST_STATUSES, SUPPORT_STATUS_LABELS, type SupportRequestStatus } from '@/modules/support';
import { getSupportRequestForStaff, listSupportRequestsForStaff } from '@/modules/support/index.server';
import { historyOf } from './audit.server';
import { SHOP_TIME_ZONES, shopDateTime } from './shop-time';
import { BackOffice, ChangeHistory, first, metadata, staffOnly, type PageProps } from './back-office.server';
import { SupportActions } from './ui/SupportActions';

/** An instant on the shop's clock (decision 013), as staff read every time in the back office. */
const when = (iso: string, site: SiteId) => shopDateTime(iso, SHOP_TIME_ZONES[site]);
const isStatus = (value: string | undefined): value is SupportRequestStatus => SUPPORT_REQUEST_STATUSES.includes(value as SupportRequestStatus);

export const supportPages = {
  list: {
    generateMetadata: metadata('Support requests', '/admin/support'),
    async Page({ params, searchParams }: PageProps) {
      const asked = first((await searchParams).status);
      // Open requests wait for staff: they are what this page is for, unless another status (or all) is asked for.
      const status = asked === 'all' ? null : isStatus(asked) ? asked : 'open';
      const { site } = await staffOnly((await params).site, `/admin/support${asked ? `?status=${encodeURIComponent(asked)}` : ''}`);
      const requests = await listSupportRequestsForStaff(status);
      const filters: Array<{ value: SupportRequestStatus | 'all'; label: string }> = [
        ...SUPPORT_REQUEST_STATUSES.map((value) => ({ value, label: SUPPORT_STATUS_LABELS[value] })),
        { value: 'all', label: 'All' },
      ];
      return (
        <BackOffice site={site} title="Support requests">
          <nav aria-label="Filter by status">
            <ul className="flex gap-4 text-sm">
              {filters.map((filter) => (
                <li key={filter.value}>
                  <a
                    href={sitePath(site, `/admin/support?status=${filter.value}`)}
                    aria-current={(status ?? 'all') === filter.value ? 'page' : undefined}
                    className="text-brand underline aria-[current=page]:font-bold aria-[current=page]:no-underline"
                  >
                    {filter.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {requests.length === 0 ? (
            <p className="mt-6 text-muted" role="status">
              No {status ? SUPPORT_STATUS_LABELS[status].toLowerCase() : ''} support requests.
            </p>
          ) : (
            <table className="mt-6 w-full text-left text-sm" aria-label="Support requests">
              <thead>
                <tr className="border-b">
                  <th className="py-2">Request</th>
                  <th>Customer</th>
                  <th>Order</th>
                  <th>Status</th>
                  <th>Last activity</th>
                  <th>Messages</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((request) => (
                  <tr key={request.id} className="border-b border-black/10">
                    <td className="py-2">
                      <a href={sitePath(site, `/admin/support/${request.id}`)} className="font-semibold text-brand underline">
                        #{request.id} {request.topicLabel}
                      </a>
                      <p className="text-muted">{request.preview}</p>
                    </td>
                    <td>{request.customerEmail}</td>
                    <td>{request.orderNumber ?? '—'}</td>
                    <td>{SUPPORT_STATUS_LABELS[request.status]}</td>
                    <td>{when(request.updatedAt, site)}</td>
                    <td>{request.messageCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </BackOffice>
      );
    },
  },
  request: {
    generateMetadata: metadata('Support request', ({ id }: { site: string; id: string }) => `/admin/support/${encodeURIComponent(id)}`),
    async Page({ params }: { params: Promise<{ site: string; id: string }> }) {
      const { site: siteParam, id } = await params;
      const { site } = await staffOnly(siteParam, `/admin/support/${encodeURIComponent(id)}`);
      if (!/^\d{1,9}$/.test(id)) notFound();
      const request = await getSupportRequestForStaff(Number(id)).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) notFound();
        throw error;
      });
      const history = await historyOf(await getDb(), 'support-request', String(request.id));
      return (
        <BackOffice site={site} title={`#${request.id} ${request.topicLabel}`}>
          <p className="mb-4 text-sm">
            <a href={sitePath(site, '/admin/support')} className="text-brand underline">
              All support requests
            </a>
          </p>
          <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 text-sm">
            <dt className="font-semibold">Customer</dt>
            <dd>{request.customerEmail}</dd>
            <dt className="font-semibold">Site</dt>
            <dd>{request.site}</dd>
            <dt className="font-semibold">Order</dt>
            <dd>{request.orderNumber ?? 'none'}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>{SUPPORT_STATUS_LABELS[request.status]}</dd>
          </dl>
          <h2 className="mt-6 text-xl font-bold">Conversation</h2>
          <ol className="mt-2 max-w-3xl space-y-3" aria-label="Conversation">
            {request.messages.map((message) => (
              <li key={message.id} className={message.author === 'staff' ? 'rounded-lg bg-brand/5 p-3' : 'rounded-lg border border-black/10 p-3'}>
                <p className="text-xs text-muted">
                  {message.author === 'staff' ? message.authorName : request.customerEmail} ·{' '}
                  <time dateTime={message.createdAt}>{when(message.createdAt, site)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap">{message.body}</p>
              </li>
            ))}
          </ol>
          <SupportActions requestId={request.id} closed={request.status === 'closed'} />
          <ChangeHistory entries={history} />
        </BackOffice>
      );
    },
  },
};
