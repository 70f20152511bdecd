/** The eCard email (pure): the chosen design, the amount, the message and the code. */
import { formatMoney, type Currency } from '@/lib/money';
import { emailLayout, escapeHtml, shopName } from '@/modules/email';
import { SITES, type SiteId } from '@/modules/regions';
import { designOf, type ECardSnapshot } from './rules';

export function giftCardEmail(
  card: { code: string; amountCents: number; currency: Currency; eCard: ECardSnapshot },
  site: SiteId,
  shopUrl: string,
  balanceUrl: string,
) {
  const design = designOf(card.eCard.style);
  const amount = formatMoney(card.amountCents, card.currency, SITES[site].locale);
  const shop = shopName(site);
  const imageUrl = new URL(design.imageUrl, shopUrl).toString();
  const text = [
    `${card.eCard.giftFrom} sent you a ${amount} ${shop} eCard!`,
    '',
    ...(card.eCard.giftMessage ? [`"${card.eCard.giftMessage}"`, ''] : []),
    `Your gift card code: ${card.code}`,
    '',
    `Spend it at checkout on ${shopUrl} (in ${card.currency}). Check its balance any time: ${balanceUrl}`,
    '',
    shop,
  ].join('\n');
  const html = emailLayout({
    site,
    title: `${amount} eCard from ${card.eCard.giftFrom}`,
    footer: `${shop} · Keep this email: the code is your gift card.`,
    bodyHtml: `<p style="margin:0 0 16px">Hello ${escapeHtml(card.eCard.giftToName)},</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${design.background};color:${design.ink};border-radius:16px"><tr><td style="padding:0">
<img src="${escapeHtml(imageUrl)}" width="544" alt="${escapeHtml(design.name)} eCard design" style="display:block;width:100%;height:auto;border-radius:16px 16px 0 0">
</td></tr><tr><td style="padding:20px 24px">
<p style="margin:0;font-family:Georgia,serif;font-size:32px;font-weight:bold" data-amount>${escapeHtml(amount)}</p>
<p style="margin:4px 0 0">From ${escapeHtml(card.eCard.giftFrom)}</p>
</td></tr></table>
${card.eCard.giftMessage ? `<blockquote style="margin:20px 0;padding:12px 16px;border-left:4px solid ${design.background};background:#f9fafb;font-style:italic">${escapeHtml(card.eCard.giftMessage)}</blockquote>` : ''}
<p style="margin:20px 0 4px">Your gift card code:</p>
<p style="margin:0;font-family:Menlo,Consolas,monospace;font-size:22px;letter-spacing:2px;font-weight:bold" data-code>${escapeHtml(card.code)}</p>
<p style="margin:20px 0 0">Spend it at checkout on <a href="${escapeHtml(shopUrl)}">${escapeHtml(shop)}</a> (in ${card.currency}), all at once or bit by bit. <a href="${escapeHtml(balanceUrl)}">Check its balance</a> any time.</p>`,
  });
  return { subject: `${card.eCard.giftFrom} sent you a ${amount} eCard`, text, html };
}
