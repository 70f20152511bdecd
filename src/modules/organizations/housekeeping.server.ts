import 'server-only';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { env } from '@/lib/env';
import { AppError, NotFoundError } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { ADMIN_SCOPE, ORGANIZER_SCOPE } from '@/modules/accounts';
import { accountByEmail, accountById, emailsOfScope, grantAccountScope, revokeAccountScope } from '@/modules/accounts/index.server';
import { sendMail, type MailMessage } from '@/modules/email/index.server';
import { emailLayout, escapeHtml, shopName } from '@/modules/email';
import { normalizePostalCode, SITES, sitePath, type SiteId } from '@/modules/regions';
import { organizationApplications } from './applications-schema';
import { emailDomainOf, organizerRemovalProblem, type ApplicationInput, type ApplicationStatus } from './applications';
import { createPendingOrganization, type OrganizationRecord } from './back-office.server';
import { organizationInvitations } from './invitations-schema';
import { organizationAddressProblems } from './manager';
import { createInvitation, invitationMail, managedOrganization } from './manager.server';
import { organizationMembers, organizations } from './schema';

/** Mails are sent once the change they tell of has committed; a mail server that is down does not undo the change. */
export async function sendAfterCommit(mails: MailMessage[]): Promise<void> {
  for (const mail of mails) {
    try {
      await sendMail(mail);
    } catch (error) {
      logger.error({ err: error, subject: mail.subject }, 'organization mail not sent');
    }
  }
}

function plainMail(site: SiteId, to: string, subject: string, paragraphs: string[], footer: string): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailLayout({ site, title: subject, bodyHtml: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''), footer }),
  };
}

const link = (site: SiteId, path: string) => new URL(sitePath(site, path), env().PUBLIC_URL).toString();

/**
 * Takes an organizer off an organization, the caller's own membership included (leaving). The organization's row is
 * locked so two organizers removing each other at once cannot leave it with none; the last organizer is refused (409).
 * Someone who organizes nothing any more loses the organizer scope, and with it the organizer pages.
 */
async function removeMembership(database: Db, organization: { id: number; name: string }, memberId: string | null, who: string, selfRemoval: boolean) {
  await inTransaction(database, async (tx) => {
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organization.id)).for('update');
    const [{ organizers } = { organizers: 0 }] = await tx
      .select({ organizers: count() })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, organization.id));
    const [membership] = memberId
      ? await tx
          .select({ userId: organizationMembers.userId })
          .from(organizationMembers)
          .where(and(eq(organizationMembers.organizationId, organization.id), eq(organizationMembers.userId, memberId)))
      : [];
    const problem = organizerRemovalProblem(organizers, membership !== undefined);
    if (problem === 'NOT_ORGANIZER') throw new NotFoundError(`${who} does not organize ${organization.name}.`, 'ORGANIZER_NOT_FOUND');
    if (problem === 'LAST_ORGANIZER') {
      throw new AppError(
        409,
        'LAST_ORGANIZER',
        selfRemoval
          ? `You are the only organizer of ${organization.name}: invite another organizer first, or ask us to close the organization.`
          : `${who} is the only organizer of ${organization.name}.`,
      );
    }
    await tx.delete(organizationMembers).where(and(eq(organizationMembers.organizationId, organization.id), eq(organizationMembers.userId, memberId!)));
    const [left] = await tx.select({ organizations: count() }).from(organizationMembers).where(eq(organizationMembers.userId, memberId!));
    if ((left?.organizations ?? 0) === 0) await revokeAccountScope(tx, memberId!, ORGANIZER_SCOPE);
  });
}

/** An organizer removes a co-organizer (by email) from an organization they organize; see `removeMembership`. */
export async function removeOrganizer(userId: string, slug: string, email: string, db?: Db): Promise<void> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  const person = await accountByEmail(email, database);
  await removeMembership(database, organization, person?.id ?? null, email, person?.id === userId);
}

/** The caller stops organizing the organization; the last organizer cannot (409). */
export async function leaveOrganization(userId: string, slug: string, db?: Db): Promise<void> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  await removeMembership(database, organization, userId, 'You', true);
}

/** Withdraws an invitation not yet accepted: its link stops working. A 404 for an unknown, used or other organization's one. */
export async function cancelInvitation(userId: string, slug: string, invitationId: number, db?: Db): Promise<void> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  const deleted = await database
    .delete(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.id, invitationId),
        eq(organizationInvitations.organizationId, organization.id),
        isNull(organizationInvitations.acceptedAt),
      ),
    )
    .returning({ id: organizationInvitations.id });
  if (deleted.length === 0) throw new NotFoundError(`${organization.name} has no open invitation with the id ${invitationId}.`, 'INVITATION_NOT_FOUND');
}

export interface ApplicationView {
  id: number;
  status: ApplicationStatus;
  site: SiteId;
  name: string;
  address: { line1: string; city: string; region: string; postalCode: string };
  contactName: string;
  contactPhone: string;
  proof: string;
  applicantEmail: string;
  /** The domain of the applicant's email, for staff to compare with the proof. */
  applicantDomain: string;
  refusalReason: string;
  /** The organization made on approval. */
  org: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

type ApplicationRow = typeof organizationApplications.$inferSelect;

async function viewOf(db: Db, row: ApplicationRow): Promise<ApplicationView> {
  const applicant = await accountById(row.applicantId, db);
  const [organization] = row.organizationId
    ? await db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, row.organizationId))
    : [];
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    site: row.site,
    name: row.name,
    address: { line1: row.addressLine1, city: row.city, region: row.region, postalCode: row.postalCode },
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    proof: row.proof,
    applicantEmail: applicant?.email ?? '',
    applicantDomain: emailDomainOf(applicant?.email),
    refusalReason: row.refusalReason,
    org: organization?.slug ?? null,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

/** How many applications one person may have waiting at once: enough for a few schools, not a flood. */
export const PENDING_APPLICATIONS_MAX = 3;

/**
 * A signed-in person applies for a school or library to host fairs. The address must fit the site's country (422 naming
 * the field). The applicant gets a receipt and staff a notice; nothing is created until staff approve.
 */
export async function submitApplication(userId: string, input: ApplicationInput, db?: Db, now = new Date()): Promise<ApplicationView> {
  const database = db ?? (await getDb());
  const { country } = SITES[input.site];
  const problems = Object.entries(organizationAddressProblems(country, input));
  if (problems.length > 0) throw new AppError(422, 'INVALID_ADDRESS', problems.map(([field, message]) => `${field}: ${message}`).join(' '));
  const applicant = await accountById(userId, database);
  if (!applicant?.email || applicant.role !== 'customer') throw new AppError(403, 'SIGN_IN_REQUIRED', 'Sign in to apply.');
  const row = await inTransaction(database, async (tx) => {
    // Locked so two submissions at once cannot both pass the limit.
    await accountById(userId, tx, { forUpdate: true });
    const [{ pending } = { pending: 0 }] = await tx
      .select({ pending: count() })
      .from(organizationApplications)
      .where(and(eq(organizationApplications.applicantId, userId), eq(organizationApplications.status, 'pending')));
    if (pending >= PENDING_APPLICATIONS_MAX)
      throw new AppError(409, 'TOO_MANY_APPLICATIONS', `You already have ${pending} applications waiting: we will answer them before you send another.`);
    const [created] = await tx
      .insert(organizationApplications)
      .values({
        applicantId: userId,
        site: input.site,
        name: input.name,
        addressLine1: input.line1,
        city: input.city,
        region: input.region,
        postalCode: normalizePostalCode(country, input.postalCode)!,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        proof: input.proof,
        createdAt: now,
      })
      .returning();
    return created!;
  });
  const shop = shopName(input.site);
  const staff = await emailsOfScope(ADMIN_SCOPE, database);
  await sendAfterCommit([
    plainMail(
      input.site,
      applicant.email,
      `We received ${input.name}'s application to host book fairs`,
      [
        'Hello,',
        `Thank you for applying for ${input.name} to host book fairs on ${shop}. Our team checks every application, usually within two school days, and will email you the answer.`,
        `Once approved, you become ${input.name}'s organizer: sign in to create its first fair.`,
      ],
      `You received this because ${applicant.email} applied on ${shop}.`,
    ),
    ...staff.map((to) =>
      plainMail(
        input.site,
        to,
        `New application to host fairs: ${input.name}`,
        [
          `${input.contactName} (${applicant.email}) applied for ${input.name}, ${input.city} ${input.region}.`,
          `Proof given: ${input.proof}`,
          `Review it in the back office: ${link(input.site, '/admin/applications')}`,
        ],
        'You received this as a member of the shop staff.',
      ),
    ),
  ]);
  return viewOf(database, row);
}

/** Applications of one status (or all), waiting ones first, oldest first: the order staff answer them in. */
export async function applicationsForStaff(status: ApplicationStatus | null, db?: Db): Promise<ApplicationView[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select()
    .from(organizationApplications)
    .where(status ? eq(organizationApplications.status, status) : undefined)
    .orderBy(desc(eq(organizationApplications.status, 'pending')), asc(organizationApplications.createdAt))
    .limit(200);
  return Promise.all(rows.map((row) => viewOf(database, row)));
}

/** The applications a person sent, newest first, for the apply page. */
export async function applicationsOf(userId: string, db?: Db): Promise<ApplicationView[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select()
    .from(organizationApplications)
    .where(eq(organizationApplications.applicantId, userId))
    .orderBy(desc(organizationApplications.createdAt));
  return Promise.all(rows.map((row) => viewOf(database, row)));
}

async function pendingApplication(tx: Db, id: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(organizationApplications).where(eq(organizationApplications.id, id)).for('update');
  if (!row) throw new NotFoundError(`No application has the id ${id}.`, 'APPLICATION_NOT_FOUND');
  if (row.status !== 'pending') throw new AppError(409, 'APPLICATION_DECIDED', `The application of ${row.name} was already ${row.status}.`);
  return row;
}

export interface ApplicationDecision {
  application: ApplicationView;
  organization: OrganizationRecord | null;
  /** The email to the applicant, sent by the caller once its transaction (with the audit entry) has committed. */
  mail: MailMessage | null;
}

/**
 * Staff approve a pending application, inside their transaction: the organization is created active under a free slug
 * from its name (`slugOf`, the back office's rule), and the applicant becomes its first organizer (with the organizer scope). A decided one is a 409.
 */
export async function approveApplication(
  tx: Db,
  id: number,
  staffId: string | null,
  slugOf: (name: string) => string,
  now = new Date(),
): Promise<ApplicationDecision> {
  const row = await pendingApplication(tx, id);
  const applicant = await accountById(row.applicantId, tx);
  const created = await createPendingOrganization(tx, slugOf(row.name), {
    name: row.name,
    site: row.site,
    addressLine1: row.addressLine1,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    logoUrl: '',
    description: '',
  });
  const [organization] = await tx.update(organizations).set({ status: 'active', updatedAt: now }).where(eq(organizations.id, created.id)).returning();
  await tx.insert(organizationMembers).values({ organizationId: created.id, userId: row.applicantId, createdAt: now }).onConflictDoNothing();
  await grantAccountScope(tx, row.applicantId, ORGANIZER_SCOPE);
  const [decided] = await tx
    .update(organizationApplications)
    .set({ status: 'approved', organizationId: created.id, decidedBy: staffId, decidedAt: now })
    .where(eq(organizationApplications.id, id))
    .returning();
  const shop = shopName(row.site);
  const mail = applicant?.email
    ? plainMail(
        row.site,
        applicant.email,
        `${row.name} can now host book fairs on ${shop}`,
        [
          'Hello,',
          `Good news: we approved ${row.name}'s application. You are its organizer now.`,
          `Sign in and create its first fair in the Book Fair Manager: ${link(row.site, '/account/bookfair')}`,
        ],
        `You received this because ${applicant.email} applied on ${shop}.`,
      )
    : null;
  return { application: await viewOf(tx, decided!), organization: { ...created, status: organization!.status }, mail };
}

/** Staff refuse a pending application with a reason the applicant reads; nothing else changes. A decided one is a 409. */
export async function refuseApplication(tx: Db, id: number, staffId: string | null, reason: string, now = new Date()): Promise<ApplicationDecision> {
  const row = await pendingApplication(tx, id);
  const applicant = await accountById(row.applicantId, tx);
  const [decided] = await tx
    .update(organizationApplications)
    .set({ status: 'refused', refusalReason: reason, decidedBy: staffId, decidedAt: now })
    .where(eq(organizationApplications.id, id))
    .returning();
  const shop = shopName(row.site);
  const mail = applicant?.email
    ? plainMail(
        row.site,
        applicant.email,
        `About ${row.name}'s application to host book fairs`,
        ['Hello,', `We could not approve ${row.name}'s application to host book fairs on ${shop}.`, `Reason: ${reason}`, 'You are welcome to apply again.'],
        `You received this because ${applicant.email} applied on ${shop}.`,
      )
    : null;
  return { application: await viewOf(tx, decided!), organization: null, mail };
}

/**
 * The first organizer staff name when they register an organization, inside their transaction: an account with that
 * email joins at once (and gets the organizer scope); anyone else gets an invitation by email (sent by the caller after
 * commit), which works like an organizer's.
 */
export async function addFirstOrganizer(
  tx: Db,
  organization: { id: number; name: string; site: SiteId; timeZone: string },
  email: string,
  invitedBy: string | null,
  now = new Date(),
): Promise<{ outcome: 'joined' | 'invited'; mail: MailMessage | null }> {
  const person = await accountByEmail(email, tx);
  if (person && person.role === 'customer') {
    await tx.insert(organizationMembers).values({ organizationId: organization.id, userId: person.id, createdAt: now }).onConflictDoNothing();
    await grantAccountScope(tx, person.id, ORGANIZER_SCOPE);
    return { outcome: 'joined', mail: null };
  }
  const { token, expiresAt } = await createInvitation(tx, organization.id, email, invitedBy, now);
  return { outcome: 'invited', mail: invitationMail(organization, email, token, `The ${shopName(organization.site)} team`, expiresAt) };
}
