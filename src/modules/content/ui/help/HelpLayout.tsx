import Link from 'next/link';
import type { ReactNode } from 'react';
import { sitePath, type SiteId } from '@/modules/regions';

const HELP_PAGES = [
  { path: '/helpcenter', label: 'Help Center' },
  { path: '/help/shipping', label: 'Shipping' },
  { path: '/help/our-product', label: 'Our Products' },
  { path: '/help/about-us', label: 'About Us' },
  { path: '/help/cookies', label: 'Cookie Policy' },
];

export function HelpLayout({ site, current, title, children }: { site: SiteId; current: string; title: string; children: ReactNode }) {
  return (
    <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
      <nav aria-label="Help topics" className="md:sticky md:top-4 md:self-start">
        <ul className="space-y-1">
          {HELP_PAGES.map((page) => (
            <li key={page.path}>
              <Link
                href={sitePath(site, page.path)}
                prefetch={false}
                aria-current={page.path === current ? 'page' : undefined}
                className="block rounded-md px-3 py-2 text-sm hover:bg-paper aria-[current=page]:bg-paper aria-[current=page]:font-bold"
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="max-w-3xl [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_li]:mt-1 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        <h1 className="font-serif text-3xl font-bold">{title}</h1>
        {children}
      </article>
    </div>
  );
}
