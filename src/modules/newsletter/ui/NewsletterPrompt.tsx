'use client';

import { useState, type KeyboardEvent } from 'react';
import { setBrowserCookie } from '@/lib/cookies';
import type { SiteId } from '@/modules/regions';
import { X } from '@/ui/icons';
import { NEWSLETTER_COOKIES } from '../rules';
import { SubscribeForm } from './SubscribeForm';

/**
 * The guest's newsletter offer: a labelled region in a corner that never blocks the page nor takes focus. Closing it
 * (button or Escape) sets newsletterClosedByGuest (a day); subscribing sets newsletterAcceptedByGuest (spec §9).
 */
export function NewsletterPrompt({ site, onDone }: { site: SiteId; onDone: () => void }) {
  const [subscribed, setSubscribed] = useState(false);
  const close = () => {
    if (!subscribed) setBrowserCookie(NEWSLETTER_COOKIES.closed, '1');
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <section
      aria-labelledby="newsletter-prompt-title"
      onKeyDown={onKeyDown}
      className="fixed inset-x-4 bottom-4 z-40 max-w-sm rounded-xl border border-black/10 bg-white p-5 shadow-xl sm:right-auto"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="newsletter-prompt-title" className="font-serif text-lg font-bold">
          Book news by email
        </h2>
        <button type="button" onClick={close} aria-label="Close the newsletter offer" className="-m-1 rounded-md p-1 hover:bg-black/5">
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <p className="mt-2 text-sm text-muted">New arrivals, book fair news and offers. We ask you to confirm by email, and you can unsubscribe any time.</p>
      <div className="mt-3">
        <SubscribeForm
          site={site}
          onSubscribed={() => {
            setBrowserCookie(NEWSLETTER_COOKIES.accepted, '1');
            setSubscribed(true);
          }}
        />
      </div>
    </section>
  );
}
