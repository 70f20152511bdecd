/** Building blocks of the shop's emails (pure): escaping and one branded HTML layout. */
import { SITES, type SiteId } from '@/modules/regions';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export const shopName = (site: SiteId) => SITES[site].shopName;

/** A whole HTML email: a title bar, the body (already escaped HTML) and a footer. Tables and inline styles, as mail clients need. */
export function emailLayout(options: { site: SiteId; title: string; bodyHtml: string; footer: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:#f5f1e8;font-family:Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f1e8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#1d4ed8;color:#ffffff;padding:20px 28px;font-family:Georgia,serif;font-size:22px;font-weight:bold">${escapeHtml(shopName(options.site))}</td></tr>
<tr><td style="padding:28px">${options.bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;background:#f9fafb;color:#6b7280;font-size:12px">${escapeHtml(options.footer)}</td></tr>
</table></td></tr></table></body></html>`;
}
