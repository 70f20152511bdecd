import Link from 'next/link';
import { Drawer } from '@/ui/Drawer';
import type { NavSection } from '../navigation';

/** The mobile menu drawer (spec §2): the mega-menu's sections as disclosure lists, server-rendered. */
export function MobileMenu({ sections }: { sections: NavSection[] }) {
  return (
    <Drawer title="Menu" openLabel="Open menu">
      <nav aria-label="Mobile">
        {sections.map((section) => (
          <details key={section.title} className="border-b border-black/10 py-1">
            <summary className="cursor-pointer py-2 font-semibold">{section.title}</summary>
            {section.groups.map((group) => (
              <div key={group.title} className="mb-2 pl-3">
                <p className="text-xs font-bold uppercase tracking-wide text-brand">{group.title}</p>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} prefetch={false} className="block py-1 text-sm">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </details>
        ))}
      </nav>
    </Drawer>
  );
}
