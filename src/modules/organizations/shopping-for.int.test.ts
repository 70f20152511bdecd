import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases';
import { organizationBadge } from './organizations.server';

describeEachDatabase('who the shopper shops for (issue 19)', (database) => {
  const db = () => database().db;
  const organization = (slug: string, site: 'us' | 'ca', status: string, logo = '') =>
    db().execute(
      sql`INSERT INTO organizations (slug, name, site, city, region, postal_code, status, logo_url) VALUES (${slug}, ${`${slug} School`}, ${site}, 'Springfield', 'IL', '62701', ${status}, ${logo})`,
    );

  it("names an active organization of the page's site, with its logo when it has one; nothing for others", async () => {
    await organization('badge-school', 'us', 'active', '/logos/badge.png');
    await organization('plain-school', 'ca', 'active');
    await organization('pending-school', 'us', 'pending');
    await organization('suspended-school', 'us', 'suspended');
    expect(await organizationBadge('badge-school', 'us', db())).toEqual({ org: 'badge-school', name: 'badge-school School', logo: '/logos/badge.png' });
    expect(await organizationBadge('plain-school', 'ca', db())).toEqual({ org: 'plain-school', name: 'plain-school School', logo: '' });
    expect(await organizationBadge('plain-school', 'us', db())).toBeNull();
    expect(await organizationBadge('pending-school', 'us', db())).toBeNull();
    expect(await organizationBadge('suspended-school', 'us', db())).toBeNull();
    expect(await organizationBadge('no-such-school', 'us', db())).toBeNull();
  });
});
