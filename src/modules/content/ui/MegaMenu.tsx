'use client';

import { ChevronDown } from 'lucide-react';
import Link from 'next/link';
import { NavigationMenu } from 'radix-ui';
import type { NavSection } from '../navigation';

/** The desktop mega-menu (spec §2): one panel per section, keyboard-operable (Radix NavigationMenu). */
export function MegaMenu({ sections }: { sections: NavSection[] }) {
  return (
    <NavigationMenu.Root className="relative z-40 hidden lg:block" aria-label="Shop departments">
      <NavigationMenu.List className="mx-auto flex max-w-7xl items-center gap-1 px-4">
        {sections.map((section) => (
          <NavigationMenu.Item key={section.title}>
            <NavigationMenu.Trigger className="group inline-flex items-center gap-1 rounded-md px-3 py-2.5 text-sm font-semibold hover:bg-black/5 data-[state=open]:bg-black/5">
              {section.title}
              <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute left-0 top-full w-full">
              <div className="mx-auto max-w-7xl px-4 pb-6 pt-4">
                <div className="grid grid-cols-2 gap-x-8 gap-y-5 md:grid-cols-3 xl:grid-cols-5">
                  {section.groups.map((group) => (
                    <div key={group.title}>
                      <p className="mb-1.5 text-xs font-bold uppercase tracking-wide text-brand">{group.title}</p>
                      <ul className="space-y-1">
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <NavigationMenu.Link asChild>
                              <Link href={link.href} prefetch={false} className="text-sm hover:text-brand hover:underline">
                                {link.label}
                              </Link>
                            </NavigationMenu.Link>
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
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute left-0 top-full w-full">
        <NavigationMenu.Viewport className="w-full border-b border-black/10 bg-white shadow-lg" />
      </div>
    </NavigationMenu.Root>
  );
}
