/**
 * Spec §2 and §4 in the browser: the page's `org` is carried on every internal navigation, and the organization state
 * follows it. Imported by the header once a page has an organization selected (or one is kept), so pages without one
 * load none of it.
 */
import { removeBrowserCookie } from '@/lib/cookies';
import { ORGANIZATION_COOKIE, withRememberedOrganization } from './remembered-organization';
import { organizationAction, withSelectedOrganization } from './selection';

interface Router {
  push: (href: string) => void;
  replace: (href: string) => void;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

const isPlainClick = (event: MouseEvent, anchor: HTMLAnchorElement) =>
  event.type === 'click' &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  (!anchor.target || anchor.target === '_self') &&
  !anchor.hasAttribute('download');

/**
 * Links are written once for everyone (pages are cached), so the selection is added as they are followed: a plain click
 * becomes a client navigation to the link with `org` (a `data-full-load` link, like Logout, a full one); a click that
 * opens a tab sees the link's address with `org` for a moment; a GET form gets a hidden `org` field. Returns the undo.
 */
function carryOrganization(org: string, router: Router): () => void {
  const onLinkEvent = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!anchor || event.defaultPrevented) return;
    const target = withSelectedOrganization(new URL(anchor.href), new URL(window.location.href));
    if (!target) return;
    if (!isPlainClick(event, anchor)) {
      const original = anchor.getAttribute('href')!;
      anchor.href = target.href;
      setTimeout(() => anchor.setAttribute('href', original), 0);
      return;
    }
    event.preventDefault();
    if (anchor.dataset.fullLoad !== undefined) window.location.assign(target.href);
    else router.push(pathOf(target));
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== 'get' || form.elements.namedItem('org')) return;
    if (!withSelectedOrganization(new URL(form.action), new URL(window.location.href))) return;
    form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'org', value: org }));
  };
  const linkEvents = ['click', 'auxclick', 'contextmenu'] as const;
  for (const type of linkEvents) window.addEventListener(type, onLinkEvent, true);
  window.addEventListener('submit', onSubmit, true);
  return () => {
    for (const type of linkEvents) window.removeEventListener(type, onLinkEvent, true);
    window.removeEventListener('submit', onSubmit, true);
  };
}

/**
 * Follows the page's organization: carries it on navigation, and clears, loads or keeps the organization state as
 * spec §4 says, given what local storage keeps (`kept`). A page whose address lost `org` while the server remembers
 * one (`remembered`, issue 19) gets it back instead. An unknown organization (the shopper has been told) is dropped
 * from the address and forgotten. Returns the undo, for when the page's `org` changes.
 */
export function followSelectedOrganization(
  org: string | null,
  kept: { org: string; loadedAt: number | null } | null,
  remembered: string | null,
  router: Router,
): () => void {
  const url = new URL(window.location.href);
  const restored = org ? null : withRememberedOrganization(url.pathname, url.search, remembered);
  if (restored) {
    router.replace(`${restored}${url.hash}`);
    return () => undefined;
  }
  let current = true;
  const action = organizationAction(kept ?? { loadedAt: null }, org, Date.now());
  if (action === 'load' || (action === 'clear' && kept)) {
    void import('./organization-browser')
      .then(({ syncSelectedOrganization }) => syncSelectedOrganization(org))
      .then(({ unknown }) => {
        if (!unknown || !current) return;
        removeBrowserCookie(ORGANIZATION_COOKIE);
        const url = new URL(window.location.href);
        url.searchParams.delete('org');
        router.replace(pathOf(url));
      });
  }
  const stopCarrying = org ? carryOrganization(org, router) : () => undefined;
  return () => {
    current = false;
    stopCarrying();
  };
}
