import { ChevronDown } from 'lucide-react';
import Link from 'next/link';
import { Disclosure, DisclosureGroup } from '@/ui/Disclosure';
import type { NavSection } from '../navigation';

/** The desktop mega-menu (spec §2): a disclosure navigation whose panels are server-rendered HTML. */
export function MegaMenu({ sections }: { sections: NavSection[] }) {
  return (
    <nav aria-label="Shop departments" className="hidden lg:block">
      <DisclosureGroup className="mx-auto flex max-w-7xl items-center gap-1 px-4">
        {sections.map((section) => (
          <Disclosure
            key={section.title}
            label={
              <>
                {section.title}
                <ChevronDown aria-hidden className="h-4 w-4" />
              </>
            }
            ariaLabel={section.title}
            buttonClassName="inline-flex items-center gap-1 rounded-md px-3 py-2.5 text-sm font-semibold hover:bg-black/5 aria-expanded:bg-black/5"
            panelClassName="fixed inset-x-0 z-40 mt-px border-b border-black/10 bg-white shadow-lg"
          >
            <div className="mx-auto max-w-7xl px-4 pb-6 pt-4">
              <div className="grid grid-cols-3 gap-x-8 gap-y-5 xl:grid-cols-5">
                {section.groups.map((group) => (
                  <div key={group.title}>
                    <p className="mb-1.5 text-xs font-bold uppercase tracking-wide text-brand">{group.title}</p>
                    <ul className="space-y-1">
                      {group.links.map((link) => (
                        <li key={link.href}>
                          <Link href={link.href} prefetch={false} className="text-sm hover:text-brand hover:underline">
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              <Link href={section.href} prefetch={false} className="mt-5 inline-block text-sm font-semibold text-brand hover:underline">
                Shop all {section.title} →
              </Link>
            </div>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </nav>
  );
}
