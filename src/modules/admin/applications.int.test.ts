/**
 * Issue 19 on both engines: a school applies, staff approve, the applicant organizes it and can create a fair; staff
 * register another school with its first organizer; organizers remove co-organizers, cancel invitations and leave, the
 * last organizer never; every refused input changes nothing.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { registerCustomer } from '@/modules/accounts/index.server';
import { applicationSchema, fairSchema } from '@/modules/organizations';
import {
  cancelInvitation,
  createFair,
  inviteOrganizer,
  leaveOrganization,
  organizationManagerView,
  removeOrganizer,
  submitApplication,
} from '@/modules/organizations/index.server';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { mailsTo } from '../../../tests/support/mail';
import { historyOf, type Actor } from './audit.server';
import { approveApplicationAsStaff, refuseApplicationAsStaff } from './applications.server';
import { registerOrganization } from './organizations.server';

const dataDir = temporaryDataDir('applications-test', { PUBLIC_URL: 'https://shop.test' });

const APPLICATION = applicationSchema.parse({
  site: 'us',
  name: 'Willow Creek Elementary',
  line1: '12 Willow Rd',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62704',
  contactName: 'Robin Principal',
  contactPhone: '+1 217 555 0100',
  proof: 'Our school email domain is willowcreek.k12.il.us',
});
const FAIR = fairSchema.parse({ name: 'Spring Fair', startDate: '2027-04-13', endDate: '2027-04-17', goal: 1000 });

describeEachDatabase('applications and organizer housekeeping', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let staff: Actor & { id: string };
  let sequence = 0;

  const person = async (name: string, scopes: string[] = []) => {
    sequence += 1;
    const email = `${name}-${sequence}@willowcreek.k12.il.us`;
    const { id } = await registerCustomer({ email, password: 'FairDay2026!', firstName: name, lastName: 'Test', newsletter: false }, db());
    if (scopes.length > 0) await db().execute(sql`UPDATE users SET scopes = ${`{${scopes.join(',')}}`}::text[] WHERE id = ${id}`);
    return { id, email };
  };
  const scopesOf = async (id: string) => (await queryRows<{ scopes: string[] }>(db(), sql`SELECT scopes FROM users WHERE id = ${id}`))[0]!.scopes;
  const counts = async () =>
    (
      await queryRows<{ organizations: number; members: number; invitations: number; applications: number; pending: number }>(
        db(),
        sql`SELECT (SELECT count(*)::int FROM organizations) AS organizations, (SELECT count(*)::int FROM organization_members) AS members,
                   (SELECT count(*)::int FROM organization_invitations) AS invitations, (SELECT count(*)::int FROM organization_applications) AS applications,
                   (SELECT count(*)::int FROM organization_applications WHERE status = 'pending') AS pending`,
      )
    )[0]!;

  beforeAll(async () => {
    const { id, email } = await person('staff', ['admin']);
    staff = { id, email };
  });

  it('a school applies, staff approve, and the applicant organizes it and creates its first fair', async () => {
    const applicant = await person('applicant');
    const application = await submitApplication(applicant.id, APPLICATION, db());
    expect(application).toMatchObject({ status: 'pending', org: null, applicantDomain: 'willowcreek.k12.il.us', address: { postalCode: '62704' } });
    expect(mailsTo(dataDir, applicant.email).at(-1)).toContain("We received Willow Creek Elementary's application");
    expect(mailsTo(dataDir, staff.email).at(-1)).toContain('New application to host fairs: Willow Creek Elementary');
    // Nothing exists for shoppers or organizers before staff say yes.
    expect(await scopesOf(applicant.id)).toEqual([]);
    await expect(createFair(applicant.id, 'willow-creek-elementary', FAIR, db())).rejects.toMatchObject({ status: 404 });

    const approved = await approveApplicationAsStaff(staff, application.id, db());
    expect(approved).toMatchObject({ status: 'approved', org: 'willow-creek-elementary' });
    expect(await scopesOf(applicant.id)).toEqual(['organizer']);
    const [organization] = await queryRows<{ status: string; site: string }>(
      db(),
      sql`SELECT status, site FROM organizations WHERE slug = 'willow-creek-elementary'`,
    );
    expect(organization).toEqual({ status: 'active', site: 'us' });
    expect(mailsTo(dataDir, applicant.email).at(-1)).toContain('Willow Creek Elementary can now host book fairs');
    expect(await historyOf(db(), 'organization-application', String(application.id))).toEqual([
      expect.objectContaining({ action: 'organization-application.approve', actorEmail: staff.email }),
    ]);

    const fairId = await createFair(applicant.id, 'willow-creek-elementary', FAIR, db());
    expect(fairId).toBeGreaterThan(0);
    expect((await organizationManagerView(applicant.id, 'willow-creek-elementary', db())).organizers.map((organizer) => organizer.email)).toEqual([
      applicant.email,
    ]);
  });

  it('refuses what it must and changes nothing: a bad address, a decided application, an unknown one, too many waiting', async () => {
    const applicant = await person('refused');
    const before = await counts();
    await expect(submitApplication(applicant.id, { ...APPLICATION, postalCode: 'K1A 0B1' }, db())).rejects.toMatchObject({
      status: 422,
      code: 'INVALID_ADDRESS',
    });
    await expect(submitApplication(applicant.id, { ...APPLICATION, site: 'ca' }, db())).rejects.toMatchObject({ status: 422 });
    expect(await counts()).toEqual(before);
    expect(applicationSchema.safeParse({ ...APPLICATION, proof: ' ', contactPhone: 'call me' }).success).toBe(false);

    const application = await submitApplication(applicant.id, { ...APPLICATION, name: 'Refused Academy' }, db());
    const refused = await refuseApplicationAsStaff(staff, application.id, 'We could not reach the school at the number given.', db());
    expect(refused).toMatchObject({ status: 'refused', org: null, refusalReason: 'We could not reach the school at the number given.' });
    expect(mailsTo(dataDir, applicant.email).at(-1)).toContain('We could not reach the school at the number given.');
    const afterRefusal = await counts();
    expect(afterRefusal.organizations).toBe(before.organizations);
    expect(await scopesOf(applicant.id)).toEqual([]);

    await expect(approveApplicationAsStaff(staff, application.id, db())).rejects.toMatchObject({ status: 409, code: 'APPLICATION_DECIDED' });
    await expect(refuseApplicationAsStaff(staff, application.id, 'again', db())).rejects.toMatchObject({ status: 409, code: 'APPLICATION_DECIDED' });
    await expect(approveApplicationAsStaff(staff, 999_999, db())).rejects.toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
    expect(await counts()).toEqual(afterRefusal);
    expect(await scopesOf(applicant.id)).toEqual([]);

    for (const name of ['One', 'Two', 'Three']) await submitApplication(applicant.id, { ...APPLICATION, name: `${name} School` }, db());
    const full = await counts();
    await expect(submitApplication(applicant.id, { ...APPLICATION, name: 'Four School' }, db())).rejects.toMatchObject({
      status: 409,
      code: 'TOO_MANY_APPLICATIONS',
    });
    expect(await counts()).toEqual(full);
  });

  it('staff register a school and name its first organizer: an account joins at once, anyone else is invited', async () => {
    const principal = await person('principal');
    const registration = {
      name: 'Cedar Public Library',
      site: 'us' as const,
      line1: '3 Cedar St',
      city: 'Peoria',
      region: 'IL',
      postalCode: '61602',
      logoUrl: '',
      description: '',
    };
    const joined = await registerOrganization(staff, { ...registration, organizerEmail: principal.email }, db());
    expect(joined.members.map((member) => member.email)).toEqual([principal.email]);
    expect(await scopesOf(principal.id)).toEqual(['organizer']);
    expect(await createFair(principal.id, joined.slug, FAIR, db())).toBeGreaterThan(0);

    const invited = await registerOrganization(staff, { ...registration, name: 'Birch Library', organizerEmail: 'new.librarian@birch.test' }, db());
    expect(invited.members).toEqual([]);
    expect(mailsTo(dataDir, 'new.librarian@birch.test').at(-1)).toContain('Join Birch Library as an organizer');
    expect(await historyOf(db(), 'organization', invited.slug)).toContainEqual(
      expect.objectContaining({ action: 'organization.invite-organizer', after: { organizer: 'new.librarian@birch.test' } }),
    );

    const before = await counts();
    await expect(registerOrganization(staff, { ...registration, postalCode: 'H2W 1Z3', organizerEmail: principal.email }, db())).rejects.toMatchObject({
      status: 422,
    });
    expect(await counts()).toEqual(before);
  });

  it('organizers remove co-organizers and cancel invitations; the last organizer can neither leave nor be removed', async () => {
    const host = await person('host');
    const helper = await person('helper');
    const outsider = await person('outsider', ['organizer']);
    const application = await submitApplication(host.id, { ...APPLICATION, name: 'Maple Housekeeping School' }, db());
    const { org } = await approveApplicationAsStaff(staff, application.id, db());
    const slug = org!;

    await inviteOrganizer(host.id, slug, helper.email, db());
    await inviteOrganizer(host.id, slug, 'someone@else.test', db());
    const invitations = (await organizationManagerView(host.id, slug, db())).openInvitations;
    const toCancel = invitations.find((invitation) => invitation.email === 'someone@else.test')!;
    await expect(cancelInvitation(outsider.id, slug, toCancel.id, db())).rejects.toMatchObject({ status: 404 });
    await cancelInvitation(host.id, slug, toCancel.id, db());
    expect((await organizationManagerView(host.id, slug, db())).openInvitations.map((invitation) => invitation.email)).toEqual([helper.email]);
    await expect(cancelInvitation(host.id, slug, toCancel.id, db())).rejects.toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });

    // The only organizer: refused both ways, nothing changes.
    await expect(leaveOrganization(host.id, slug, db())).rejects.toMatchObject({ status: 409, code: 'LAST_ORGANIZER' });
    await expect(removeOrganizer(host.id, slug, host.email, db())).rejects.toMatchObject({ status: 409, code: 'LAST_ORGANIZER' });
    await expect(removeOrganizer(host.id, slug, helper.email, db())).rejects.toMatchObject({ status: 404, code: 'ORGANIZER_NOT_FOUND' });
    await expect(removeOrganizer(outsider.id, slug, host.email, db())).rejects.toMatchObject({ status: 404, code: 'ORGANIZATION_NOT_FOUND' });
    expect(await scopesOf(host.id)).toEqual(['organizer']);

    await db().execute(sql`INSERT INTO organization_members (organization_id, user_id) SELECT id, ${helper.id} FROM organizations WHERE slug = ${slug}`);
    await db().execute(sql`UPDATE users SET scopes = ARRAY['organizer']::text[] WHERE id = ${helper.id}`);
    await removeOrganizer(host.id, slug, helper.email, db());
    expect((await organizationManagerView(host.id, slug, db())).organizers.map((organizer) => organizer.email)).toEqual([host.email]);
    // Organizing nothing any more, the helper is a customer again.
    expect(await scopesOf(helper.id)).toEqual([]);

    await db().execute(sql`INSERT INTO organization_members (organization_id, user_id) SELECT id, ${helper.id} FROM organizations WHERE slug = ${slug}`);
    await leaveOrganization(host.id, slug, db());
    expect(await scopesOf(host.id)).toEqual([]);
    await expect(leaveOrganization(helper.id, slug, db())).rejects.toMatchObject({ status: 409, code: 'LAST_ORGANIZER' });
  });
});
