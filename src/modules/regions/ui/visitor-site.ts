import type { SiteId } from '../sites';

// The server's answer, kept for the tab's session: a visitor's country does not change from page to page.
const DETECTED_KEY = 'shop:visitor-site';

let asking: Promise<SiteId | null> | null = null;

/** The site of the visitor's country as this tab already knows it: null for a country without one, undefined when not asked yet. */
export function rememberedVisitorSite(): SiteId | null | undefined {
  try {
    const known = sessionStorage.getItem(DETECTED_KEY);
    if (known === null) return undefined;
    return known === 'none' ? null : (known as SiteId);
  } catch {
    return undefined;
  }
}

function remember(site: SiteId | null): void {
  try {
    sessionStorage.setItem(DETECTED_KEY, site ?? 'none');
  } catch {
    // Without session storage the next page asks again.
  }
}

/**
 * Asks the geolocation API (spec §4) which site serves the visitor's country, once per tab: the country dialog and the
 * header's location switcher share the one request. Null when the country has no site or the server cannot tell.
 */
export function askVisitorSite(): Promise<SiteId | null> {
  asking ??= fetch('/api/geolocation/v1/country')
    .then((response) => (response.ok ? (response.json() as Promise<{ site: SiteId | null }>) : null))
    .then((answer) => {
      if (!answer) return null;
      remember(answer.site);
      return answer.site;
    })
    .catch(() => null)
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Runs `task` once the page is idle (or after half a second where the browser cannot say), so it never delays the page. */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 500);
}
