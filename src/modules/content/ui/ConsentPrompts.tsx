'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { readBrowserCookie, setBrowserCookie } from '@/lib/cookies';
import { NEWSLETTER_PROMPT_DELAY_MS, newsletterPromptAllowed } from '@/modules/newsletter';
import { resolveSite, type SiteId } from '@/modules/regions';
import { policyChoice, policyConsent, type PolicyConsent, type ConsentAudience } from '@/modules/consent';

const CookieBanner = dynamic(() => import('./CookieBanner'), { ssr: false });
const NewsletterPrompt = dynamic(() => import('@/modules/newsletter/ui').then((loaded) => loaded.NewsletterPrompt), { ssr: false });

/** A "Cookie settings" link or button anywhere on the page (footer, cookie policy) carries this attribute. */
const SETTINGS_TRIGGER = '[data-cookie-settings]';

/**
 * Which prompt the visitor sees, one at a time: the cookie banner while the policy is unanswered (or when they open
 * the cookie settings), else, for a guest, the newsletter offer a little later. Mounted per audience (a sign-in
 * remounts it), so each reads its own cookies.
 */
export default function ConsentPrompts({ site, audience }: { site: SiteId; audience: ConsentAudience }) {
  const [consent, setConsent] = useState<PolicyConsent>(() => policyConsent(readBrowserCookie, audience));
  // Set while the visitor has the settings open: the element that opened them gets focus back.
  const [settings, setSettings] = useState<{ opener: HTMLElement } | null>(null);
  const [newsletter, setNewsletter] = useState<'waiting' | 'due' | 'done'>('waiting');
  const pathname = usePathname();

  useEffect(() => {
    const open = (event: MouseEvent) => {
      const opener = event.target instanceof Element ? event.target.closest<HTMLElement>(SETTINGS_TRIGGER) : null;
      // A modified click opens the cookie policy page the link points to, in a tab of its own.
      if (!opener || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setSettings({ opener });
    };
    document.addEventListener('click', open);
    return () => document.removeEventListener('click', open);
  }, []);

  const bannerShown = consent === 'unanswered' || settings !== null;
  const newsletterWanted =
    audience === 'guest' &&
    !bannerShown &&
    newsletter !== 'done' &&
    newsletterPromptAllowed(resolveSite(pathname, undefined, undefined).path, readBrowserCookie);
  useEffect(() => {
    if (!newsletterWanted || newsletter === 'due') return;
    const timer = setTimeout(() => setNewsletter('due'), NEWSLETTER_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newsletterWanted, newsletter]);

  const choose = (accepted: boolean) => {
    for (const [name, value] of policyChoice(audience, accepted)) setBrowserCookie(name, value);
    setConsent(accepted ? 'accepted' : 'declined');
    setSettings(null);
  };

  return (
    <>
      {bannerShown && (
        <CookieBanner site={site} audience={audience} current={consent} opener={settings?.opener ?? null} onChoice={choose} onClose={() => setSettings(null)} />
      )}
      {newsletterWanted && newsletter === 'due' && <NewsletterPrompt site={site} onDone={() => setNewsletter('done')} />}
    </>
  );
}
