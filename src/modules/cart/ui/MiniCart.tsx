'use client';

import { CheckCircle2, X } from '@/ui/icons';
import { useEffect, useId, useRef } from 'react';
import { sitePath, type SiteId } from '@/modules/regions';
import type { CartAnswer } from '../types';
import { FreeShippingMessage } from './FreeShippingMessage';
import { siteMoney } from './money';

/** What was just added and the cart's subtotal, with the way to the cart; Escape or a click elsewhere closes it. */
export default function MiniCart({ site, sku, answer, onClose }: { site: SiteId; sku: string; answer: CartAnswer; onClose: () => void }) {
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const item = answer.cart.items.find((line) => line.sku === sku);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onPointer = (event: PointerEvent) => !panel.current?.contains(event.target as Node) && onClose();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="fixed right-4 top-4 z-50 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-black/10 bg-white p-4 shadow-xl focus:outline-none"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 font-bold">
          <CheckCircle2 aria-hidden className="h-5 w-5 text-green-700" />
          Added to your cart
        </h2>
        <button type="button" onClick={onClose} aria-label="Close" className="rounded p-1 hover:bg-black/5">
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
      {item && (
        <div className="mt-3 flex gap-3">
          <img src={item.largeImageUrl} alt="" width={48} height={72} className="h-18 w-12 rounded object-cover" />
          <div className="text-sm">
            <p className="font-semibold">{item.title}</p>
            <p className="text-muted">
              Quantity {item.quantity} · {siteMoney(site, item.finalPrice)} each
            </p>
          </div>
        </div>
      )}
      {answer.messages.map((message) => (
        <p key={message} className="mt-2 text-sm text-amber-800">
          {message}
        </p>
      ))}
      <p className="mt-3 flex justify-between text-sm">
        <span>
          Subtotal ({answer.cartCount} item{answer.cartCount === 1 ? '' : 's'})
        </span>
        <span className="font-bold" data-testid="mini-cart-subtotal" data-value={answer.cart.subtotal}>
          {siteMoney(site, answer.cart.subtotal)}
        </span>
      </p>
      <FreeShippingMessage site={site} subtotal={answer.cart.subtotal} />
      <div className="mt-4 flex gap-2">
        <a href={sitePath(site, '/cart')} className="flex-1 rounded-full bg-brand px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-dark">
          View cart
        </a>
        <button type="button" onClick={onClose} className="flex-1 rounded-full border border-black/20 px-4 py-2 text-sm font-semibold hover:bg-black/5">
          Keep shopping
        </button>
      </div>
    </div>
  );
}
