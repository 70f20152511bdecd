import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { type Db, getDb, inTransaction } from '@/db';
import { env } from '@/lib/env';
import { formatLocalDateTime } from '@/lib/local-time';
import { refreshStorefront, STOREFRONT_TAGS } from '@/lib/storefront-cache';
import { AppError, NotFoundError } from '@/lib/errors';
import { ORGANIZER_SCOPE } from '@/modules/accounts';
import { accountByEmail, accountById, accountsByIds, grantAccountScope } from '@/modules/accounts/index.server';
import { sendMail, type MailMessage } from '@/modules/email/index.server';
import { emailLayout, escapeHtml, shopName } from '@/modules/email';
import { normalizePostalCode, SITES, sitePath, type SiteId } from '@/modules/regions';
import { organizationInvitations } from './invitations-schema';
import {
  fairDatesOf,
  fairPhaseAt,
  fairTimesOf,
  goalProgressOf,
  INVITATION_DAYS,
  invitationExpiresAt,
  invitationStateAt,
  organizationAddressProblems,
  type FairDates,
  type FairInput,
  type FairPhase,
  type GoalProgress,
  type OrganizationProfileInput,
} from './manager';
import { organizationOfOrganizer, type OrganizationRow } from './organizations.server';
import { rewardsBalanceOf, type RewardsBalance } from './rewards.server';
import { bookFairs, organizationMembers, organizations } from './schema';
import { changeOrganizationTimeZone } from './time-zone.server';
import type { OrganizationSales } from './sales';

const countryOf = (site: SiteId) => SITES[site].country;
const currencyOf = (site: SiteId) => SITES[site].currency;

/** The organization of this slug when the user organizes it; a 404 otherwise, the same for "not yours" and "no such". */
export async function managedOrganization(db: Db, userId: string, slug: string): Promise<OrganizationRow> {
  const organization = await organizationOfOrganizer(userId, slug, db);
  if (!organization)
    throw new NotFoundError(`You do not organize an organization called "${slug}". Pick one of yours from the Organization page.`, 'ORGANIZATION_NOT_FOUND');
  return organization;
}

export interface OrganizationManagerView {
  slug: string;
  name: string;
  site: SiteId;
  currency: 'USD' | 'CAD';
  address: { line1: string; city: string; region: string; postalCode: string; country: 'US' | 'CA' };
  logoUrl: string;
  description: string;
  /** IANA name: the fairs' days are this zone's. */
  timeZone: string;
  status: string;
  organizers: Array<{ name: string; email: string; since: Date }>;
  openInvitations: Array<{ id: number; email: string; expiresAt: Date }>;
  rewards: RewardsBalance;
}

/** What the Organization Manager shows: the profile, its organizers, invitations still open, and the rewards so far. */
export async function organizationManagerView(userId: string, slug: string, db?: Db, now = new Date()): Promise<OrganizationManagerView> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  const members = await database
    .select({ userId: organizationMembers.userId, since: organizationMembers.createdAt })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organization.id));
  const people = await accountsByIds(
    members.map((member) => member.userId),
    database,
  );
  const organizers = members
    .flatMap(({ userId, since }) => {
      const person = people.get(userId);
      return person ? [{ name: `${person.firstName} ${person.lastName}`.trim(), email: person.email ?? '', since }] : [];
    })
    .sort((a, b) => a.since.getTime() - b.since.getTime() || (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  const invitations = await database
    .select({ id: organizationInvitations.id, email: organizationInvitations.email, expiresAt: organizationInvitations.expiresAt })
    .from(organizationInvitations)
    .where(
      and(eq(organizationInvitations.organizationId, organization.id), isNull(organizationInvitations.acceptedAt), gt(organizationInvitations.expiresAt, now)),
    )
    .orderBy(desc(organizationInvitations.createdAt));
  return {
    slug: organization.slug,
    name: organization.name,
    site: organization.site,
    currency: currencyOf(organization.site),
    address: {
      line1: organization.addressLine1,
      city: organization.city,
      region: organization.region,
      postalCode: organization.postalCode,
      country: countryOf(organization.site),
    },
    logoUrl: organization.logoUrl,
    description: organization.description,
    timeZone: organization.timeZone,
    status: organization.status,
    organizers,
    openInvitations: invitations,
    rewards: await rewardsBalanceOf(database, organization.id),
  };
}

/**
 * Saves the profile; the address must fit the organization's country (a 422 naming the field otherwise). A new time
 * zone moves its fairs to the same local days there.
 */
export async function updateOrganizationProfile(
  userId: string,
  slug: string,
  input: OrganizationProfileInput,
  db?: Db,
  now = new Date(),
): Promise<OrganizationManagerView> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  const problems = Object.entries(organizationAddressProblems(countryOf(organization.site), input));
  const summary = problems.map(([field, message]) => `${field}: ${message}`).join(' ');
  if (problems.length > 0) throw new AppError(422, 'INVALID_ADDRESS', summary);
  await inTransaction(database, async (tx) => {
    await tx
      .update(organizations)
      .set({
        name: input.name,
        addressLine1: input.line1,
        city: input.city,
        region: input.region,
        // Accepted above, so the post office's way of writing it exists.
        postalCode: normalizePostalCode(countryOf(organization.site), input.postalCode)!,
        logoUrl: input.logoUrl,
        description: input.description,
        updatedAt: now,
      })
      .where(eq(organizations.id, organization.id));
    if (input.timeZone) await changeOrganizationTimeZone(tx, organization.id, input.timeZone, now);
  });
  // The home and help pages show the featured organization's name, logo and description.
  refreshStorefront([STOREFRONT_TAGS.featuredOrganization(organization.site)]);
  return organizationManagerView(userId, slug, database, now);
}

export interface FairView extends FairDates {
  id: number;
  name: string;
  status: string;
  phase: FairPhase;
  shipToSchool: boolean;
  /** Sales during the online window and the goal, in cents of the organization's currency. */
  progress: GoalProgress;
}

export interface FairsView {
  organization: { slug: string; name: string; site: SiteId; currency: 'USD' | 'CAD'; timeZone: string };
  /** The link families use to shop for the organization: it selects it (spec §2), whichever fair is on. */
  shopUrl: string;
  fairs: FairView[];
}

const shopUrlOf = (organization: { site: SiteId; slug: string }) =>
  new URL(sitePath(organization.site, `/org/${organization.slug}`), env().PUBLIC_URL).toString();

/** The organization's fairs, newest first, each with where it stands and its goal progress. */
export async function fairsView(userId: string, slug: string, sales: OrganizationSales, db?: Db, now = new Date()): Promise<FairsView> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  const rows = await database
    .select()
    .from(bookFairs)
    .where(eq(bookFairs.organizationId, organization.id))
    .orderBy(desc(bookFairs.startsAt), desc(bookFairs.id));
  const fairs = await Promise.all(
    rows.map(async (fair): Promise<FairView> => {
      const salesCents = await sales.salesCents(database, organization.id, fair.onlineStartsAt ?? fair.startsAt, fair.onlineEndsAt ?? fair.endsAt);
      return {
        id: fair.id,
        name: fair.name,
        status: fair.status,
        phase: fairPhaseAt(fair, now),
        shipToSchool: fair.shipToSchool,
        ...fairDatesOf(fair, organization.timeZone),
        progress: goalProgressOf(salesCents, fair.goalCents),
      };
    }),
  );
  return {
    organization: {
      slug: organization.slug,
      name: organization.name,
      site: organization.site,
      currency: currencyOf(organization.site),
      timeZone: organization.timeZone,
    },
    shopUrl: shopUrlOf(organization),
    fairs,
  };
}

/** The shop link as an SVG QR code, for screens and print. */
export function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** A new fair starts as a draft: families see it only once it is scheduled. */
export async function createFair(userId: string, slug: string, input: FairInput, db?: Db): Promise<number> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  const [fair] = await database
    .insert(bookFairs)
    .values({
      organizationId: organization.id,
      name: input.name,
      shipToSchool: input.shipToSchool,
      status: 'draft',
      ...fairTimesOf(input, organization.timeZone),
    })
    .returning({ id: bookFairs.id });
  return fair!.id;
}

async function fairOf(db: Db, organization: OrganizationRow, fairId: number) {
  const [fair] = await db
    .select()
    .from(bookFairs)
    .where(and(eq(bookFairs.id, fairId), eq(bookFairs.organizationId, organization.id)));
  if (!fair) throw new NotFoundError(`${organization.name} has no fair with the id ${fairId}.`, 'FAIR_NOT_FOUND');
  return fair;
}

/** Changes a draft or scheduled fair; a closed fair is history and stays as it was. */
export async function updateFair(userId: string, slug: string, fairId: number, input: FairInput, db?: Db): Promise<void> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  const fair = await fairOf(database, organization, fairId);
  const [changed] = await database
    .update(bookFairs)
    .set({ name: input.name, shipToSchool: input.shipToSchool, ...fairTimesOf(input, organization.timeZone) })
    .where(and(eq(bookFairs.id, fair.id), inArray(bookFairs.status, ['draft', 'scheduled'])))
    .returning({ id: bookFairs.id });
  if (!changed) throw new AppError(409, 'FAIR_CLOSED', `"${fair.name}" is closed and can no longer be changed.`);
}

/** draft → scheduled: the fair appears to families and earns bookfair rewards inside its online window. */
export async function scheduleFair(userId: string, slug: string, fairId: number, db?: Db): Promise<void> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  const fair = await fairOf(database, organization, fairId);
  const [changed] = await database
    .update(bookFairs)
    .set({ status: 'scheduled' })
    .where(and(eq(bookFairs.id, fair.id), eq(bookFairs.status, 'draft')))
    .returning({ id: bookFairs.id });
  if (!changed)
    throw new AppError(409, 'FAIR_NOT_DRAFT', `"${fair.name}" is ${fair.status === 'closed' ? 'closed' : 'already scheduled'}: only a draft can be scheduled.`);
}

/** Closes a draft or scheduled fair: it stops earning bookfair rewards and shipping to the organization. */
export async function closeFair(userId: string, slug: string, fairId: number, db?: Db): Promise<void> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  const fair = await fairOf(database, organization, fairId);
  const [changed] = await database
    .update(bookFairs)
    .set({ status: 'closed' })
    .where(and(eq(bookFairs.id, fair.id), inArray(bookFairs.status, ['draft', 'scheduled'])))
    .returning({ id: bookFairs.id });
  if (!changed) throw new AppError(409, 'FAIR_CLOSED', `"${fair.name}" is already closed.`);
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores an invitation (the token's hash only) and returns the token for its link and until when it works. */
export async function createInvitation(
  db: Db,
  organizationId: number,
  email: string,
  invitedBy: string | null,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = invitationExpiresAt(now);
  await db.insert(organizationInvitations).values({ organizationId, email, tokenHash: tokenHash(token), invitedBy, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The email that carries an invitation's link; `who` is the person (or "The Book Fair Shop team") who sent it. */
export function invitationMail(
  organization: { name: string; site: SiteId; timeZone: string },
  email: string,
  token: string,
  who: string,
  expiresAt: Date,
): MailMessage {
  const link = new URL(`${sitePath(organization.site, '/account/details/organization/join')}?token=${token}`, env().PUBLIC_URL).toString();
  const shop = shopName(organization.site);
  // The organization's clock: its organizers share it, wherever the mail is read.
  const until = formatLocalDateTime(expiresAt, { locale: SITES[organization.site].locale, timeZone: organization.timeZone });
  return {
    to: email,
    subject: `Join ${organization.name} as an organizer on ${shop}`,
    text: `Hello,\n\n${who} invited you to help organize ${organization.name}'s book fairs on ${shop}.\nSign in (or create an account with this email address), then open this link within ${INVITATION_DAYS} days (until ${until}) to join:\n\n${link}\n\nThe link works once. If you were not expecting this, ignore this email.\n`,
    html: emailLayout({
      site: organization.site,
      title: `Join ${organization.name}`,
      bodyHtml: `<p>Hello,</p><p>${escapeHtml(who)} invited you to help organize ${escapeHtml(organization.name)}'s book fairs on ${escapeHtml(shop)}.</p><p>Sign in (or create an account with this email address), then open this link within ${INVITATION_DAYS} days (until ${escapeHtml(until)}) to join:</p><p><a href="${escapeHtml(link)}">Join ${escapeHtml(organization.name)}</a></p><p>The link works once. If you were not expecting this, ignore this email.</p>`,
      footer: `You received this because someone invited ${email}.`,
    }),
  };
}

/**
 * Invites a co-organizer: an invitation row (the token's hash only) and an email with the link that accepts it. Inviting
 * someone who already organizes it is a 409. Returns where the invitation went and until when it works.
 */
export async function inviteOrganizer(userId: string, slug: string, email: string, db?: Db, now = new Date()): Promise<{ email: string; expiresAt: Date }> {
  const database = db ?? (await getDb());
  const organization = await managedOrganization(database, userId, slug);
  const invitee = await accountByEmail(email, database);
  const [member] = invitee
    ? await database
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organization.id), eq(organizationMembers.userId, invitee.id)))
    : [];
  if (member) throw new AppError(409, 'ALREADY_ORGANIZER', `${email} already organizes ${organization.name}.`);
  const inviter = await accountById(userId, database);
  const { token, expiresAt } = await createInvitation(database, organization.id, email, userId, now);
  await sendMail(invitationMail(organization, email, token, inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'An organizer', expiresAt));
  return { email, expiresAt };
}

/**
 * Accepts an invitation for the signed-in person: they join the organization and get the organizer scope. The link must
 * be open (not used, not expired) and sent to the person's own email address; each refusal says which it is.
 */
export async function acceptInvitation(userId: string, token: string, db?: Db, now = new Date()): Promise<{ slug: string; name: string; site: SiteId }> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const [invitation] = await tx
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.tokenHash, tokenHash(token)))
      .for('update');
    if (!invitation) throw new NotFoundError('This invitation link is not valid. Check that you opened the whole link from the email.', 'INVITATION_NOT_FOUND');
    const state = invitationStateAt(invitation, now);
    if (state === 'accepted')
      throw new AppError(409, 'INVITATION_USED', 'This invitation has already been used. Ask the organizer to send you a new one if you still need to join.');
    if (state === 'expired')
      throw new AppError(
        410,
        'INVITATION_EXPIRED',
        `This invitation expired (links work for ${INVITATION_DAYS} days). Ask the organizer to send you a new one.`,
      );
    const person = await accountById(userId, tx);
    if (person?.email?.toLowerCase() !== invitation.email.toLowerCase()) {
      throw new AppError(403, 'INVITATION_FOR_ANOTHER_EMAIL', `This invitation was sent to ${invitation.email}. Sign in with that email address to accept it.`);
    }
    await tx.update(organizationInvitations).set({ acceptedAt: now, acceptedBy: userId }).where(eq(organizationInvitations.id, invitation.id));
    await tx.insert(organizationMembers).values({ organizationId: invitation.organizationId, userId, createdAt: now }).onConflictDoNothing();
    await grantAccountScope(tx, userId, ORGANIZER_SCOPE);
    const [organization] = await tx
      .select({ slug: organizations.slug, name: organizations.name, site: organizations.site })
      .from(organizations)
      .where(eq(organizations.id, invitation.organizationId));
    return organization!;
  });
}
