import 'server-only';
import { logger } from '@/lib/logger';
import { escapeHtml, shopName } from '@/modules/email';
import { sendMail } from '@/modules/email/index.server';
import { SITES, type SiteId } from '@/modules/regions';
import { siteLink } from './email-links.server';

/**
 * Registration with an email that already has an account (issue 18, decision 008): the caller is answered as if the
 * account were new, and the owner of the address is told instead, with the way in. Not awaited by the route, so the
 * answer takes no longer than a new account's.
 */
export async function noticeRegistrationAttempt(email: string, site: SiteId): Promise<void> {
  const shop = shopName(site);
  const signIn = siteLink(site, '/login');
  const reset = siteLink(site, '/account/forgot-password');
  try {
    await sendMail({
      to: email,
      subject: `You already have a ${shop} account`,
      text: `Hello,\n\nSomeone (hopefully you) tried to create a ${shop} account with this email address. You already have one, so nothing was created.\n\nSign in: ${signIn}\nForgot your password? Choose a new one: ${reset}\n\nIf it was not you, ignore this email: your account stays as it is.\n`,
      html: `<p>Hello,</p><p>Someone (hopefully you) tried to create a ${shop} account with this email address. You already have one, so nothing was created.</p><p><a href="${escapeHtml(signIn)}">Sign in</a> · <a href="${escapeHtml(reset)}">Forgot your password? Choose a new one</a></p><p>If it was not you, ignore this email: your account stays as it is.</p><p>${escapeHtml(SITES[site].domain)}</p>`,
    });
  } catch (error) {
    logger.error({ err: error }, 'could not send the notice of a registration with a taken email');
  }
}
