'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import { useShopSession } from '@/modules/accounts/ui';
import type { SiteId } from '@/modules/regions';
import { consentAudienceOf, setVisitorAudience } from '@/modules/consent';

// The banner, the newsletter prompt and the cookie-settings link's handler come after the page is idle, in chunks of
// their own: every page carries only this (DESIGN §7 first-load budget), and the server renders none of it.
const ConsentPrompts = dynamic(() => import('./ConsentPrompts'), { ssr: false });

/** Tells the page whose policy cookies apply once the session is known, then loads the prompts. Renders nothing itself. */
export function ConsentRoot({ site }: { site: SiteId }) {
  const { session, status } = useShopSession();
  const audience = consentAudienceOf(status, session?.user?.role);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (audience) setVisitorAudience(audience);
  }, [audience]);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle && audience ? <ConsentPrompts key={audience} site={site} audience={audience} /> : null;
}
