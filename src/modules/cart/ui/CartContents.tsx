'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { SITES, sitePath, type SiteId } from '@/modules/regions';
import { couponRemoved, giftCardRemoved, itemRemoved, quantityChanged, savedForLaterToggled, selectCart, syncCart } from '../state';
import type { CartAnswer, CartItem } from '../types';
import { cartItemForAnalytics, trackAddToCart, trackApplyCoupon, trackRemoveFromCart, trackSaveForLater } from '@/modules/analytics';
import { cartApi } from './cart-api';
import { designOf } from '@/modules/giftcards/designs';
import { LoadingStatus } from '@/ui/LoadingStatus';
import { FreeShippingMessage } from './FreeShippingMessage';
import { siteMoney } from './money';

const QUANTITY_CHOICES_LIMIT = 20;

/** The cart page's body (spec §4): lines, saved for later, coupon, discounts, subtotal, free-shipping progress. */
export default function CartContents({ site }: { site: SiteId }) {
  const dispatch = useAppDispatch();
  const searchParams = useSearchParams();
  const state = useAppSelector(selectCart);
  const [synced, setSynced] = useState(false);
  const currency = SITES[site].currency.toLowerCase();

  // Every change is shown at once, then the server's answer settles it; a failed call reloads the server's cart.
  const change = async (optimistic: (() => void) | null, call: () => Promise<CartAnswer>) => {
    optimistic?.();
    try {
      await dispatch(syncCart(call));
    } catch {
      await dispatch(syncCart(() => cartApi.get(site))).catch(() => undefined);
    }
  };

  useEffect(() => {
    void dispatch(syncCart(() => cartApi.get(site)))
      .catch(() => undefined)
      .finally(() => setSynced(true));
  }, [dispatch, site]);

  if (!synced && state.cart.currency !== currency) return <LoadingStatus>Loading your cart…</LoadingStatus>;
  const { items, subtotal, discounts } = state.cart;
  const saved = state.savedForLaterItems;
  const giftCards = state.giftCards;
  // Spec §2: the selected organization travels with the shopper to checkout, where the order earns it rewards.
  const organization = searchParams.get('org');
  const giftCardsTotal = Math.round(giftCards.reduce((sum, card) => sum + card.amount * 100, 0)) / 100;

  if (items.length === 0 && saved.length === 0 && giftCards.length === 0) {
    return synced ? (
      <div className="rounded-xl bg-paper p-8 text-center">
        <p className="text-lg font-semibold">Your cart is empty.</p>
        <p className="mt-1 text-muted">Find a book they will love, and every order earns rewards for a school.</p>
        <a href={sitePath(site, '/browse')} className="mt-4 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
          Start shopping
        </a>
      </div>
    ) : (
      <LoadingStatus>Loading your cart…</LoadingStatus>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div>
        {state.messages.length > 0 && (
          <ul role="status" className="mb-4 space-y-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {state.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="sr-only">
            Items in your cart
          </h2>
          {items.length === 0 && giftCards.length === 0 ? (
            <p className="text-muted">No items in your cart; your saved items are below.</p>
          ) : (
            <ul className="divide-y divide-black/10">
              {items.map((item) => (
                <CartLine key={item.sku} site={site} item={item}>
                  <label className="text-sm">
                    <span className="mr-2">Quantity</span>
                    <select
                      value={item.quantity}
                      aria-label={`Quantity of ${item.title}`}
                      onChange={(event) => {
                        const quantity = Number(event.target.value);
                        const analyticsItem = cartItemForAnalytics(site, item);
                        if (quantity > item.quantity) trackAddToCart(site, analyticsItem, quantity - item.quantity);
                        else if (quantity < item.quantity) trackRemoveFromCart(site, analyticsItem, item.quantity - quantity);
                        void change(
                          () => dispatch(quantityChanged({ sku: item.sku, quantity })),
                          () => cartApi.setQuantity(site, item.sku, quantity),
                        );
                      }}
                      className="rounded-md border border-black/20 px-2 py-1"
                    >
                      {Array.from({ length: Math.max(item.quantity, Math.min(item.max_purchase_qty, QUANTITY_CHOICES_LIMIT)) }, (_, index) => index + 1).map(
                        (quantity) => (
                          <option key={quantity} value={quantity}>
                            {quantity}
                          </option>
                        ),
                      )}
                    </select>
                  </label>
                  <button
                    type="button"
                    className="text-sm font-semibold text-brand underline"
                    aria-label={`Save ${item.title} for later`}
                    onClick={() => {
                      trackSaveForLater(site, cartItemForAnalytics(site, item), item.quantity);
                      void change(
                        () => dispatch(savedForLaterToggled(item.sku)),
                        () => cartApi.setSavedForLater(site, item.sku, true),
                      );
                    }}
                  >
                    Save for later
                  </button>
                  <button
                    type="button"
                    className="text-sm font-semibold text-brand underline"
                    aria-label={`Remove ${item.title}`}
                    onClick={() => {
                      trackRemoveFromCart(site, cartItemForAnalytics(site, item), item.quantity);
                      void change(
                        () => dispatch(itemRemoved(item.sku)),
                        () => cartApi.remove(site, item.sku),
                      );
                    }}
                  >
                    Remove
                  </button>
                </CartLine>
              ))}
            </ul>
          )}
          {giftCards.length > 0 && (
            <ul className="divide-y divide-black/10 border-t border-black/10" aria-label="eCards">
              {giftCards.map((card) => (
                <li key={card.id} className="flex gap-4 py-4" data-testid="cart-gift-card">
                  <img src={designOf(card.style).imageUrl} alt="" width={108} height={65} className="h-16 w-27 shrink-0 rounded object-cover" />
                  <div className="flex flex-1 flex-col gap-1">
                    <p className="font-semibold">eCard for {card.giftToName}</p>
                    <p className="text-sm text-muted">
                      Emailed to {card.giftToEmail} from {card.giftFrom}
                    </p>
                    <button
                      type="button"
                      className="self-start text-sm font-semibold text-brand underline"
                      aria-label={`Remove the eCard for ${card.giftToName}`}
                      onClick={() =>
                        void change(
                          () => dispatch(giftCardRemoved(card.id)),
                          () => cartApi.removeGiftCard(site, card.id),
                        )
                      }
                    >
                      Remove
                    </button>
                  </div>
                  <p className="text-right font-semibold" data-testid="gift-card-amount" data-value={card.amount}>
                    {siteMoney(site, card.amount)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        {saved.length > 0 && (
          <section aria-labelledby="saved-heading" className="mt-10">
            <h2 id="saved-heading" className="font-serif text-2xl font-bold">
              Saved for later ({saved.length})
            </h2>
            <ul className="mt-2 divide-y divide-black/10">
              {saved.map((item) => (
                <CartLine key={item.sku} site={site} item={item}>
                  <button
                    type="button"
                    className="text-sm font-semibold text-brand underline"
                    aria-label={`Move ${item.title} to cart`}
                    onClick={() =>
                      void change(
                        () => dispatch(savedForLaterToggled(item.sku)),
                        () => cartApi.setSavedForLater(site, item.sku, false),
                      )
                    }
                  >
                    Move to cart
                  </button>
                  <button
                    type="button"
                    className="text-sm font-semibold text-brand underline"
                    aria-label={`Remove ${item.title}`}
                    onClick={() =>
                      void change(
                        () => dispatch(itemRemoved(item.sku)),
                        () => cartApi.remove(site, item.sku),
                      )
                    }
                  >
                    Remove
                  </button>
                </CartLine>
              ))}
            </ul>
          </section>
        )}
      </div>
      <aside aria-labelledby="summary-heading" className="h-fit rounded-xl border border-black/10 p-5 lg:sticky lg:top-4">
        <h2 id="summary-heading" className="text-lg font-bold">
          Order summary
        </h2>
        <CouponForm
          code={state.coupon.code}
          error={state.coupon.error}
          onRemove={() =>
            void change(
              () => dispatch(couponRemoved()),
              () => cartApi.removeCoupon(site),
            )
          }
          onApply={(code) =>
            change(null, async () => {
              const answer = await cartApi.applyCoupon(site, code);
              if (!answer.coupon.error && answer.coupon.code) trackApplyCoupon(site, answer.coupon.code);
              return answer;
            })
          }
        />
        <dl className="mt-4 space-y-1 text-sm">
          {discounts.map((discount) => (
            <div key={`${discount.type}-${discount.label}`} className="flex justify-between text-green-800">
              <dt>{discount.label}</dt>
              <dd data-testid={`discount-${discount.type}`} data-value={discount.value}>
                −{siteMoney(site, discount.value)}
              </dd>
            </div>
          ))}
          {giftCards.length > 0 && (
            <div className="flex justify-between">
              <dt>eCards ({giftCards.length})</dt>
              <dd data-testid="cart-gift-cards-total" data-value={giftCardsTotal}>
                {siteMoney(site, giftCardsTotal)}
              </dd>
            </div>
          )}
          <div className="flex justify-between border-t border-black/10 pt-2 text-base font-bold">
            <dt>
              Subtotal ({state.cartCount} item{state.cartCount === 1 ? '' : 's'})
            </dt>
            <dd data-testid="cart-subtotal" data-value={subtotal}>
              {siteMoney(site, subtotal)}
            </dd>
          </div>
        </dl>
        <FreeShippingMessage site={site} subtotal={subtotal} />
        <p className="mt-2 text-xs text-muted">Shipping and tax are worked out at checkout.</p>
        <a
          href={sitePath(site, '/checkout') + (organization ? `?org=${encodeURIComponent(organization)}` : '')}
          aria-disabled={items.length === 0 && giftCards.length === 0}
          className="mt-4 block rounded-full bg-brand px-5 py-3 text-center font-semibold text-white hover:bg-brand-dark aria-disabled:pointer-events-none aria-disabled:opacity-50"
        >
          Proceed to checkout
        </a>
      </aside>
    </div>
  );
}

function CartLine({ site, item, children }: { site: SiteId; item: CartItem; children: React.ReactNode }) {
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line" data-sku={item.sku}>
      <a href={item.url} className="shrink-0">
        <img src={item.largeImageUrl} alt="" width={72} height={108} className="h-27 w-18 rounded object-cover" />
      </a>
      <div className="flex flex-1 flex-col gap-1">
        <a href={item.url} className="font-semibold hover:text-brand hover:underline">
          {item.title}
        </a>
        <p className="text-sm text-muted">
          {[item.author, item.binding].filter(Boolean).join(' · ')}
          {!item.inStock && <span className="ml-2 font-semibold text-brand">Out of stock</span>}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">{children}</div>
      </div>
      <p className="text-right font-semibold">
        <span data-testid="line-total" data-value={Math.round(item.finalPrice * item.quantity * 100) / 100}>
          {siteMoney(site, Math.round(item.finalPrice * item.quantity * 100) / 100)}
        </span>
        {item.quantity > 1 && <span className="block text-xs font-normal text-muted">{siteMoney(site, item.finalPrice)} each</span>}
      </p>
    </li>
  );
}

function CouponForm({
  code,
  error,
  onApply,
  onRemove,
}: {
  code: string | null;
  error: string | null;
  onApply: (code: string) => Promise<void>;
  onRemove: () => void;
}) {
  const [pending, setPending] = useState(false);
  const applied = code && !error;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!value) return;
    setPending(true);
    await onApply(value);
    setPending(false);
  };
  if (applied) {
    return (
      <p className="mt-3 flex items-center justify-between rounded-md bg-green-50 px-3 py-2 text-sm">
        <span>
          Code <span className="font-semibold">{code}</span> applied
        </span>
        <button type="button" onClick={onRemove} aria-label={`Remove code ${code}`} className="font-semibold text-brand underline">
          Remove
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="mt-3" aria-label="Apply a coupon">
      <label htmlFor="coupon-code" className="block text-sm font-semibold">
        Coupon code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="coupon-code"
          name="code"
          autoComplete="off"
          defaultValue={code ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-error' : undefined}
          className="min-w-0 flex-1 rounded-md border border-black/20 px-3 py-2 uppercase"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand/5 disabled:opacity-60"
        >
          {pending ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id="coupon-error" role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
