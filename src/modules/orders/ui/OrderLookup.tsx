'use client';

import { useActionState } from 'react';
import { TextField } from '@/ui/TextField';
import { lookUpOrderAction, type LookupState } from '../lookup-action.server';
import { OrderDetails } from './OrderDetails';

/** Order status for guests: the order number and the email it was placed with. */
export function OrderLookup() {
  const [state, lookUp, pending] = useActionState<LookupState, FormData>(lookUpOrderAction, { order: null, error: null });
  return (
    <div className="space-y-8">
      <form action={lookUp} className="grid max-w-xl gap-3 sm:grid-cols-2" aria-label="Find your order">
        <TextField label="Order number" name="number" required placeholder="BF-XXXX-XXXX" autoComplete="off" />
        <TextField label="Email" name="email" type="email" required autoComplete="email" />
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60 sm:col-span-2 sm:justify-self-start"
        >
          {pending ? 'Looking…' : 'Find my order'}
        </button>
        {state.error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {state.error}
          </p>
        )}
      </form>
      {state.order && <OrderDetails order={state.order} />}
    </div>
  );
}
