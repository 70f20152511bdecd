import type { SiteId } from '@/modules/regions';
import type { SupportRequestStatus } from './topics';

/** A request as the customer's list shows it. Times are ISO 8601. */
export interface SupportRequestSummary {
  id: number;
  site: SiteId;
  /** A topic id of SUPPORT_TOPICS (or one since retired), and its label. */
  topic: string;
  topicLabel: string;
  orderNumber: string | null;
  status: SupportRequestStatus;
  createdAt: string;
  /** The last message, reply or close: the list is sorted by it, newest first. */
  updatedAt: string;
  lastMessageAt: string;
  messageCount: number;
  /** The start of the first message, to tell requests of one topic apart. */
  preview: string;
}

export interface SupportMessage {
  id: number;
  author: 'customer' | 'staff';
  /** The staff member's name on staff replies; empty on the customer's own messages. */
  authorName: string;
  body: string;
  createdAt: string;
}

export interface SupportRequestDetail extends SupportRequestSummary {
  /** Oldest first. */
  messages: SupportMessage[];
}

/** One of the customer's orders, to pick in the new-request form. */
export interface SupportOrderChoice {
  number: string;
  placedAt: string;
}
