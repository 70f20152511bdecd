import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSupportTopicId, newSupportRequestPath, STATUS_AFTER, SUPPORT_TOPIC_IDS, SUPPORT_TOPICS, supportTopicLabel } from './topics';

const SITE_PAGES = path.resolve(import.meta.dirname, '../../app/[site]');
const isHelpPage = (sitePathname: string) => /^\/help(center$|\/)/.test(sitePathname) && existsSync(path.join(SITE_PAGES, sitePathname, 'page.tsx'));

describe('support topics', () => {
  it('each has a distinct id and label and points at a help page the shop has', () => {
    expect(new Set(SUPPORT_TOPIC_IDS).size).toBe(SUPPORT_TOPICS.length);
    expect(new Set(SUPPORT_TOPICS.map((topic) => topic.label)).size).toBe(SUPPORT_TOPICS.length);
    for (const topic of SUPPORT_TOPICS) expect(isHelpPage(topic.helpPath), `${topic.id}: ${topic.helpPath}`).toBe(true);
    expect(isHelpPage('/help/no-such-page')).toBe(false);
  });

  it('offers the topics customers ask about, ending with a catch-all', () => {
    expect(SUPPORT_TOPICS.map((topic) => topic.label)).toEqual([
      'Order status',
      'Shipping & delivery',
      'Returns & refunds',
      'Gift cards',
      'Book fairs & rewards',
      'Account & sign-in',
      'Something else',
    ]);
  });

  it('knows its ids, and labels a retired topic by its id', () => {
    expect(isSupportTopicId('returns')).toBe(true);
    expect(isSupportTopicId('Returns')).toBe(false);
    expect(isSupportTopicId(undefined)).toBe(false);
    expect(supportTopicLabel('book-fairs')).toBe('Book fairs & rewards');
    expect(supportTopicLabel('lost-and-found')).toBe('lost-and-found');
  });

  it('links the new-request page on each site, with the topic chosen', () => {
    expect(newSupportRequestPath('us')).toBe('/support-requests/new');
    expect(newSupportRequestPath('us', 'gift-cards')).toBe('/support-requests/new?topic=gift-cards');
    expect(newSupportRequestPath('ca', 'returns')).toBe('/ca/support-requests/new?topic=returns');
  });

  it('hands the request to whoever has not spoken last', () => {
    expect(STATUS_AFTER).toEqual({ 'customer-message': 'open', 'staff-reply': 'answered', close: 'closed' });
  });
});
