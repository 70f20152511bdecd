'use client';

import { useEffect, useRef } from 'react';
import { setBrowserCookie } from '@/lib/cookies';
import { countryDialogInputs, countryDialogTexts, GEOLOCATION_COOKIE } from '../geolocation';
import type { SiteId } from '../sites';

/**
 * Spec §2 Country dialog: where the visitor seems to be, the other site to shop in their currency, accept (switch) or
 * dismiss. A modal `<dialog>`: the browser keeps focus inside and the page behind inert, and Escape dismisses. Either
 * answer keeps the dialog away for 30 days (spec §9).
 */
export default function CountryDialog({ site, detected, onClose }: { site: SiteId; detected: SiteId; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const inputs = countryDialogInputs(detected, site, window.location.host);
  useEffect(() => {
    dialog.current?.showModal();
    // showModal focuses the first button (Close); the offer itself is what the visitor came to answer.
    primary.current?.focus();
  }, []);
  if (!inputs) return null;
  const texts = countryDialogTexts(inputs);
  const answer = () => setBrowserCookie(GEOLOCATION_COOKIE, '1');
  const dismiss = () => {
    answer();
    dialog.current?.close();
    onClose();
  };
  const accept = async () => {
    answer();
    const { switchSite } = await import('./switch-site');
    await switchSite(site, detected);
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="country-dialog-heading"
      aria-describedby="country-dialog-line"
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-6 text-center shadow-xl backdrop:bg-black/50"
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label="Close"
        className="absolute right-3 top-3 rounded-full p-1 text-xl leading-none text-muted hover:bg-black/5"
      >
        <span aria-hidden>×</span>
      </button>
      <img src={texts.flag} alt="" width={48} height={34} className="mx-auto rounded-sm" />
      <h2 id="country-dialog-heading" className="mt-3 font-serif text-2xl font-bold">
        {texts.heading}
      </h2>
      <p id="country-dialog-line" className="mt-2 text-muted">
        {texts.line}
      </p>
      <div className="mt-5 flex flex-col gap-2">
        <button
          ref={primary}
          type="button"
          onClick={() => void accept()}
          className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          {texts.accept}
        </button>
        <button type="button" onClick={dismiss} className="rounded-full border border-ink px-5 py-2.5 font-semibold hover:bg-black/5">
          {texts.dismiss}
        </button>
      </div>
    </dialog>
  );
}
