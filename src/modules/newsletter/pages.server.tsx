import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { shopName } from '@/modules/email';
import { isSiteId, sitePath, type SiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';
import { FormMessage, primaryButtonClass } from '@/ui/TextField';
import { confirmSubscriptionAction, unsubscribeAction } from './actions.server';
import { CONFIRMATION_DAYS, type ConfirmationOutcome, type UnsubscribeOutcome } from './rules';
import { subscriptionOfLink } from './subscriptions.server';
import { SubscribeForm } from './ui';

type PageProps = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

// The links carry tokens: never indexed, never sent on as a referrer; the canonical URL leaves the token out.
function linkPageMetadata(path: string, title: string) {
  const page = sitePageMetadata(path, { title, noindex: true });
  return async (props: { params: Promise<{ site: string }> }): Promise<Metadata> => ({ ...(await page(props)), referrer: 'no-referrer' });
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 py-6">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

function ShopLink({ site }: { site: SiteId }) {
  return (
    <p>
      <Link href={sitePath(site, '/')} className="font-semibold text-brand underline">
        Back to the shop
      </Link>
    </p>
  );
}

const CONFIRMATION_RESULTS: Record<ConfirmationOutcome, { kind: 'success' | 'error'; text: string }> = {
  confirmed: { kind: 'success', text: 'You are subscribed. Thank you for confirming: our book news will come to your inbox.' },
  'already-confirmed': { kind: 'success', text: 'This subscription was already confirmed. There is nothing more to do.' },
  expired: { kind: 'error', text: `This confirmation link has expired: links work for ${CONFIRMATION_DAYS} days. Enter your email below for a new one.` },
  invalid: {
    kind: 'error',
    text: 'We do not recognise this confirmation link: a newer email may have replaced it, or the subscription was cancelled. Enter your email below for a new one.',
  },
};

/** /newsletter/confirm?token=…: the double opt-in's second step, a button that confirms (see confirmSubscriptionAction). */
export const confirmRoute = {
  generateMetadata: linkPageMetadata('/newsletter/confirm', 'Confirm your subscription'),
  async Page({ params, searchParams }: PageProps) {
    const { site } = await params;
    if (!isSiteId(site)) notFound();
    const query = await searchParams;
    const result = CONFIRMATION_RESULTS[first(query.result) as ConfirmationOutcome] ?? null;
    const token = first(query.token);
    if (result) {
      return (
        <Frame title={result.kind === 'success' ? 'Subscription confirmed' : 'This link did not work'}>
          <FormMessage kind={result.kind}>{result.text}</FormMessage>
          {result.kind === 'error' && <SubscribeForm site={site} />}
          <ShopLink site={site} />
        </Frame>
      );
    }
    if (!token) {
      return (
        <Frame title="This link did not work">
          <FormMessage kind="error">This confirmation link is incomplete. Open it again from the email, or enter your email below for a new one.</FormMessage>
          <SubscribeForm site={site} />
        </Frame>
      );
    }
    return (
      <Frame title="Confirm your subscription">
        <p>Confirm that you want {shopName(site)} news by email: new arrivals, book fair news and offers. You can unsubscribe from any of our emails.</p>
        <form action={confirmSubscriptionAction}>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="site" value={site} />
          <button type="submit" className={primaryButtonClass}>
            Confirm my subscription
          </button>
        </form>
      </Frame>
    );
  },
};

const UNSUBSCRIBE_RESULTS: Record<UnsubscribeOutcome, { kind: 'success' | 'error'; text: string }> = {
  unsubscribed: { kind: 'success', text: 'You are unsubscribed: we will not send you our newsletter any more.' },
  'already-unsubscribed': { kind: 'success', text: 'This address was already unsubscribed: we do not send it our newsletter.' },
  invalid: {
    kind: 'error',
    text: 'We do not recognise this unsubscribe link. Use the link of one of our emails as it came, or contact us through a support request.',
  },
};

/** /newsletter/unsubscribe?id=…&token=…: leave without signing in, by a button (see unsubscribeAction). */
export const unsubscribeRoute = {
  generateMetadata: linkPageMetadata('/newsletter/unsubscribe', 'Unsubscribe'),
  async Page({ params, searchParams }: PageProps) {
    const { site } = await params;
    if (!isSiteId(site)) notFound();
    const query = await searchParams;
    const [id, token] = [first(query.id), first(query.token)];
    let result = UNSUBSCRIBE_RESULTS[first(query.result) as UnsubscribeOutcome] ?? null;
    if (!result) {
      const subscription = await subscriptionOfLink(id, token);
      if (subscription && subscription.status !== 'unsubscribed') {
        return (
          <Frame title="Unsubscribe">
            <p>
              Stop sending {shopName(subscription.site)} news to <strong>{subscription.email}</strong>?
            </p>
            <form action={unsubscribeAction}>
              <input type="hidden" name="id" value={id} />
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="site" value={site} />
              <button type="submit" className={primaryButtonClass}>
                Unsubscribe
              </button>
            </form>
          </Frame>
        );
      }
      result = UNSUBSCRIBE_RESULTS[subscription ? 'already-unsubscribed' : 'invalid'];
    }
    return (
      <Frame title={result.kind === 'success' ? 'Unsubscribed' : 'This link did not work'}>
        <FormMessage kind={result.kind}>{result.text}</FormMessage>
        <ShopLink site={site} />
      </Frame>
    );
  },
};
