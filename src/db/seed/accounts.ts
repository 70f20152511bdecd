import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { organizationMembers, organizations, users } from '../schema';
import { hashPassword } from '@/modules/accounts/index.server';
import { ADMIN_SCOPE, ORGANIZER_SCOPE } from '@/modules/accounts';
import { COUNTRY_TIME_ZONES, SITES } from '@/modules/regions';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The featured organizations of both sites, the demo customer, organizer (linked to the US one) and staff member. Idempotent. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const site of Object.values(SITES)) {
    await db
      .insert(organizations)
      .values({
        slug: site.featuredOrganization.org_slug,
        name: site.featuredOrganization.org_name,
        site: site.id,
        timeZone: COUNTRY_TIME_ZONES[site.country],
      })
      .onConflictDoNothing();
  }
  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS)) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) continue;
    const [user] = await db
      .insert(users)
      .values({
        role: 'customer',
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        scopes: kind === 'organizer' ? [ORGANIZER_SCOPE] : kind === 'admin' ? [ADMIN_SCOPE] : [],
      })
      .returning({ id: users.id });
    if (kind === 'organizer') {
      await db.execute(
        sql`INSERT INTO ${organizationMembers} (organization_id, user_id) SELECT id, ${user!.id} FROM ${organizations} WHERE slug = ${SITES.us.featuredOrganization.org_slug}`,
      );
    }
  }
}
