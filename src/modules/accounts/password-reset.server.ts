import 'server-only';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { sendMail } from '@/modules/email/index.server';
import { SITES, type SiteId } from '@/modules/regions';
import { PASSWORD_RESET_MINUTES } from './roles';
import { passwordResets } from './schema';
import { allowResetEmail, unlockAccount } from './throttle.server';
import { findCustomerByEmail, setPasswordHash } from './users.server';
import { accountById } from './directory.server';
import { escapeHtml, shopName } from '@/modules/email';
import { linkTokenHash, newLinkToken, siteLink } from './email-links.server';

export class ResetLinkInvalidError extends AppError {
  constructor() {
    super(400, 'RESET_LINK_INVALID', 'This reset link has expired or was already used. Ask for a new one.');
  }
}

/**
 * Emails a single-use link when the email belongs to an account. Answers the same either way, so the form does not
 * reveal who has an account.
 */
export async function requestPasswordReset(email: string, site: SiteId, db?: Db, now = new Date()): Promise<void> {
  const database = db ?? (await getDb());
  const customer = await findCustomerByEmail(email, database);
  if (!customer) {
    logger.info('password reset asked for an email without an account');
    return;
  }
  // Past the account's hourly allowance nothing more is sent; the answer stays the same.
  if (!(await allowResetEmail(customer.id))) {
    logger.warn('password reset emails to one account over the limit; none sent');
    return;
  }
  const token = newLinkToken();
  await database.insert(passwordResets).values({
    tokenHash: linkTokenHash(token),
    userId: customer.id,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
  });
  const link = `${siteLink(site, '/account/reset-password')}?token=${token}`;
  const shop = shopName(site);
  await sendMail({
    to: customer.email!,
    subject: `Reset your ${shop} password`,
    text: `Hello ${customer.firstName},\n\nSomeone (hopefully you) asked to reset the password of your ${shop} account.\nChoose a new password here within ${PASSWORD_RESET_MINUTES} minutes:\n\n${link}\n\nThe link works once. If you did not ask, ignore this email: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(customer.firstName)},</p><p>Someone (hopefully you) asked to reset the password of your ${shop} account. Choose a new password within ${PASSWORD_RESET_MINUTES} minutes:</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once. If you did not ask, ignore this email: your password stays as it is.</p><p>${escapeHtml(SITES[site].domain)}</p>`,
  });
}

/**
 * Sets the new password if the link is unused and unexpired; the link and every other open link stop working. The
 * owner proved the account is theirs, so a sign-in lock on it (too many wrong passwords) is lifted too.
 */
export async function resetPassword(token: string, password: string, db?: Db, now = new Date()): Promise<void> {
  const database = db ?? (await getDb());
  const userId = await inTransaction(database, async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, linkTokenHash(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw new ResetLinkInvalidError();
    await setPasswordHash(tx, reset.userId, password);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt), ne(passwordResets.tokenHash, linkTokenHash(token))));
    return reset.userId;
  });
  const account = await accountById(userId, database);
  if (account?.email) await unlockAccount(account.email);
}
