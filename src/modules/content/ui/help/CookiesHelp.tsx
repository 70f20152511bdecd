import { SHOP_COOKIES, type ShopCookieName } from '@/lib/cookies';
import { POLICY_VERSION } from '@/modules/consent';
import { CONFIRMATION_DAYS } from '@/modules/newsletter';
import type { SiteId } from '@/modules/regions';
import { HelpLayout } from './HelpLayout';

/** What each cookie of the shop's table is for (every name must have one). */
const PURPOSES: Record<ShopCookieName, string> = {
  guestId: 'Keeps your cart and choices while you shop without an account.',
  authorizedId: 'Remembers which account is signed in on this browser.',
  policyAcceptedByGuest: 'Your answer to this cookie policy (1 accepted, 0 essential only) while not signed in.',
  policyVersionGuest: 'The version of this policy you answered, so we ask again when it changes.',
  policyAcceptedByCustomer: 'Your answer to this cookie policy while signed in.',
  policyVersionCustomer: 'The version of this policy you answered while signed in.',
  geolocationNotification: "Remembers that you answered the offer to shop on the other country's site.",
  newsletterClosedByGuest: 'Keeps the newsletter offer closed after you close it.',
  newsletterAcceptedByGuest: 'Keeps the newsletter offer away once you have subscribed.',
  NEXT_LOCALE: 'The country site (and currency) you chose.',
  selectedOrg: 'The school or organization you shop for, so every order you place earns it rewards.',
};

function lifetime(days: number): string {
  const text = `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;
  return days >= 730 ? `${text} (about ${Math.round((days / 365.25) * 2) / 2} years)` : text;
}

/** /help/cookies: the cookie policy the banner links to, with every cookie the shop sets and a way to change the answer. */
export function CookiesHelp({ site }: { site: SiteId }) {
  return (
    <HelpLayout site={site} current="/help/cookies" title="Cookie Policy">
      <p>
        Cookies are small files your browser keeps for a website. We set only our own, first-party cookies: no advertising cookies, and none from other
        companies. This is version {POLICY_VERSION} of this policy; when it changes, we ask you again.
      </p>
      <h2>Essential cookies</h2>
      <p>
        They run the shop: your session, your cart, the site you shop on and the answers you gave us. They are always on, because the shop cannot work without
        them.
      </p>
      <h2>Analytics (only with your permission)</h2>
      <p>
        If you choose &lsquo;Accept all&rsquo;, we record which pages you view and what you add to your cart, wishlist or saved items, to learn what works and
        what does not. With &lsquo;Essential only&rsquo;, your browser sends us none of that. Orders you place are kept either way: we need them to deliver,
        refund and pay rewards to your school.
      </p>
      <h2>The newsletter</h2>
      <p>
        We offer our newsletter to shoppers without an account once they have answered this policy. We send it only after you confirm your address from the
        email we send you (the link works for {CONFIRMATION_DAYS} days), and every email has a link to unsubscribe without signing in.
      </p>
      <h2>The cookies we set</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-black/10">
              <th scope="col" className="py-2 pr-4">
                Name
              </th>
              <th scope="col" className="py-2 pr-4">
                What it is for
              </th>
              <th scope="col" className="py-2">
                Kept for
              </th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(SHOP_COOKIES) as ShopCookieName[]).map((name) => (
              <tr key={name} className="border-b border-black/5 align-top">
                <td className="py-2 pr-4 font-mono text-xs">{name}</td>
                <td className="py-2 pr-4">{PURPOSES[name]}</td>
                <td className="py-2 whitespace-nowrap">{lifetime(SHOP_COOKIES[name].days)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>Signing in also sets the session cookies of our sign-in service, which end when you sign out.</p>
      <h2>Change your answer</h2>
      <p>You can change your answer at any time, here or with &lsquo;Cookie settings&rsquo; at the bottom of every page.</p>
      <p>
        <button type="button" data-cookie-settings className="rounded-full border border-black/20 px-4 py-2 text-sm font-semibold hover:bg-black/5">
          Change cookie settings
        </button>
      </p>
    </HelpLayout>
  );
}
