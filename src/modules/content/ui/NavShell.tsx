'use client';

import { Menu, X } from '@/ui/icons';
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * One navigation for every screen: a bar of dropdowns from `lg` up, an off-canvas panel below it, opened by the
 * header's menu button. The links are server-rendered once (they are most of the page's weight).
 */
const NavContext = createContext<{
  open: boolean;
  setOpen: (open: boolean) => void;
  panelId: string;
  toggle: React.RefObject<HTMLButtonElement | null>;
} | null>(null);

function useNav() {
  const context = useContext(NavContext);
  if (!context) throw new Error('Navigation parts must sit inside NavProvider');
  return context;
}

export function NavProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  return <NavContext.Provider value={{ open, setOpen, panelId, toggle }}>{children}</NavContext.Provider>;
}

export function NavToggle() {
  const { open, setOpen, panelId, toggle } = useNav();
  return (
    <button
      ref={toggle}
      type="button"
      className="rounded-md p-2 hover:bg-black/5 lg:hidden"
      aria-label="Open menu"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen(true)}
    >
      <Menu aria-hidden className="h-6 w-6" />
    </button>
  );
}

export function NavPanel({ children }: { children: ReactNode }) {
  const { open, setOpen, panelId, toggle } = useNav();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [open]);
  const shut = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div
      id={panelId}
      className={open ? 'max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:overflow-y-auto max-lg:bg-white max-lg:p-4' : 'max-lg:hidden'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open && !event.defaultPrevented) shut();
      }}
      onClick={(event) => {
        if (open && (event.target as HTMLElement).closest('a')) setOpen(false);
      }}
    >
      {open && (
        <div className="mb-2 flex items-center justify-between lg:hidden">
          <p className="text-lg font-bold">Menu</p>
          <button ref={close} type="button" className="rounded-md p-2 hover:bg-black/5" aria-label="Close menu" onClick={shut}>
            <X aria-hidden className="h-5 w-5" />
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
