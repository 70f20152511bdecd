import Link from 'next/link';
import { SITES, sitePath, type SiteId } from '@/modules/regions';
import { SupportChatWidget } from '@/modules/support/ui';
import { footerLinks } from '../navigation';

export function SiteFooter({ site }: { site: SiteId }) {
  return (
    <footer className="mt-16 border-t border-black/10 bg-paper">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-lg font-bold">Bookfair Shop</p>
          <p className="mt-2 text-sm text-muted">
            Books, toys and gifts for young readers in the {SITES[site].countryName}. Every order placed for a school or library earns rewards for its book
            fair.
          </p>
        </div>
        {footerLinks(site).map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <p className="text-sm font-bold">{group.title}</p>
            <ul className="mt-2 space-y-1.5">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className="text-sm text-muted hover:text-ink hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-black/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <p className="text-xs text-muted">
            © 2026 Bookfair Shop · Prices in {SITES[site].currency} ·{' '}
            {/* Opens the cookie banner in place (consent's ConsentPrompts); without JavaScript, the cookie policy page. */}
            <a href={sitePath(site, '/help/cookies')} data-cookie-settings className="underline hover:text-ink">
              Cookie settings
            </a>
          </p>
          <SupportChatWidget site={site} />
        </div>
      </div>
    </footer>
  );
}
