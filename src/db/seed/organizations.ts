import { Faker, en } from '@faker-js/faker';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../client';
import { bookFairs, orderLines, organizationMembers, organizations, orders, products, rewardEntries, users } from '../schema';
import { orderTotals, shippingOptions, taxClassOf, taxComponentsFor } from '@/modules/checkout';
import { formatOrderNumber } from '@/modules/orders';
import { earningsOf, eligibleSubtotal, fairOpenAt } from '@/modules/organizations';
import { addDays, localDateOf, startOfLocalDay } from '@/lib/local-time';
import { defaultTimeZoneOf, SITES, type SiteId } from '@/modules/regions';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY_MS = 24 * 3600 * 1000;
export const DEMO_ORGANIZATIONS_SEED = 20261121;
/** Seeded orders belong to guest users (no sign-in) and carry e-mail addresses of this domain, which marks them. */
const SHOPPER_DOMAIN = 'shoppers.demo.bookfair.example';
const SHOPPERS = 40;
const HISTORY_DAYS = 90;
const BATCH = 500;

interface DemoOrganization {
  slug: string;
  name: string;
  site: SiteId;
  addressLine1: string;
  city: string;
  region: string;
  postalCode: string;
  description: string;
  /** How busy its online shop is: expected orders a day outside a fair. */
  dailyOrders: number;
  baseRewardBp?: number;
  bookfairRewardBp?: number;
}

/** Fictional schools and libraries in both countries; the two featured ones come first. */
/** The demo organizer's second organization, besides the US featured one. */
export const DEMO_SECOND_ORGANIZATION = 'riverside-middle-school';

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    slug: SITES.us.featuredOrganization.org_slug,
    name: SITES.us.featuredOrganization.org_name,
    site: 'us',
    addressLine1: '1450 W Maple Grove Rd',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62704',
    description: SITES.us.featuredOrganization.featuredOrgDescription,
    dailyOrders: 0.45,
  },
  {
    slug: SITES.ca.featuredOrganization.org_slug,
    name: SITES.ca.featuredOrganization.org_name,
    site: 'ca',
    addressLine1: '220 Lakeshore Blvd',
    city: 'Kingston',
    region: 'ON',
    postalCode: 'K7L 3N6',
    description: SITES.ca.featuredOrganization.featuredOrgDescription,
    dailyOrders: 0.35,
  },
  {
    slug: 'riverside-middle-school',
    name: 'Riverside Middle School',
    site: 'us',
    addressLine1: '800 Riverside Dr',
    city: 'Austin',
    region: 'TX',
    postalCode: '78704',
    description: 'Riverside Middle School’s reading club runs two fairs a year to stock its graphic-novel corner and fund author visits.',
    dailyOrders: 0.3,
  },
  {
    slug: 'cedar-falls-public-library',
    name: 'Cedar Falls Public Library Friends',
    site: 'us',
    addressLine1: '524 Main St',
    city: 'Cedar Falls',
    region: 'IA',
    postalCode: '50613',
    description: 'The Friends of the Cedar Falls Public Library buy new picture books and summer-reading prizes with every fair.',
    dailyOrders: 0.2,
    bookfairRewardBp: 1000,
  },
  {
    slug: 'hillcrest-elementary',
    name: 'Hillcrest Elementary PTO',
    site: 'us',
    addressLine1: '3300 SE Hillcrest Ave',
    city: 'Portland',
    region: 'OR',
    postalCode: '97214',
    description: 'Hillcrest Elementary’s PTO puts a book in every student’s backpack before winter break.',
    dailyOrders: 0.25,
  },
  {
    slug: 'sunnyvale-community-school',
    name: 'Sunnyvale Community School',
    site: 'us',
    addressLine1: '155 S Mathilda Ave',
    city: 'Sunnyvale',
    region: 'CA',
    postalCode: '94086',
    description: 'A K–8 school in Sunnyvale raising funds for a bilingual English–Spanish classroom library.',
    dailyOrders: 0.2,
  },
  {
    slug: 'bow-river-elementary',
    name: 'Bow River Elementary',
    site: 'ca',
    addressLine1: '1010 Memorial Dr NW',
    city: 'Calgary',
    region: 'AB',
    postalCode: 'T2N 3E2',
    description: 'Bow River Elementary’s parent council is building a reading nook in every Grade 1 to 6 classroom.',
    dailyOrders: 0.25,
  },
  {
    slug: 'harbourview-community-library',
    name: 'Harbourview Community Library',
    site: 'ca',
    addressLine1: '2285 Gottingen St',
    city: 'Halifax',
    region: 'NS',
    postalCode: 'B3K 3B6',
    description: 'Harbourview Community Library runs its fair with the neighbourhood schools to refresh its children’s room.',
    dailyOrders: 0.15,
  },
  {
    slug: 'ecole-saint-laurent',
    name: 'École Saint-Laurent',
    site: 'ca',
    addressLine1: '4250 boul. Saint-Laurent',
    city: 'Montréal',
    region: 'QC',
    postalCode: 'H2W 1Z3',
    description: 'L’École Saint-Laurent collects French and English books for its library and its classroom book bins.',
    dailyOrders: 0.2,
  },
];

const timeZoneOf = (organization: Pick<DemoOrganization, 'site' | 'region'>) => defaultTimeZoneOf(SITES[organization.site].country, organization.region);

interface DemoFair {
  name: string;
  startsAt: Date;
  endsAt: Date;
  onlineStartsAt: Date | null;
  onlineEndsAt: Date | null;
  goalCents: number;
  status: 'scheduled' | 'closed';
}

/**
 * Each organization's past (closed), active (online window open today) and upcoming fairs, in whole local days of its
 * time zone around `now`, staggered a little per organization so the reports differ.
 */
export function demoFairsOf(index: number, now: Date, timeZone: string): DemoFair[] {
  const today = localDateOf(now, timeZone);
  const at = (days: number) => startOfLocalDay(addDays(today, days), timeZone);
  const month = Number(today.slice(5, 7)) - 1;
  const season = month >= 8 ? 'Fall' : month >= 4 ? 'Spring' : 'Winter';
  const stagger = index % 5;
  return [
    {
      name: 'Back-to-School Book Fair',
      startsAt: at(-60 + stagger),
      endsAt: at(-55 + stagger),
      onlineStartsAt: at(-63 + stagger),
      onlineEndsAt: at(-51 + stagger),
      goalCents: 150_000 + index * 25_000,
      status: 'closed',
    },
    {
      name: `${season} Book Fair`,
      startsAt: at(-2 - (index % 3)),
      endsAt: at(4 + stagger),
      onlineStartsAt: at(-5 - (index % 3)),
      onlineEndsAt: at(9 + stagger),
      goalCents: 200_000 + index * 30_000,
      status: 'scheduled',
    },
    {
      name: 'Family Reading Night Fair',
      startsAt: at(35 + stagger * 3),
      endsAt: at(40 + stagger * 3),
      onlineStartsAt: null,
      onlineEndsAt: null,
      goalCents: 120_000 + index * 10_000,
      status: 'scheduled',
    },
  ];
}

/**
 * The demo organizations with their fairs and about 90 days of paid orders for the reports. Only in a demo database:
 * one where seedDemoAccounts made the demo organizer (it runs first). Idempotent: organizations and fairs are added
 * only where missing, and orders only on the first run (the demo shoppers mark it), all in one transaction.
 */
export async function seedDemoOrganizations(db: Db, now = new Date()): Promise<{ organizations: number; orders: number }> {
  const [organizer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.organizer.email));
  if (!organizer) return { organizations: 0, orders: 0 };
  return inTransaction(db, async (tx) => {
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    await tx
      .insert(organizations)
      .values(DEMO_ORGANIZATIONS.map(({ dailyOrders: _, ...organization }) => ({ ...organization, timeZone: timeZoneOf(organization) })))
      .onConflictDoNothing();
    // The featured organizations exist already (seedDemoAccounts): give them an address unless an organizer has.
    for (const organization of DEMO_ORGANIZATIONS.slice(0, 2)) {
      const { slug, addressLine1, city, region, postalCode, description } = organization;
      await tx
        .update(organizations)
        .set({ addressLine1, city, region, postalCode, description, timeZone: timeZoneOf(organization) })
        .where(and(eq(organizations.slug, slug), eq(organizations.addressLine1, '')));
    }
    const rows = await tx
      .select()
      .from(organizations)
      .where(
        inArray(
          organizations.slug,
          DEMO_ORGANIZATIONS.map((organization) => organization.slug),
        ),
      );
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    for (const [index, organization] of DEMO_ORGANIZATIONS.entries()) {
      const row = bySlug.get(organization.slug)!;
      const [anyFair] = await tx.select({ id: bookFairs.id }).from(bookFairs).where(eq(bookFairs.organizationId, row.id)).limit(1);
      if (!anyFair) await tx.insert(bookFairs).values(demoFairsOf(index, now, row.timeZone).map((fair) => ({ ...fair, organizationId: row.id })));
    }
    // Like many parent volunteers, the demo organizer runs a second school's fair too: the organizer pages offer a switch.
    await tx
      .insert(organizationMembers)
      .values({ organizationId: bySlug.get(DEMO_SECOND_ORGANIZATION)!.id, userId: organizer.id })
      .onConflictDoNothing();
    const [seeded] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(like(orders.email, `%@${SHOPPER_DOMAIN}`))
      .limit(1);
    if (seeded) return { organizations: rows.length, orders: 0 };
    return { organizations: rows.length, orders: await seedOrderHistory(tx, today, now) };
  });
}

interface Offer {
  id: number;
  sku: string;
  title: string;
  format: string;
  taxClass: string;
  unitCents: number;
}

async function seedOrderHistory(tx: Db, today: Date, now: Date): Promise<number> {
  const faker = new Faker({ locale: [en] });
  faker.seed(DEMO_ORGANIZATIONS_SEED);
  const guests = await tx
    .insert(users)
    .values(Array.from({ length: SHOPPERS }, () => ({ role: 'guest' as const, firstName: faker.person.firstName(), lastName: faker.person.lastName() })))
    .returning({ id: users.id });
  const shoppers = guests.map((guest, index) => ({ id: guest.id, email: `shopper-${index + 1}@${SHOPPER_DOMAIN}` }));

  const offers = new Map<SiteId, Offer[]>();
  for (const site of Object.values(SITES)) {
    const price = { USD: products.actualPriceUsd, CAD: products.actualPriceCad }[site.currency];
    const rows = await tx
      .select({ id: products.id, sku: products.sku, title: products.title, format: products.format, taxClass: products.taxCode, unitCents: price })
      .from(products)
      .where(and(sql`${products.domainRestrictions} @> ARRAY[${site.domain}]::text[]`, sql`${price} > 0`))
      .orderBy(asc(products.id))
      .limit(120);
    offers.set(site.id, rows);
  }

  const organizationRows = await tx
    .select()
    .from(organizations)
    .where(
      inArray(
        organizations.slug,
        DEMO_ORGANIZATIONS.map((organization) => organization.slug),
      ),
    );
  const planned: DemoOrder[] = [];
  for (const demo of DEMO_ORGANIZATIONS) {
    const organization = organizationRows.find((row) => row.slug === demo.slug)!;
    const catalogue = offers.get(organization.site) ?? [];
    if (catalogue.length === 0) continue;
    const fairs = await tx.select().from(bookFairs).where(eq(bookFairs.organizationId, organization.id)).orderBy(asc(bookFairs.startsAt));
    // The fair open when the order was placed, as checkout saw it then: the fairs closed since were still scheduled.
    const fairAt = (at: Date) => fairs.find((fair) => fair.status !== 'draft' && fairOpenAt({ ...fair, status: 'scheduled' }, at)) ?? null;
    for (let day = HISTORY_DAYS - 1; day >= 0; day -= 1) {
      const dayStart = today.getTime() - day * DAY_MS;
      const busy = fairAt(new Date(dayStart + DAY_MS / 2)) ? 6 : 1;
      const count = Math.floor(demo.dailyOrders * busy + faker.number.float());
      for (let n = 0; n < count; n += 1) {
        const placedAt = new Date(dayStart + faker.number.int({ min: 7 * 3600, max: 22 * 3600 }) * 1000);
        if (placedAt >= now) continue;
        const shopper = faker.helpers.arrayElement(shoppers);
        // A few popular titles sell far more than the rest, as at a real fair.
        const lines = faker.helpers
          .uniqueArray(
            () => (faker.number.float() < 0.4 ? catalogue[faker.number.int({ min: 0, max: 7 })]! : faker.helpers.arrayElement(catalogue)),
            faker.number.int({ min: 1, max: 4 }),
          )
          .map((offer) => ({ offer, quantity: faker.number.int({ min: 1, max: 3 }) }));
        const number = formatOrderNumber(Uint8Array.from({ length: 5 }, () => faker.number.int(255)));
        planned.push(demoOrder({ organization, fair: fairAt(placedAt), shopper, placedAt, now, lines, number }));
      }
    }
  }
  // Written in a few multi-row statements, not three per order: this runs on the first `npm start`.
  const ids = new Map<string, number>();
  for (let start = 0; start < planned.length; start += BATCH) {
    const rows = await tx
      .insert(orders)
      .values(planned.slice(start, start + BATCH).map((entry) => entry.order))
      .returning({ id: orders.id, number: orders.number });
    for (const row of rows) ids.set(row.number, row.id);
  }
  const lines = planned.flatMap((entry) => entry.lines.map((line) => ({ ...line, orderId: ids.get(entry.order.number)! })));
  for (let start = 0; start < lines.length; start += BATCH) await tx.insert(orderLines).values(lines.slice(start, start + BATCH));
  const rewards = planned.flatMap((entry) => entry.rewards.map((reward) => ({ ...reward, orderId: ids.get(entry.order.number)! })));
  for (let start = 0; start < rewards.length; start += BATCH) await tx.insert(rewardEntries).values(rewards.slice(start, start + BATCH));
  return planned.length;
}

interface DemoOrder {
  order: typeof orders.$inferInsert;
  lines: Array<Omit<typeof orderLines.$inferInsert, 'orderId'>>;
  rewards: Array<Omit<typeof rewardEntries.$inferInsert, 'orderId'>>;
}

/**
 * A paid order with its lines and the rewards checkout's earnRewards would have recorded when it was paid, priced as
 * checkout prices (its shipping, its tax rates for the organization's region), so the demo's reports add up to what
 * checkout would have charged.
 */
function demoOrder(order: {
  organization: typeof organizations.$inferSelect;
  fair: typeof bookFairs.$inferSelect | null;
  shopper: { id: string; email: string };
  placedAt: Date;
  now: Date;
  lines: Array<{ offer: Offer; quantity: number }>;
  number: string;
}): DemoOrder {
  const { organization, placedAt } = order;
  const site = SITES[organization.site];
  const merchandiseCents = order.lines.reduce((sum, { offer, quantity }) => sum + offer.unitCents * quantity, 0);
  const shipping = shippingOptions(site, merchandiseCents, true, null).find((option) => option.method === 'standard')!;
  const totals = orderTotals({
    lines: order.lines.map(({ offer, quantity }) => ({
      key: `p${offer.id}`,
      unitCents: offer.unitCents,
      quantity,
      taxClass: taxClassOf(offer.taxClass),
      format: offer.format,
      discountable: true,
    })),
    discounts: [],
    shippingCents: shipping.cents,
    taxes: taxComponentsFor(site.taxRegionSet, organization.region),
    giftCards: [],
  });
  const lines = order.lines.map(({ offer, quantity }, index) => ({
    ...offer,
    taxClass: taxClassOf(offer.taxClass),
    quantity,
    discountCents: totals.lines[index]!.discountCents,
    taxCents: totals.lines[index]!.taxCents,
  }));
  const age = (order.now.getTime() - placedAt.getTime()) / DAY_MS;
  const eligible = eligibleSubtotal(
    lines.map((line) => ({ kind: 'product', unitCents: line.unitCents, quantity: line.quantity, discountCents: line.discountCents })),
  );
  const earnings = earningsOf(eligible, { baseBp: organization.baseRewardBp, bookfairBp: organization.bookfairRewardBp }, order.fair !== null);
  return {
    order: {
      number: order.number,
      userId: order.shopper.id,
      email: order.shopper.email,
      site: site.id,
      currency: site.currency,
      status: age > 7 ? 'delivered' : age > 2 ? 'shipped' : 'paid',
      organizationId: organization.id,
      shippingMethod: 'standard',
      shippingAddress: null,
      discounts: totals.discounts,
      taxLines: totals.taxLines,
      itemsCents: totals.itemsCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      giftCardCents: totals.giftCardCents,
      amountDueCents: totals.amountDueCents,
      paymentProvider: 'test',
      placedAt,
      paidAt: placedAt,
      updatedAt: placedAt,
    },
    lines: lines.map((line) => ({
      kind: 'product',
      productId: line.id,
      sku: line.sku,
      title: line.title,
      format: line.format,
      taxClass: line.taxClass,
      unitCents: line.unitCents,
      quantity: line.quantity,
      discountCents: line.discountCents,
      taxCents: line.taxCents,
    })),
    rewards: earnings.map((earning) => ({
      organizationId: organization.id,
      fairId: earning.kind === 'bookfair' ? order.fair!.id : null,
      kind: earning.kind,
      eligibleCents: eligible,
      rateBp: earning.rateBp,
      amountCents: earning.amountCents,
      createdAt: placedAt,
    })),
  };
}
