'use client';

import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { NavSection } from '../navigation';

/** The mobile menu drawer (spec §2): the mega-menu's sections as disclosure lists. */
export function MobileMenu({ sections }: { sections: NavSection[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded-md p-2 hover:bg-black/5 lg:hidden" aria-label="Open menu">
        <Menu aria-hidden className="h-6 w-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-[85vw] max-w-sm overflow-y-auto bg-white p-4 shadow-xl" aria-describedby={undefined}>
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-black/5" aria-label="Close menu">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
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
                          <Link href={link.href} prefetch={false} onClick={() => setOpen(false)} className="block py-1 text-sm">
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
