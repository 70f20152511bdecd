/** The double opt-in email (pure): a link to confirm, one to say no, both working without signing in. */
import { emailLayout, escapeHtml, shopName } from '@/modules/email';
import type { SiteId } from '@/modules/regions';
import { CONFIRMATION_DAYS } from './rules';

export function confirmationEmail(site: SiteId, links: { confirm: string; unsubscribe: string }) {
  const shop = shopName(site);
  const text = [
    `Please confirm that you want ${shop} news by email: new arrivals, book fair news and offers.`,
    '',
    `Confirm your subscription (the link works for ${CONFIRMATION_DAYS} days):`,
    links.confirm,
    '',
    'Did not ask for it? Ignore this email: you will not be subscribed.',
    `Changed your mind later? Unsubscribe any time: ${links.unsubscribe}`,
    '',
    shop,
  ].join('\n');
  const html = emailLayout({
    site,
    title: `Confirm your ${shop} newsletter`,
    footer: `${shop} · You get this email because someone asked for our newsletter with this address.`,
    bodyHtml: `<p style="margin:0 0 16px">Please confirm that you want ${escapeHtml(shop)} news by email: new arrivals, book fair news and offers.</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Confirm my subscription</a></p>
<p style="margin:0 0 16px;color:#6b7280;font-size:14px">The link works for ${CONFIRMATION_DAYS} days. Did not ask for it? Ignore this email: you will not be subscribed.</p>
<p style="margin:0;color:#6b7280;font-size:14px">Changed your mind later? <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a> any time.</p>`,
  });
  return { subject: `Confirm your ${shop} newsletter subscription`, text, html };
}
