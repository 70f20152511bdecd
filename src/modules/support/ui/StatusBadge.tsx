import { SUPPORT_STATUS_LABELS, type SupportRequestStatus } from '../topics';

const TONES: Record<SupportRequestStatus, string> = {
  open: 'border-sky/30 bg-sky/10 text-sky',
  answered: 'border-green-700/30 bg-green-50 text-green-900',
  closed: 'border-black/15 bg-black/5 text-muted',
};

export function StatusBadge({ status }: { status: SupportRequestStatus }) {
  return (
    <span data-status={status} className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      <span className="sr-only">Status: </span>
      {SUPPORT_STATUS_LABELS[status]}
    </span>
  );
}
