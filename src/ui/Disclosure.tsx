'use client';

import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * The WAI-ARIA disclosure pattern for navigation: buttons with aria-expanded that show a panel rendered on the
 * server. One panel of a group is open at a time; Escape closes it and returns focus; a click outside closes it.
 */
const GroupContext = createContext<{ open: string | null; setOpen: (id: string | null) => void } | null>(null);

export function DisclosureGroup({ children, className }: { children: ReactNode; className?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  return (
    <GroupContext.Provider value={{ open, setOpen }}>
      <div ref={root} className={className}>
        {children}
      </div>
    </GroupContext.Provider>
  );
}

interface DisclosureProps {
  label: ReactNode;
  /** Accessible name when the label is not plain text. */
  ariaLabel?: string;
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

export function Disclosure({ label, ariaLabel, buttonClassName, panelClassName, children }: DisclosureProps) {
  const group = useContext(GroupContext);
  const [ownOpen, setOwnOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const isOpen = group ? group.open === id : ownOpen;
  const setOpen = (next: boolean) => (group ? group.setOpen(next ? id : null) : setOwnOpen(next));
  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        aria-label={ariaLabel}
        className={buttonClassName}
        onClick={() => setOpen(!isOpen)}
      >
        {label}
      </button>
      <div id={`${id}-panel`} hidden={!isOpen} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
