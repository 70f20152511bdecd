'use client';

import Link from 'next/link';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { sitePath, type SiteId } from '@/modules/regions';
import { type PolicyConsent, type ConsentAudience } from '@/modules/consent';

interface CookieBannerProps {
  site: SiteId;
  audience: ConsentAudience;
  current: PolicyConsent;
  /** The "Cookie settings" control that opened the banner; null when it shows by itself (policy unanswered). */
  opener: HTMLElement | null;
  onChoice: (accepted: boolean) => void;
  /** Closes the settings without a new choice (only offered once there is one). */
  onClose: () => void;
}

const buttonClass = 'rounded-full px-4 py-2 text-sm font-semibold';

/**
 * The cookie-policy banner: a labelled region at the bottom of the screen that leaves the page usable. Shown by itself
 * it takes no focus; opened from "Cookie settings" it takes focus, and gives it back to that control when done. After
 * a choice made from inside it, focus goes back to where it came from.
 */
export default function CookieBanner({ site, audience, current, opener, onChoice, onClose }: CookieBannerProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opener) heading.current?.focus();
  }, [opener]);

  const returnFocus = () => (opener ?? cameFrom.current)?.focus();
  const rememberWhereFocusCameFrom = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof HTMLElement && !event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget;
  };
  const choose = (accepted: boolean) => {
    returnFocus();
    onChoice(accepted);
  };
  const answered = current !== 'unanswered';
  const close = () => {
    returnFocus();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && answered) close();
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-audience={audience}
      onFocus={rememberWhereFocusCameFrom}
      onKeyDown={onKeyDown}
      className="fixed inset-x-4 bottom-4 z-50 max-w-md rounded-xl border border-black/10 bg-white p-5 shadow-xl sm:right-auto"
    >
      <h2 id="cookie-banner-title" ref={heading} tabIndex={-1} className="font-serif text-lg font-bold outline-none">
        {audience === 'customer' ? 'Cookies on your account' : 'Cookies on Bookfair Shop'}
      </h2>
      <p className="mt-2 text-sm">
        We use essential cookies to run the shop: your session, your cart and the choices you make. With your permission we also measure how our pages are used
        (analytics), to make the shop better.
        {audience === 'customer' && ' Your choice applies while you are signed in on this browser.'}{' '}
        <Link href={sitePath(site, '/help/cookies')} prefetch={false} className="font-semibold text-brand underline">
          Our cookie policy
        </Link>
      </p>
      {answered && <p className="mt-2 text-sm text-muted">You currently {current === 'accepted' ? 'allow' : 'do not allow'} analytics cookies.</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={() => choose(true)} className={`${buttonClass} bg-brand text-white hover:bg-brand-dark`}>
          Accept all
        </button>
        <button type="button" onClick={() => choose(false)} className={`${buttonClass} border border-black/20 hover:bg-black/5`}>
          Essential only
        </button>
        {answered && (
          <button type="button" onClick={close} className={`${buttonClass} text-muted underline hover:text-ink`}>
            Keep my choice
          </button>
        )}
      </div>
    </section>
  );
}
