import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when there is no SMTP server. */
  file?: string;
}

const globalForMail = globalThis as unknown as { __mailTransport?: Transporter };

function transport(): Transporter {
  const { SMTP_URL } = env();
  globalForMail.__mailTransport ??= SMTP_URL
    ? nodemailer.createTransport(SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return globalForMail.__mailTransport;
}

/** The folder .eml files go to when SMTP_URL is not set (DESIGN §2). */
export function outboxDir(): string {
  return path.join(env().DATA_DIR, 'outbox');
}

/** Sends through SMTP_URL, or writes the message as an .eml file under DATA_DIR/outbox. */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const info = await transport().sendMail({ from: env().MAIL_FROM, ...message });
  if (env().SMTP_URL) {
    logger.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
    return { messageId: info.messageId };
  }
  const directory = outboxDir();
  await mkdir(directory, { recursive: true });
  const safeRecipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeRecipient}-${crypto.randomUUID().slice(0, 8)}.eml`);
  // Written aside and renamed into place, so whoever reads the outbox (a test, a mail pickup) never sees half a message.
  await writeFile(`${file}.part`, info.message as Buffer);
  await rename(`${file}.part`, file);
  logger.info({ file, subject: message.subject }, 'mail written to the outbox');
  return { messageId: info.messageId, file };
}
