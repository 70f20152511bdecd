'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { resolveSite, sitePath } from '../sites';

/** A link to the home page of the site the visitor is on, for pages that are not told their site (404). */
export function SiteHomeLink({ className, children }: { className?: string; children: ReactNode }) {
  const { site } = resolveSite(usePathname() ?? '/', undefined, undefined);
  return (
    <Link href={sitePath(site, '/')} className={className}>
      {children}
    </Link>
  );
}
