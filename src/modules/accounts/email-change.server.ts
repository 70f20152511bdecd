import 'server-only';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import { escapeHtml, shopName } from '@/modules/email';
import { sendMail } from '@/modules/email/index.server';
import { SITES, type SiteId } from '@/modules/regions';
import { EMAIL_CHANGE_HOURS } from './roles';
import { emailChanges, users } from './schema';
import { EmailTakenError, isUniqueViolation, passwordMatches, WrongPasswordError } from './users.server';
import { linkTokenHash, newLinkToken, siteLink } from './email-links.server';

export class CurrentPasswordRequiredError extends AppError {
  constructor() {
    super(400, 'CURRENT_PASSWORD_REQUIRED', 'Enter your current password to change your email.');
  }
}

export class EmailChangeLinkInvalidError extends AppError {
  constructor() {
    super(400, 'EMAIL_CHANGE_LINK_INVALID', 'This confirmation link has expired or was already used. Change your email again from your account.');
  }
}

/**
 * Asks to change the account's email (issue 18, finding 3): the current password is needed, the new address gets a
 * single-use link (valid `EMAIL_CHANGE_HOURS`), the current address is told, and the account keeps its email until
 * the link is opened. A newer request voids the older links. An address another account uses is refused (409): the
 * caller is signed in and has given the password (decision 008). Answers the address waiting for confirmation.
 */
export async function requestEmailChange(
  userId: string,
  change: { newEmail: string; currentPassword: string | undefined; site: SiteId },
  db?: Db,
  now = new Date(),
): Promise<{ pendingEmail: string }> {
  const database = db ?? (await getDb());
  const newEmail = change.newEmail.trim().toLowerCase();
  const [row] = await database
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'customer')))
    .limit(1);
  if (!row) throw new NotFoundError('We could not find your account.');
  if (!change.currentPassword) throw new CurrentPasswordRequiredError();
  if (!(await passwordMatches(row.passwordHash, change.currentPassword))) throw new WrongPasswordError();
  const [taken] = await database
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, newEmail), ne(users.id, userId)))
    .limit(1);
  if (taken) throw new EmailTakenError();

  const token = newLinkToken();
  await inTransaction(database, async (tx) => {
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
    await tx
      .insert(emailChanges)
      .values({ tokenHash: linkTokenHash(token), userId, newEmail, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3600_000) });
  });

  const { site } = change;
  const shop = shopName(site);
  const confirm = `${siteLink(site, '/account/confirm-email')}?token=${token}`;
  const reset = siteLink(site, '/account/forgot-password');
  await sendMail({
    to: newEmail,
    subject: `Confirm your new ${shop} email`,
    text: `Hello ${row.firstName},\n\nConfirm that this is the new email of your ${shop} account, within ${EMAIL_CHANGE_HOURS} hours:\n\n${confirm}\n\nThe link works once. Until you open it, your account keeps its current email. If you did not ask for this, ignore this email.\n`,
    html: `<p>Hello ${escapeHtml(row.firstName)},</p><p>Confirm that this is the new email of your ${shop} account, within ${EMAIL_CHANGE_HOURS} hours:</p><p><a href="${escapeHtml(confirm)}">Confirm my new email</a></p><p>The link works once. Until you open it, your account keeps its current email. If you did not ask for this, ignore this email.</p><p>${escapeHtml(SITES[site].domain)}</p>`,
  });
  await sendMail({
    to: row.email!,
    subject: `Your ${shop} email is about to change`,
    text: `Hello ${row.firstName},\n\nSomeone signed in to your ${shop} account asked to change its email to ${newEmail}. It changes only once the link we sent there is opened.\n\nIf this was not you, choose a new password now: it signs everyone else out and voids the link.\n${reset}\n`,
    html: `<p>Hello ${escapeHtml(row.firstName)},</p><p>Someone signed in to your ${shop} account asked to change its email to <strong>${escapeHtml(newEmail)}</strong>. It changes only once the link we sent there is opened.</p><p>If this was not you, <a href="${escapeHtml(reset)}">choose a new password now</a>: it signs everyone else out and voids the link.</p><p>${escapeHtml(SITES[site].domain)}</p>`,
  });
  return { pendingEmail: newEmail };
}

/**
 * Opens an email change link: once, before it expires. The account's email becomes the new one and every session of
 * the account ends (its credential version moves on). Answers the emails before and after.
 */
export async function confirmEmailChange(
  token: string,
  db?: Db,
  now = new Date(),
): Promise<{ userId: string; previousEmail: string; email: string; newsletter: boolean }> {
  const database = db ?? (await getDb());
  try {
    return await inTransaction(database, async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.tokenHash, linkTokenHash(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      if (!change) throw new EmailChangeLinkInvalidError();
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, change.userId), eq(users.role, 'customer')))
        .for('update');
      if (!before) throw new EmailChangeLinkInvalidError();
      const [after] = await tx
        .update(users)
        .set({ email: change.newEmail, credentialVersion: sql`${users.credentialVersion} + 1`, updatedAt: now })
        .where(eq(users.id, change.userId))
        .returning({ email: users.email, newsletter: users.newsletter });
      return { userId: change.userId, previousEmail: before.email!, email: after!.email!, newsletter: after!.newsletter };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}
