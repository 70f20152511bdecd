import 'server-only';
import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { localDateOf } from '@/lib/local-time';
import { formatMoney } from '@/lib/money';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { isSiteId, SITES, sitePath, type SiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';
import { fairsView } from './manager.server';
import { organizationHomeOf, type HomeFair, type NextStep } from './organizer-home';
import { organizationOfOrganizer, organizationsOf } from './organizations.server';
import { rewardsBalanceOf } from './rewards.server';
import type { OrganizationSales } from './sales';

export const ORGANIZER_HOME = '/account/organizer';

function nextStepText(step: NextStep): { text: string; href: string; action: string } {
  switch (step.kind) {
    case 'create-fair':
      return { text: 'No fair is planned yet.', href: '/account/bookfair', action: 'Create a fair' };
    case 'schedule-fair':
      return { text: `"${step.fair}" is a draft: families cannot see it yet.`, href: '/account/bookfair', action: 'Schedule it' };
    case 'set-goal':
      return { text: `"${step.fair}" has no sales goal: a goal gives families something to reach for.`, href: '/account/bookfair', action: 'Set a goal' };
    case 'share-link':
      return { text: `"${step.fair}" is on: share its shop link with families.`, href: '/resource-center', action: 'Get the flyer and link' };
    case 'order-supplies':
      return { text: `"${step.fair}" is coming: prepare flyers and letters home.`, href: '/resource-center', action: 'Open the Resource Center' };
  }
}

function FairLine({ label, fair, money }: { label: string; fair: HomeFair | null; money: (cents: number) => string }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd>
        {fair ? (
          <>
            {fair.name} ({fair.startDate} to {fair.endDate}
            {fair.status === 'draft' ? ', draft' : ''})
            {fair.progress.goalCents > 0 && (
              <span className="block text-sm" data-testid="goal-progress" data-value={fair.progress.salesCents}>
                {money(fair.progress.salesCents)} of {money(fair.progress.goalCents)} goal ({fair.progress.percent}%)
              </span>
            )}
          </>
        ) : (
          'none'
        )}
      </dd>
    </>
  );
}

/** /account/organizer: where an organizer lands after signing in, one card per organization they run. */
export const organizerHomeRoute = (sales: OrganizationSales) => ({
  generateMetadata: sitePageMetadata(ORGANIZER_HOME, { title: 'Organizer home', noindex: true }),
  async Page({ params }: { params: Promise<{ site: string }> }) {
    const { site } = await params;
    if (!isSiteId(site)) notFound();
    const viewer = await requireAccess('organizer', site, ORGANIZER_HOME);
    const now = new Date();
    const cards = await Promise.all(
      (await organizationsOf(viewer.id)).map(async (summary) => {
        const [view, organization] = await Promise.all([
          fairsView(viewer.id, summary.slug, sales, undefined, now),
          organizationOfOrganizer(viewer.id, summary.slug),
        ]);
        const rewards = await rewardsBalanceOf(await getDb(), organization!.id);
        return { view, rewards, home: organizationHomeOf(view.fairs, localDateOf(now, organization!.timeZone)) };
      }),
    );
    return (
      <AccountPage site={site} viewer={viewer} current={ORGANIZER_HOME} title="Organizer home">
        {cards.length === 0 ? (
          <p>You are not linked to an organization yet. Ask an organizer of your school to invite you, or contact support.</p>
        ) : (
          <ul className="grid gap-6 lg:grid-cols-2">
            {cards.map(({ view, rewards, home }) => {
              const organizationSite: SiteId = view.organization.site;
              const money = (cents: number) => formatMoney(cents, view.organization.currency, SITES[organizationSite].locale);
              const step = nextStepText(home.nextStep);
              const manage = (path: string) => sitePath(site, `${path}?manage=${encodeURIComponent(view.organization.slug)}`);
              return (
                <li key={view.organization.slug} className="rounded-xl border border-black/10 p-5">
                  <section aria-label={view.organization.name}>
                    <h2 className="font-serif text-xl font-bold">{view.organization.name}</h2>
                    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                      <FairLine label="Open fair" fair={home.open} money={money} />
                      {home.daysLeft !== null && (
                        <>
                          <dt className="font-semibold">Days left</dt>
                          <dd data-testid="days-left" data-value={home.daysLeft}>
                            {home.daysLeft}
                          </dd>
                        </>
                      )}
                      <FairLine label="Next fair" fair={home.next} money={money} />
                      <dt className="font-semibold">Rewards balance</dt>
                      <dd data-testid="rewards-balance" data-value={rewards.totalCents}>
                        {money(rewards.totalCents)}
                      </dd>
                    </dl>
                    <div className="mt-4 rounded-lg bg-paper p-3 text-sm">
                      <p className="font-semibold">What to do next</p>
                      <p>{step.text}</p>
                      <a href={manage(step.href)} className="mt-1 inline-block font-semibold text-brand underline">
                        {step.action}
                      </a>
                    </div>
                  </section>
                </li>
              );
            })}
          </ul>
        )}
      </AccountPage>
    );
  },
});
