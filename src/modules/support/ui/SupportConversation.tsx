import Link from 'next/link';
import { sitePath, type SiteId } from '@/modules/regions';
import type { SupportRequestStatus } from '../topics';
import type { SupportRequestDetail } from '../types';
import { formatWhen } from './format';
import { RequestActions } from './RequestActions';
import { StatusBadge } from './StatusBadge';

const WHOSE_TURN: Record<SupportRequestStatus, string> = {
  open: 'We have your message and reply within one business day.',
  answered: 'We have answered. Reply below if you need more help, or close the request if you are all set.',
  closed: 'This request is closed. Write to us below to open it again.',
};

/** /support-requests/{id}: the conversation, oldest first, then the reply box and Close. */
export function SupportConversation({ site, request }: { site: SiteId; request: SupportRequestDetail }) {
  return (
    <div className="max-w-3xl">
      <Link href={sitePath(site, '/support-requests')} prefetch={false} className="text-sm font-semibold text-sky underline">
        All support requests
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2 className="font-serif text-2xl font-bold">{request.topicLabel}</h2>
        <StatusBadge status={request.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        Request #{request.id}
        {request.orderNumber && ` · Order ${request.orderNumber}`} · opened <time dateTime={request.createdAt}>{formatWhen(request.createdAt, site)}</time>
      </p>
      <p className="mt-3 text-sm">{WHOSE_TURN[request.status]}</p>
      <ol aria-label="Conversation" className="mt-6 space-y-4">
        {request.messages.map((message) => (
          <li
            key={message.id}
            data-author={message.author}
            className={`rounded-xl border p-4 ${message.author === 'staff' ? 'mr-8 border-sky/20 bg-sky/5' : 'ml-8 border-black/10 bg-paper'}`}
          >
            <p className="text-sm">
              <span className="font-semibold">{message.author === 'staff' ? message.authorName : 'You'}</span>
              {message.author === 'staff' && <span className="text-muted"> · Bookfair Shop</span>}
              <span className="text-muted">
                {' · '}
                <time dateTime={message.createdAt}>{formatWhen(message.createdAt, site)}</time>
              </span>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words">{message.body}</p>
          </li>
        ))}
      </ol>
      <RequestActions requestId={request.id} status={request.status} />
    </div>
  );
}
