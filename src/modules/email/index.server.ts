import 'server-only';

export { outboxDir, sendMail, type MailMessage, type SentMail } from './mailer.server';
