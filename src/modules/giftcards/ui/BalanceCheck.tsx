'use client';

import { useState, type FormEvent } from 'react';
import { formatMoney } from '@/lib/money';
import { siteOfCurrency, SITES, type SiteId } from '@/modules/regions';
import { TextField } from '@/ui/TextField';

interface Balance {
  maskedCode: string;
  balance: number;
  initialAmount: number;
  currency: 'USD' | 'CAD';
  active: boolean;
}

/** Checks a gift card's balance by its code (POST /api/giftcards/v1/balance, limited per network). */
export function BalanceCheck({ site }: { site: SiteId }) {
  const [balance, setBalance] = useState<Balance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) return setError('Enter the code from your gift card email.');
    setPending(true);
    setError(null);
    setBalance(null);
    try {
      const response = await fetch('/api/giftcards/v1/balance', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      const body = (await response.json()) as Balance & { message?: string };
      if (!response.ok) setError(body.message ?? 'The balance could not be checked. Please try again.');
      else setBalance(body);
    } catch {
      setError('The balance could not be checked. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="max-w-lg space-y-4">
      <form onSubmit={submit} className="flex items-end gap-2" aria-label="Check a gift card balance">
        <TextField className="flex-1" label="Gift card code" name="code" placeholder="XXXX-XXXX-XXXX-XXXX" autoComplete="off" error={error} />
        <button
          type="submit"
          disabled={pending}
          className="mb-0.5 rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {pending ? 'Checking…' : 'Check balance'}
        </button>
      </form>
      {balance && (
        <div role="status" className="rounded-xl bg-paper p-5">
          <p className="text-sm text-muted">Gift card {balance.maskedCode}</p>
          <p className="text-3xl font-bold" data-testid="gift-card-balance" data-value={balance.balance}>
            {formatMoney(Math.round(balance.balance * 100), balance.currency, SITES[site].locale)}
          </p>
          <p className="text-sm text-muted">
            of {formatMoney(Math.round(balance.initialAmount * 100), balance.currency, SITES[site].locale)} · spend it on the{' '}
            {siteOfCurrency(balance.currency).countryName} site
            {balance.active ? '' : ' · this card has been disabled'}
          </p>
        </div>
      )}
    </div>
  );
}
