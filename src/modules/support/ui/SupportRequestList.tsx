import Link from 'next/link';
import { sitePath, type SiteId } from '@/modules/regions';
import { newSupportRequestPath } from '../topics';
import type { SupportRequestSummary } from '../types';
import { formatWhen } from './format';
import { StatusBadge } from './StatusBadge';
import { primaryLinkClass } from './styles';

/** /support-requests: the customer's requests, the most recent activity first. */
export function SupportRequestList({ site, requests }: { site: SiteId; requests: SupportRequestSummary[] }) {
  return (
    <div className="max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-muted">Questions about an order, a book fair or your account? We reply within one business day.</p>
        <Link href={newSupportRequestPath(site)} prefetch={false} className={primaryLinkClass}>
          New request
        </Link>
      </div>
      {requests.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-black/20 p-6 text-center text-muted">
          You have no support requests yet. When you write to us, your conversation appears here.
        </p>
      ) : (
        <ul aria-label="Your support requests" className="mt-6 divide-y divide-black/10 rounded-xl border border-black/10">
          {requests.map((request) => (
            <li key={request.id} data-testid="support-request" data-status={request.status} className="p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link href={sitePath(site, `/support-requests/${request.id}`)} prefetch={false} className="font-semibold text-sky hover:underline">
                  {request.topicLabel}
                  {request.orderNumber && <span className="text-ink"> · Order {request.orderNumber}</span>}
                </Link>
                <StatusBadge status={request.status} />
              </div>
              <p className="mt-1 truncate text-sm text-ink">{request.preview}</p>
              <p className="mt-1 text-xs text-muted">
                Request #{request.id} · {request.messageCount} {request.messageCount === 1 ? 'message' : 'messages'} · last message{' '}
                <time dateTime={request.lastMessageAt}>{formatWhen(request.lastMessageAt, site)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
