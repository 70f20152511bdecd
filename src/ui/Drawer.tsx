'use client';

import { Menu, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

/**
 * A side drawer on the native <dialog>: modal, focus kept inside, Escape closes, the page behind is inert.
 * Following a link inside closes it.
 */
export function Drawer({ title, openLabel, children }: { title: string; openLabel: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className="rounded-md p-2 hover:bg-black/5 lg:hidden" aria-label={openLabel} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        <Menu aria-hidden className="h-6 w-6" />
      </button>
      <dialog
        ref={dialog}
        aria-label={title}
        className="m-0 h-full max-h-none w-[85vw] max-w-sm overflow-y-auto bg-white p-4 shadow-xl backdrop:bg-[rgb(0_0_0/0.45)]"
        onClick={(event) => {
          if (event.target === dialog.current || (event.target as HTMLElement).closest('a')) dialog.current?.close();
        }}
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 className="text-lg font-bold">{title}</h2>
          <button type="button" className="rounded-md p-2 hover:bg-black/5" aria-label={`Close ${title.toLowerCase()}`} onClick={() => dialog.current?.close()}>
            <X aria-hidden className="h-5 w-5" />
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
