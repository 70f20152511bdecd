'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useShopSession } from '@/modules/accounts/ui';
import { ADDRESS_WORDING, REGIONS, sitePath, SITES, type SiteId } from '@/modules/regions';
import { LoadingStatus } from '@/ui/LoadingStatus';
import { TextField } from '@/ui/TextField';
import type { CheckoutQuote } from '../types';
import { answerLost, attemptFingerprint, forgetAttempt, keyForAttempt, PLACEMENT_RETRIES, retryDelayMs, storedAttemptKey } from './attempt-key';
import { checkoutApi, HttpError } from './checkout-api';
import { hrefWithSelectedOrganization } from '@/modules/organizations';

/** This tab's storage for the attempt key (null where the browser refuses it). */
const attemptStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CONNECTION_LOST = 'We lost the connection while placing your order. Checking whether it went through; you will not be charged twice…';
const emptyAddress = { fullName: '', line1: '', line2: '', city: '', region: '', postalCode: '', phone: '' };
type Address = typeof emptyAddress;

/** The checkout (contact, address, shipping, gift cards, payment, review): every figure comes from the server's quote. */
export default function CheckoutForm({ site }: { site: SiteId }) {
  const router = useRouter();
  const organization = useSearchParams().get('org');
  const { session, status } = useShopSession();
  const money = useMemo(() => new Intl.NumberFormat(SITES[site].locale, { style: 'currency', currency: SITES[site].currency }), [site]);
  const regions = REGIONS[SITES[site].country];
  const labels = ADDRESS_WORDING[SITES[site].country];

  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? session?.user.email ?? '';
  const [address, setAddress] = useState<Address>(emptyAddress);
  const [method, setMethod] = useState('standard');
  const [giftCardCodes, setGiftCardCodes] = useState<string[]>([]);
  const [giftCardInput, setGiftCardInput] = useState('');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [giftCardError, setGiftCardError] = useState<string | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placeNotice, setPlaceNotice] = useState<string | null>(null);
  const [earlierOrder, setEarlierOrder] = useState<{ number: string; path: string } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // After a reload: the tab's last attempt may have placed an order whose answer never arrived. Say so, with its link.
  useEffect(() => {
    if (status === 'loading') return;
    const key = storedAttemptKey(attemptStore(), site);
    if (!key) return;
    checkoutApi.byKey(key).then(
      (found) => {
        if (found.order.status === 'pending_payment' || found.order.status === 'payment_failed') return;
        forgetAttempt(attemptStore(), site);
        setEarlierOrder({ number: found.order.number, path: found.confirmationPath });
      },
      () => undefined,
    );
  }, [status, site]);

  const fetchQuote = useCallback(
    (codes: string[]) => checkoutApi.quote({ site, shippingAddress: { ...address }, shippingMethod: method, organization, giftCardCodes: codes }),
    [site, address, method, organization],
  );
  const applyQuote = useCallback(
    (answer: CheckoutQuote) => {
      setQuote(answer);
      setQuoteError(null);
      if (answer.shippingMethod !== method) setMethod(answer.shippingMethod);
    },
    [method],
  );
  const requestQuote = async (codes: string[]) => applyQuote(await fetchQuote(codes));

  // The quote follows the choices that change the price: region (tax), shipping method, gift cards, organization. An
  // answer overtaken by a newer choice is dropped.
  useEffect(() => {
    if (status === 'loading') return;
    let current = true;
    fetchQuote(giftCardCodes).then(
      (answer) => current && applyQuote(answer),
      (error: unknown) => current && setQuoteError(error instanceof HttpError ? error.message : 'We could not load your order. Please reload the page.'),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- address lines other than the region do not change the price
  }, [status, address.region, method, giftCardCodes, organization]);

  const applyGiftCard = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const code = giftCardInput.trim();
    if (!code) return;
    try {
      await requestQuote([...giftCardCodes, code]);
      setGiftCardCodes([...giftCardCodes, code]);
      setGiftCardInput('');
      setGiftCardError(null);
    } catch (error) {
      setGiftCardError(error instanceof HttpError ? error.message : 'That gift card could not be checked.');
    }
  };

  const goToConfirmation = (confirmationPath: string) => {
    forgetAttempt(attemptStore(), site);
    router.push(hrefWithSelectedOrganization(sitePath(site, confirmationPath), window.location.href));
  };

  const place = async (event: FormEvent) => {
    event.preventDefault();
    if (!quote) return;
    setPlacing(true);
    setPlaceError(null);
    setPlaceNotice(null);
    const request = {
      site,
      email,
      shippingAddress: quote.requiresAddress ? address : null,
      shippingMethod: method,
      organization,
      giftCardCodes,
      card: quote.payment.collectsCard && quote.amountDue > 0 ? card : null,
      expectedTotal: quote.total,
    };
    // The same key for the same cart and inputs, across lost answers and reloads: the server places the order once.
    const key = keyForAttempt(attemptStore(), site, attemptFingerprint(quote.cartVersion, request));
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await checkoutApi.place(request, key);
        if (answer.payment.status === 'redirect' && answer.payment.redirectUrl) {
          forgetAttempt(attemptStore(), site);
          window.location.assign(answer.payment.redirectUrl);
          return;
        }
        goToConfirmation(answer.confirmationPath);
        return;
      } catch (error) {
        if (!mounted.current) return;
        if (answerLost(error)) {
          // The order may have been placed: look it up by its key, else send the same request again.
          const found = await checkoutApi.byKey(key).catch(() => null);
          if (found && found.order.status !== 'pending_payment' && found.order.status !== 'payment_failed') {
            goToConfirmation(found.confirmationPath);
            return;
          }
          if (attempt < PLACEMENT_RETRIES) {
            setPlaceNotice(CONNECTION_LOST);
            await wait(retryDelayMs(attempt));
            continue;
          }
          setPlaceNotice(null);
          setPlacing(false);
          setPlaceError('We could not confirm your order yet. Check your connection, then press Place order again: you will not be charged twice.');
          return;
        }
        // A definite refusal: the shopper fixes what it says, and the next attempt gets a new key.
        forgetAttempt(attemptStore(), site);
        setPlaceNotice(null);
        setPlacing(false);
        const refusal = error as HttpError;
        setPlaceError(refusal.message);
        if (['TOTAL_CHANGED', 'OUT_OF_STOCK', 'CART_CHANGED', 'CART_ALREADY_ORDERED'].includes(refusal.code))
          await requestQuote(giftCardCodes).catch(() => undefined);
        return;
      }
    }
  };

  if (quoteError && !quote) {
    return (
      <div role="alert" className="rounded-xl bg-paper p-8 text-center">
        <p className="text-lg font-semibold">{quoteError}</p>
        <a href={sitePath(site, '/cart')} className="mt-4 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-white">
          Back to your cart
        </a>
      </div>
    );
  }
  if (!quote) return <LoadingStatus>Loading your order…</LoadingStatus>;

  const field = (name: keyof Address) => ({
    value: address[name],
    onChange: (event: { target: { value: string } }) => setAddress({ ...address, [name]: event.target.value }),
  });

  return (
    <form onSubmit={place} className="grid gap-8 lg:grid-cols-[1fr_22rem]" aria-label="Checkout" noValidate={false}>
      <div className="space-y-8">
        {earlierOrder && (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            Your order <strong>{earlierOrder.number}</strong> was placed.{' '}
            <a href={sitePath(site, earlierOrder.path)} className="font-semibold underline">
              See your order
            </a>
          </p>
        )}
        {quote.messages.length > 0 && (
          <ul role="status" className="space-y-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {quote.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <fieldset className="space-y-3">
          <legend className="text-xl font-bold">Contact</legend>
          <TextField
            label="Email for your receipt"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </fieldset>

        {quote.requiresAddress && (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-bold">Shipping address</legend>
            <TextField className="sm:col-span-2" label="Full name" name="fullName" autoComplete="name" required {...field('fullName')} />
            <TextField className="sm:col-span-2" label="Street address" name="line1" autoComplete="address-line1" required {...field('line1')} />
            <TextField className="sm:col-span-2" label="Apartment, suite, etc. (optional)" name="line2" autoComplete="address-line2" {...field('line2')} />
            <TextField label="City" name="city" autoComplete="address-level2" required {...field('city')} />
            <div>
              <label htmlFor="checkout-region" className="block text-sm font-semibold">
                {labels.regionLabel}
              </label>
              <select
                id="checkout-region"
                name="region"
                required
                autoComplete="address-level1"
                className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
                {...field('region')}
              >
                <option value="">Choose…</option>
                {Object.entries(regions).map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <TextField label={labels.postalCodeLabel} name="postalCode" autoComplete="postal-code" required {...field('postalCode')} />
            <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" {...field('phone')} />
          </fieldset>
        )}

        <fieldset>
          <legend className="mb-2 text-xl font-bold">Shipping</legend>
          <div className="space-y-2">
            {quote.shippingOptions.map((option) => (
              <label
                key={option.method}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-black/15 p-3 has-checked:border-brand has-checked:bg-brand/5"
              >
                <input
                  type="radio"
                  name="shippingMethod"
                  value={option.method}
                  checked={method === option.method}
                  onChange={() => setMethod(option.method)}
                  className="mt-1"
                />
                <span className="flex-1">
                  <span className="block font-semibold">{option.label}</span>
                  <span className="block text-sm text-muted">{option.detail}</span>
                </span>
                <span className="font-semibold" data-value={option.price}>
                  {option.price === 0 ? 'Free' : money.format(option.price)}
                </span>
              </label>
            ))}
          </div>
          {quote.organization && <p className="mt-2 text-sm text-muted">This order earns rewards for {quote.organization.name}.</p>}
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-xl font-bold">Gift cards</legend>
          {quote.giftCards.length > 0 && (
            <ul className="mb-2 space-y-1 text-sm">
              {quote.giftCards.map((giftCard) => (
                <li key={giftCard.maskedCode}>
                  Gift card {giftCard.maskedCode}: −{money.format(giftCard.value)}
                </li>
              ))}
            </ul>
          )}
          <div className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label="Gift card code"
              name="giftCardCode"
              autoComplete="off"
              value={giftCardInput}
              onChange={(event) => setGiftCardInput(event.target.value)}
              // Enter here applies the card; it must not place the order.
              onKeyDown={(event) => {
                if (event.key === 'Enter') void applyGiftCard(event);
              }}
              error={giftCardError}
            />
            <button
              type="button"
              onClick={applyGiftCard}
              className="mb-0.5 rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand/5"
            >
              Apply gift card
            </button>
          </div>
        </fieldset>

        {quote.payment.collectsCard && quote.amountDue > 0 && (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-bold">Payment</legend>
            <p className="text-sm text-muted sm:col-span-2">Test mode: use card 4242 4242 4242 4242 with any future date. Your card number is never stored.</p>
            <TextField
              className="sm:col-span-2"
              label="Name on card"
              name="cardName"
              autoComplete="cc-name"
              required
              value={card.name}
              onChange={(event) => setCard({ ...card, name: event.target.value })}
            />
            <TextField
              className="sm:col-span-2"
              label="Card number"
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              required
              value={card.number}
              onChange={(event) => setCard({ ...card, number: event.target.value })}
            />
            <TextField
              label="Expiry (MM/YY)"
              name="cardExpiry"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              required
              value={card.expiry}
              onChange={(event) => setCard({ ...card, expiry: event.target.value })}
            />
            <TextField
              label="Security code"
              name="cardCvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              required
              value={card.cvc}
              onChange={(event) => setCard({ ...card, cvc: event.target.value })}
            />
          </fieldset>
        )}
        {!quote.payment.collectsCard && quote.amountDue > 0 && <p className="text-sm text-muted">You will pay on our payment partner&apos;s secure page.</p>}
      </div>

      <aside aria-labelledby="review-heading" className="h-fit rounded-xl border border-black/10 p-5 lg:sticky lg:top-4">
        <h2 id="review-heading" className="text-lg font-bold">
          Order review
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {quote.lines.map((line) => (
            <li key={line.sku + line.title} className="flex justify-between gap-3" data-testid="review-line">
              <span>
                {line.quantity} × {line.title}
              </span>
              <span data-value={line.total}>{money.format(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 border-t border-black/10 pt-3 text-sm">
          <Row label="Items" value={quote.items} money={money} testId="review-items" />
          {quote.discounts.map((discount) => (
            <Row key={discount.label} label={discount.label} value={-discount.value} money={money} testId="review-discount" />
          ))}
          <Row label="Shipping" value={quote.shipping} money={money} testId="review-shipping" />
          {quote.taxPending ? (
            <div className="flex justify-between text-muted">
              <dt>Tax</dt>
              <dd>Calculated from your address</dd>
            </div>
          ) : (
            quote.taxLines.map((tax) => <Row key={tax.label} label={tax.label} value={tax.value} money={money} testId="review-tax" />)
          )}
          <Row label="Total" value={quote.total} money={money} testId="review-total" strong />
          {quote.giftCards.length > 0 && (
            <Row label="Gift cards" value={-quote.giftCards.reduce((sum, card) => sum + card.value, 0)} money={money} testId="review-gift-cards" />
          )}
          <Row label="To pay" value={quote.amountDue} money={money} testId="review-amount-due" strong />
        </dl>
        {placeNotice && (
          <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="place-notice">
            {placeNotice}
          </p>
        )}
        {placeError && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {placeError}
          </p>
        )}
        <button
          type="submit"
          disabled={placing || quote.taxPending}
          className="mt-4 w-full rounded-full bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {placing ? 'Placing your order…' : 'Place order'}
        </button>
        {quote.taxPending && <p className="mt-2 text-xs text-muted">Choose your {labels.regionWord} to see the tax and place your order.</p>}
      </aside>
    </form>
  );
}

function Row({ label, value, money, testId, strong = false }: { label: string; value: number; money: Intl.NumberFormat; testId: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? 'border-t border-black/10 pt-2 text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId} data-value={value}>
        {value < 0 ? `−${money.format(-value)}` : money.format(value)}
      </dd>
    </div>
  );
}
