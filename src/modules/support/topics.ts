/** What customers ask about (the chat widget and the new-request form), each with the help page that answers it first. */
import { sitePath, type SiteId } from '@/modules/regions';

export interface SupportTopic {
  id: string;
  label: string;
  /** Site-relative path of the help page to read before writing to us; the Help Center where no page fits better. */
  helpPath: string;
  /** Whether a request about it usually names an order, so the form asks for one first. */
  aboutAnOrder: boolean;
}

export const SUPPORT_TOPICS = [
  { id: 'order-status', label: 'Order status', helpPath: '/help/shipping', aboutAnOrder: true },
  { id: 'shipping', label: 'Shipping & delivery', helpPath: '/help/shipping', aboutAnOrder: true },
  { id: 'returns', label: 'Returns & refunds', helpPath: '/help/shipping', aboutAnOrder: true },
  { id: 'gift-cards', label: 'Gift cards', helpPath: '/helpcenter', aboutAnOrder: false },
  { id: 'book-fairs', label: 'Book fairs & rewards', helpPath: '/help/about-us', aboutAnOrder: false },
  { id: 'account', label: 'Account & sign-in', helpPath: '/helpcenter', aboutAnOrder: false },
  { id: 'other', label: 'Something else', helpPath: '/helpcenter', aboutAnOrder: false },
] as const satisfies readonly SupportTopic[];

export type SupportTopicId = (typeof SUPPORT_TOPICS)[number]['id'];

export const SUPPORT_TOPIC_IDS = SUPPORT_TOPICS.map((topic) => topic.id) as [SupportTopicId, ...SupportTopicId[]];

export function isSupportTopicId(value: unknown): value is SupportTopicId {
  return typeof value === 'string' && SUPPORT_TOPIC_IDS.includes(value as SupportTopicId);
}

/** The label of a stored topic; a topic since retired from the list keeps showing its id rather than nothing. */
export function supportTopicLabel(id: string): string {
  return SUPPORT_TOPICS.find((topic) => topic.id === id)?.label ?? id;
}

/** The new-request page of a site, with the topic chosen when one is given. */
export function newSupportRequestPath(site: SiteId, topic?: SupportTopicId): string {
  return sitePath(site, topic ? `/support-requests/new?topic=${topic}` : '/support-requests/new');
}

export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/** How each status reads to the customer: open waits for us, answered waits for them. */
export const SUPPORT_STATUS_LABELS: Record<SupportRequestStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** Who acted last decides whose turn it is: a customer's message waits for staff, a staff reply for the customer. */
export const STATUS_AFTER = {
  'customer-message': 'open',
  'staff-reply': 'answered',
  close: 'closed',
} as const satisfies Record<string, SupportRequestStatus>;
