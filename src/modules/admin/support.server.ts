import 'server-only';
import { type Db, getDb, inTransaction } from '@/db';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { sendMail } from '@/modules/email/index.server';
import { emailLayout, escapeHtml, shopName } from '@/modules/email';
import { sitePath } from '@/modules/regions';
import type { StaffReply, SupportRequestDetail } from '@/modules/support';
import { closeAsStaff, getSupportRequestForStaff, replyAsStaff, type StaffSupportRequestDetail } from '@/modules/support/index.server';
import { recordChange, type Actor } from './audit.server';

const auditView = (request: SupportRequestDetail) => ({ status: request.status, messageCount: request.messages.length });

/**
 * Tells the customer a reply is waiting, with the link to read it (the reply itself stays in their account). The reply
 * is saved whatever the mail does: a failed send is logged, not shown to staff as a failed reply.
 */
async function notifyCustomer(request: StaffSupportRequestDetail): Promise<void> {
  if (!request.customerEmail) return;
  const link = new URL(sitePath(request.site, `/support-requests/${request.id}`), env().PUBLIC_URL).toString();
  const shop = shopName(request.site);
  try {
    await sendMail({
      to: request.customerEmail,
      subject: `We replied to your support request about ${request.topicLabel}`,
      text: `Hello,\n\nWe replied to your support request about ${request.topicLabel} on ${shop}. Read the reply and answer it here:\n\n${link}\n`,
      html: emailLayout({
        site: request.site,
        title: 'We replied to your support request',
        bodyHtml: `<p>Hello,</p><p>We replied to your support request about ${escapeHtml(request.topicLabel)} on ${escapeHtml(shop)}.</p><p><a href="${escapeHtml(link)}">Read the reply</a></p>`,
        footer: `You received this because you wrote to ${shop} support.`,
      }),
    });
  } catch (error) {
    logger.error({ err: error, supportRequestId: request.id }, 'support reply notification failed');
  }
}

/** A staff reply from the back office, with its audit entry in the same transaction; the customer is emailed after. */
export async function replyFromBackOffice(actor: Actor, id: number, reply: StaffReply, db?: Db): Promise<StaffSupportRequestDetail> {
  const database = db ?? (await getDb());
  const answered = await inTransaction(database, async (tx) => {
    const before = await getSupportRequestForStaff(id, tx);
    const after = await replyAsStaff(id, reply, tx);
    await recordChange(tx, actor, {
      action: 'support.reply',
      entity: 'support-request',
      entityKey: String(id),
      before: auditView(before),
      after: { ...auditView(after), reply: after.messages.at(-1)!.body },
    });
    return { ...after, customerEmail: before.customerEmail };
  });
  await notifyCustomer(answered);
  return answered;
}

export async function closeFromBackOffice(actor: Actor, id: number, db?: Db): Promise<StaffSupportRequestDetail> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const before = await getSupportRequestForStaff(id, tx);
    const after = await closeAsStaff(id, tx);
    await recordChange(tx, actor, {
      action: 'support.close',
      entity: 'support-request',
      entityKey: String(id),
      before: auditView(before),
      after: auditView(after),
    });
    return { ...after, customerEmail: before.customerEmail };
  });
}
