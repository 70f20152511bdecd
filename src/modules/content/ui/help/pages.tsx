import Link from 'next/link';
import { formatMoney } from '@/lib/money';
import { featuredOrganizationForPage } from '@/modules/organizations/index.server';
import { otherSite, SITES, sitePath, type SiteId } from '@/modules/regions';
import { ShopForOrganizationLink } from '../FeaturedOrganization';
import { HelpLayout } from './HelpLayout';

function freeShipping(site: SiteId): string {
  return formatMoney(SITES[site].freeShipAmount, SITES[site].currency, SITES[site].locale);
}

/** What each help page is about, for search results and link previews. */
export const helpDescriptions = {
  shipping: (site: SiteId) =>
    `Shipping on our ${SITES[site].countryName} site: free from ${freeShipping(site)}, delivery in 5 to 8 business days, ship-to-school orders and returns.`,
  helpCenter: (site: SiteId) =>
    `Answers about shipping, orders, gift cards, book fairs and rewards on our ${SITES[site].countryName} site, and how to reach us.`,
  ourProduct: (site: SiteId) => `How we choose the books, toys and gifts of our ${SITES[site].countryName} site: formats, ages and grades, and prices.`,
  aboutUs: (site: SiteId) =>
    `Bookfair Shop brings the school book fair online: every order on our ${SITES[site].countryName} site earns rewards for a school or library.`,
  cookies: (site: SiteId) => `Every cookie our ${SITES[site].countryName} site sets, what it is for and how long it lasts, and how to change your answer.`,
};

export function ShippingHelp({ site }: { site: SiteId }) {
  const config = SITES[site];
  const other = SITES[otherSite(site)];
  return (
    <HelpLayout site={site} current="/help/shipping" title="Shipping">
      <p>
        Orders on our {config.countryName} site ship free when the books and gifts in your cart come to{' '}
        <strong data-testid="free-shipping-threshold" data-value={config.freeShipAmount}>
          {freeShipping(site)}
        </strong>{' '}
        or more, before tax. Below that, standard shipping is a flat rate shown in your cart before you pay.
      </p>
      <h2>Where we ship</h2>
      <p>
        This site ships within the {config.countryName} and charges in {config.currency}. Shopping from the {other.countryName}? Our {other.countryName} site
        ships there in {other.currency}, with free shipping from {freeShipping(other.id)}.
      </p>
      <h2>How long it takes</h2>
      <ul>
        <li>Standard shipping: 5 to 8 business days after your order leaves our warehouse.</li>
        <li>Orders are packed within 2 business days; you get an email with tracking when yours ships.</li>
        <li>Ship-to-school orders travel with the school&apos;s book fair delivery and are handed out in class.</li>
      </ul>
      <h2>Several parcels</h2>
      <p>Large orders and toys may arrive in separate boxes. You never pay extra shipping for a split order.</p>
      <h2>Returns</h2>
      <p>
        Not quite right? Return unused items within 30 days for a refund to your original payment. Damaged in transit? Tell us within 14 days through{' '}
        <Link href={sitePath(site, '/support-requests')} prefetch={false} className="text-sky underline">
          a support request
        </Link>{' '}
        and we replace it at no cost.
      </p>
    </HelpLayout>
  );
}

/** Rates as the help pages quote them: the featured organization's own, else the shop's standard ones. */
const ratePercent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

export async function HelpCenter({ site }: { site: SiteId }) {
  const rates = ((await featuredOrganizationForPage(site)) ?? SITES[site].featuredOrganization).rewardRates;
  const p = (path: string) => sitePath(site, path);
  const topics = [
    {
      title: 'Shipping and delivery',
      href: p('/help/shipping'),
      text: `Free shipping from ${freeShipping(site)}, delivery times, ship-to-school and returns.`,
    },
    { title: 'Our products', href: p('/help/our-product'), text: 'How we choose books, formats explained, age and grade guidance.' },
    { title: 'Orders', href: p('/account/orders'), text: 'Track an order, see past orders and download receipts.' },
    { title: 'Gift cards', href: p('/account/details/gift-cards'), text: 'Check a gift card balance or send an eCard.' },
    { title: 'Book fairs and rewards', href: p('/help/about-us'), text: 'How every order earns rewards for a school or library.' },
    { title: 'Contact us', href: p('/support-requests'), text: 'Open a support request and we answer within one business day.' },
  ];
  return (
    <HelpLayout site={site} current="/helpcenter" title="Help Center">
      <p>Answers to the questions families and organizers ask most. Can&apos;t find yours? Open a support request.</p>
      <ul className="!list-none !pl-0 grid gap-3 sm:grid-cols-2">
        {topics.map((topic) => (
          <li key={topic.title} className="rounded-xl border border-black/10 p-4">
            <Link href={topic.href} prefetch={false} className="font-semibold text-sky hover:underline">
              {topic.title}
            </Link>
            <p className="!mt-1 text-sm text-muted">{topic.text}</p>
          </li>
        ))}
      </ul>
      <h2>Frequently asked questions</h2>
      <h3 className="mt-4 font-semibold">How does my order help a school?</h3>
      <p>
        Choose a school or library with &lsquo;Find a Fair&rsquo; before you shop. It earns {ratePercent(rates.base)} of your order in rewards, and more while
        its book fair is running.
      </p>
      <h3 className="mt-4 font-semibold">Which currency will I pay in?</h3>
      <p>
        This site charges in {SITES[site].currency}. Use the currency menu at the top of any page to switch between our Canada (CAD) and United States (USD)
        sites.
      </p>
      <h3 className="mt-4 font-semibold">Why can&apos;t I find a title I saw on the other site?</h3>
      <p>Publishers sell some books in one country only, so each site shows just the titles we may sell there.</p>
    </HelpLayout>
  );
}

export function OurProductHelp({ site }: { site: SiteId }) {
  return (
    <HelpLayout site={site} current="/help/our-product" title="Our Products">
      <p>
        Every title in our shop is chosen by former teachers and librarians for readers from birth to age 18, alongside toys, activity kits and gifts that keep
        kids reading.
      </p>
      <h2>Formats</h2>
      <ul>
        <li>
          <strong>Board books</strong> — thick card pages for babies and toddlers (ages 0 to 2).
        </li>
        <li>
          <strong>Hardcover and paperback</strong> — the same story; hardcovers last longer in busy classrooms.
        </li>
        <li>
          <strong>Library binding</strong> — reinforced hardcovers made for school libraries.
        </li>
        <li>
          <strong>Boxed sets</strong> — several books of a series in a slipcase, a favourite gift.
        </li>
      </ul>
      <h2>Ages and grades</h2>
      <p>
        Age ranges (0 to 2, 3 to 5, 6 to 8, 9 to 12 and 13+) and grade ranges on each product page are the publisher&apos;s guidance. Every reader is different:
        browse by age, then read the description.
      </p>
      <h2>Prices</h2>
      <p>
        We show the list price, our price and what you save. Book-fair prices are often below list, and sale prices are marked. The price in your cart is the
        one you pay.
      </p>
    </HelpLayout>
  );
}

export async function AboutUs({ site }: { site: SiteId }) {
  const featured = await featuredOrganizationForPage(site);
  const rates = (featured ?? SITES[site].featuredOrganization).rewardRates;
  return (
    <HelpLayout site={site} current="/help/about-us" title="About Us">
      <p>
        Bookfair Shop brings the school book fair online for families in the United States and Canada. Schools, libraries and clubs run fairs with us, and every
        order placed for them earns rewards they spend on books for their shelves.
      </p>
      <h2>How rewards work</h2>
      <ul>
        <li>Select an organization with &lsquo;Find a Fair&rsquo;, or follow the link your school shares.</li>
        <li>Every order earns the organization a base reward of {ratePercent(rates.base)} of its value.</li>
        <li>While the organization&apos;s book fair is running, orders earn {ratePercent(rates.bookfair)} more.</li>
      </ul>
      {featured && (
        <>
          <h2>This month&apos;s featured organization</h2>
          <p data-testid="featured-organization" data-org={featured.org_slug}>
            <strong>{featured.org_name}</strong>: {featured.featuredOrgDescription}
          </p>
          <p>
            <ShopForOrganizationLink site={site} organization={featured} className="font-semibold text-brand underline" />
          </p>
        </>
      )}
      <h2>Two countries, one shop</h2>
      <p>Our United States site sells in US dollars and our Canada site in Canadian dollars, each with the titles publishers let us sell there.</p>
    </HelpLayout>
  );
}
