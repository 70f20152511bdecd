'use client';

import { usePathname } from 'next/navigation';
import { SiteHomeLink } from '@/modules/regions/ui';

const STAFF_AREA = /^(\/(us|ca))?\/admin(\/|$)/;

/** 403: a signed-in person opened a page their role may not see (spec §6): the back office or an organizer page. */
export default function Forbidden() {
  const staffArea = STAFF_AREA.test(usePathname() ?? '');
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-bold uppercase tracking-wider text-brand">Not available to your account</p>
      <h1 className="mt-2 font-serif text-4xl font-bold">{staffArea ? 'This page is for the shop\u2019s staff' : 'This page is for book fair organizers'}</h1>
      <p className="mt-4 text-muted">
        {staffArea
          ? 'Your account cannot open the back office.'
          : 'Your account cannot open this page. If you run a book fair for a school or group, contact support to be added as its organizer.'}
      </p>
      <SiteHomeLink className="mt-6 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">Back to the shop</SiteHomeLink>
    </div>
  );
}
