'use client';

import { useState, type FormEvent } from 'react';
import { HttpError } from '@/lib/http';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { syncCart } from '@/modules/cart/state';
import { cartApi } from '@/modules/cart/ui/cart-api';
import { sitePath, SITES, type SiteId } from '@/modules/regions';
import { TextField } from '@/ui/TextField';
import { eCardSchema, GIFT_CARD_AMOUNTS, GIFT_CARD_DESIGNS, GIFT_CARD_MAX, GIFT_CARD_MIN, GIFT_MESSAGE_MAX } from '../rules';
import { resetGiftCard, selectGiftCard, setAmount, setECardDetails, setOtherAmount } from '../state';

type FieldErrors = Partial<Record<string, string>>;

/** Buying an eCard (spec §3 Gift card state): amount, design, who from and to, a message; it goes to the cart. */
export default function GiftCardShop({ site }: { site: SiteId }) {
  const dispatch = useAppDispatch();
  const { eCardDetails: details, amount, otherAmount } = useAppSelector(selectGiftCard);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const money = new Intl.NumberFormat(SITES[site].locale, { style: 'currency', currency: SITES[site].currency, maximumFractionDigits: 0 });
  const chosenAmount = otherAmount ?? amount;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = {
      amount: chosenAmount,
      style: details.style,
      giftFrom: details.giftFrom,
      giftToName: details.giftToName,
      giftToEmail: details.giftToEmail,
      confirmEmail: details.confirmEmail,
      giftMessage: details.giftMessage,
    };
    const parsed = eCardSchema.safeParse(card);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await dispatch(syncCart(() => cartApi.addGiftCard(site, card)));
      setAdded(`A ${money.format(chosenAmount)} eCard for ${details.giftToName} is in your cart.`);
      dispatch(resetGiftCard());
    } catch (error) {
      setErrors({ form: error instanceof HttpError ? error.message : 'The eCard could not be added. Please try again.' });
    } finally {
      setPending(false);
    }
  };

  const detail = (name: keyof typeof details) => ({
    value: details[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => dispatch(setECardDetails({ [name]: event.target.value })),
  });

  return (
    <form onSubmit={submit} className="grid gap-8 lg:grid-cols-[1fr_20rem]" aria-label="Buy an eCard" noValidate>
      <div className="space-y-8">
        <fieldset>
          <legend className="mb-2 text-xl font-bold">Amount</legend>
          <div className="flex flex-wrap gap-2">
            {GIFT_CARD_AMOUNTS.map((preset) => (
              <label
                key={preset}
                className="cursor-pointer rounded-full border border-black/20 px-4 py-2 font-semibold has-checked:border-brand has-checked:bg-brand has-checked:text-white"
              >
                <input
                  type="radio"
                  name="amount"
                  className="sr-only"
                  checked={otherAmount === null && amount === preset}
                  onChange={() => {
                    dispatch(setAmount(preset));
                    dispatch(setOtherAmount(null));
                  }}
                />
                {money.format(preset)}
              </label>
            ))}
          </div>
          <TextField
            className="mt-3 max-w-xs"
            label="Other amount"
            name="otherAmount"
            type="number"
            inputMode="numeric"
            min={GIFT_CARD_MIN}
            max={GIFT_CARD_MAX}
            step={1}
            hint={`Any whole amount from ${money.format(GIFT_CARD_MIN)} to ${money.format(GIFT_CARD_MAX)}`}
            error={errors.amount}
            value={otherAmount ?? ''}
            onChange={(event) => dispatch(setOtherAmount(event.target.value === '' ? null : Number(event.target.value)))}
          />
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-xl font-bold">Design</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {GIFT_CARD_DESIGNS.map((design) => (
              <label key={design.style} className="cursor-pointer rounded-lg border-2 border-transparent p-1 has-checked:border-brand">
                <input
                  type="radio"
                  name="style"
                  className="sr-only"
                  checked={details.style === design.style}
                  onChange={() => dispatch(setECardDetails({ style: design.style, imageUrl: design.imageUrl }))}
                />
                <img src={design.imageUrl} alt="" width={200} height={120} className="w-full rounded" />
                <span className="mt-1 block text-center text-sm">{design.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-xl font-bold">Who it is for</legend>
          <TextField label="From" name="giftFrom" autoComplete="name" required {...detail('giftFrom')} />
          <TextField label="Recipient's name" name="giftToName" required {...detail('giftToName')} />
          <TextField label="Recipient's email" name="giftToEmail" type="email" required {...detail('giftToEmail')} />
          <TextField label="Confirm recipient's email" name="confirmEmail" type="email" required {...detail('confirmEmail')} />
          <div className="sm:col-span-2">
            <label htmlFor="gift-message" className="block text-sm font-semibold">
              Message (optional)
            </label>
            <textarea
              id="gift-message"
              name="giftMessage"
              rows={3}
              maxLength={GIFT_MESSAGE_MAX}
              aria-describedby="gift-message-count"
              value={details.giftMessage}
              onChange={(event) => dispatch(setECardDetails({ giftMessage: event.target.value }))}
              className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
            />
            <p id="gift-message-count" className="mt-1 text-sm text-muted">
              {errors.giftMessage ?? `${details.giftMessage.length} of ${GIFT_MESSAGE_MAX} characters`}
            </p>
          </div>
        </fieldset>
      </div>
      <aside className="h-fit space-y-4 rounded-xl border border-black/10 p-5">
        <img
          src={GIFT_CARD_DESIGNS.find((design) => design.style === details.style)?.imageUrl ?? GIFT_CARD_DESIGNS[0]!.imageUrl}
          alt="The chosen design"
          className="w-full rounded"
        />
        <p className="text-2xl font-bold" data-testid="ecard-amount" data-value={chosenAmount}>
          {Number.isFinite(chosenAmount) ? money.format(chosenAmount) : '—'}
        </p>
        <p className="text-sm text-muted">
          Emailed to the recipient as soon as your order is paid, with a code to spend on the {SITES[site].countryName} site.
        </p>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        {added && (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm">
            {added}{' '}
            <a href={sitePath(site, '/cart')} className="font-semibold text-brand underline">
              Go to your cart
            </a>
          </p>
        )}
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-full bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {pending ? 'Adding…' : 'Add eCard to cart'}
        </button>
      </aside>
    </form>
  );
}
