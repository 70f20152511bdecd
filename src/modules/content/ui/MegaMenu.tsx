import { ChevronDown } from '@/ui/icons';
import Link from 'next/link';
import { Disclosure, DisclosureGroup } from '@/ui/Disclosure';
import type { NavSection } from '../navigation';
import { RoleSection } from './RoleSection';

/**
 * The mega-menu (spec §2) as a disclosure navigation: dropdown panels from `lg` up, an accordion in the mobile
 * menu panel (spec §2 mobile drawer). Sections for organizers or signed-in customers are shown by the browser (RoleSection).
 */
export function MegaMenu({ sections }: { sections: NavSection[] }) {
  return (
    <nav aria-label="Shop departments">
      <DisclosureGroup className="mx-auto max-w-7xl lg:flex lg:items-center lg:gap-1 lg:px-4">
        {sections.map((section) => {
          const panel = (
            <Disclosure
              key={section.title}
              label={
                <>
                  {section.title}
                  <ChevronDown aria-hidden className="h-4 w-4 max-lg:ml-auto" />
                </>
              }
              ariaLabel={section.title}
              buttonClassName="inline-flex items-center gap-1 rounded-md px-3 py-2.5 text-sm font-semibold hover:bg-black/5 aria-expanded:bg-black/5 max-lg:w-full max-lg:border-b max-lg:border-black/10 max-lg:text-base"
              panelClassName="lg:fixed lg:inset-x-0 lg:z-40 lg:mt-px lg:border-b lg:border-black/10 lg:bg-white lg:shadow-lg"
            >
              <div className="mx-auto max-w-7xl px-4 pb-6 pt-4">
                <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
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
          );
          return section.audience === 'everyone' ? (
            panel
          ) : (
            <RoleSection key={section.title} audience={section.audience}>
              {panel}
            </RoleSection>
          );
        })}
      </DisclosureGroup>
    </nav>
  );
}
