'use server';

import 'server-only';

import { redirect } from 'next/navigation';
import { isSiteId, sitePath } from '@/modules/regions';
import { confirmSubscription, unsubscribeByLink } from './subscriptions.server';

const siteOf = (form: FormData) => {
  const site = form.get('site');
  return isSiteId(site) ? site : 'us';
};

/**
 * The confirm button of /newsletter/confirm. A POST, not the link's GET: mail scanners open links, and a subscription
 * must be confirmed by a person. Answers with the page again, showing the outcome.
 */
export async function confirmSubscriptionAction(form: FormData): Promise<void> {
  const outcome = await confirmSubscription(String(form.get('token') ?? ''));
  redirect(`${sitePath(siteOf(form), '/newsletter/confirm')}?result=${outcome}`);
}

/** The unsubscribe button of /newsletter/unsubscribe (a POST for the same reason; RFC 8058 asks it of one-click too). */
export async function unsubscribeAction(form: FormData): Promise<void> {
  const outcome = await unsubscribeByLink(String(form.get('id') ?? ''), String(form.get('token') ?? ''));
  redirect(`${sitePath(siteOf(form), '/newsletter/unsubscribe')}?result=${outcome}`);
}
