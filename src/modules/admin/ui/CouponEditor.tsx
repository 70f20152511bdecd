'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { decimalInput } from '../coupon-rules';
import { instantFromLocalInput, localInputValue, zoneAbbreviation } from '../shop-time';
import type { AdminCoupon } from '../coupons.server';
import { fieldErrorsOf, formSummary } from '../field-errors';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();

type Fields = {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  percentOff: string;
  amountOffUsd: string;
  amountOffCad: string;
  minSubtotalUsd: string;
  minSubtotalCad: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  active: boolean;
};

const FIELD_NAMES = [
  'code',
  'description',
  'kind',
  'percentOff',
  'amountOffUsd',
  'amountOffCad',
  'minSubtotalUsd',
  'minSubtotalCad',
  'startsAt',
  'endsAt',
  'usageLimit',
  'active',
] as const satisfies ReadonlyArray<keyof Fields>;

const fieldsOf = (coupon: AdminCoupon | null, timeZone: string): Fields => ({
  code: coupon?.code ?? '',
  description: coupon?.description ?? '',
  kind: coupon?.kind ?? 'percent',
  percentOff: coupon?.percentOff === null || coupon?.percentOff === undefined ? '' : String(coupon.percentOff),
  amountOffUsd: decimalInput(coupon?.amountOffUsd ?? null),
  amountOffCad: decimalInput(coupon?.amountOffCad ?? null),
  minSubtotalUsd: coupon?.minSubtotalUsd ? decimalInput(coupon.minSubtotalUsd) : '',
  minSubtotalCad: coupon?.minSubtotalCad ? decimalInput(coupon.minSubtotalCad) : '',
  startsAt: localInputValue(coupon?.startsAt ?? null, timeZone),
  endsAt: localInputValue(coupon?.endsAt ?? null, timeZone),
  usageLimit: coupon?.usageLimit === null || coupon?.usageLimit === undefined ? '' : String(coupon.usageLimit),
  active: coupon?.active ?? true,
});

function asCoupon(body: unknown): AdminCoupon {
  if (typeof body !== 'object' || body === null || !('code' in body) || !('kind' in body)) throw new Error('The saved coupon could not be read.');
  return body as AdminCoupon;
}

/** Creates a coupon (no `coupon`) or edits one: the kind decides which of percentage and amounts apply. */
/** Dates are entered on the shop's clock (`timeZone`, see shop-time.ts). */
export function CouponEditor({ coupon, timeZone }: { coupon: AdminCoupon | null; timeZone: string }) {
  const zone = zoneAbbreviation(new Date(), timeZone);
  const router = useRouter();
  const id = useId();
  const [fields, setFields] = useState(fieldsOf(coupon, timeZone));
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    setFieldErrors({});
    const { code, usageLimit, ...rest } = fields;
    const body = {
      ...rest,
      ...(coupon ? {} : { code }),
      percentOff: fields.kind === 'percent' ? fields.percentOff : '',
      amountOffUsd: fields.kind === 'amount' ? fields.amountOffUsd : '',
      amountOffCad: fields.kind === 'amount' ? fields.amountOffCad : '',
      startsAt: instantFromLocalInput(fields.startsAt, timeZone),
      endsAt: instantFromLocalInput(fields.endsAt, timeZone),
      usageLimit: usageLimit.trim() === '' ? null : Number(usageLimit),
    };
    try {
      const saved = await http.json(coupon ? `/api/admin/v1/coupons/${encodeURIComponent(coupon.code)}` : '/api/admin/v1/coupons', {
        method: coupon ? 'PUT' : 'POST',
        auth: true,
        quiet: true,
        body,
        parse: asCoupon,
      });
      setFields(coupon ? fieldsOf(saved, timeZone) : fieldsOf(null, timeZone));
      setStatus({ kind: 'saved', text: coupon ? `Saved. ${saved.code} is ${saved.active ? 'active' : 'inactive'}.` : `Coupon ${saved.code} created.` });
      router.refresh();
    } catch (error) {
      const errors = fieldErrorsOf(error instanceof HttpError || error instanceof Error ? error.message : 'The coupon could not be saved.', FIELD_NAMES);
      setFieldErrors(errors.byField);
      setStatus({ kind: 'error', text: formSummary(errors) });
    } finally {
      setSaving(false);
    }
  };

  const input = 'mt-1 block w-full rounded-md border border-black/20 px-3 py-2';
  const text = (label: string, name: keyof Fields, options: { inputMode?: 'decimal' | 'numeric'; type?: string; hint?: string } = {}) => {
    const problem = fieldErrors[name];
    const described = [options.hint ? `${id}-${name}-hint` : '', problem ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return (
      <label className="block text-sm">
        {label}
        <input
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          value={fields[name] as string}
          onChange={(event) => set({ [name]: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described || undefined}
          className={`${input}${problem ? ' border-red-700' : ''}`}
        />
        {problem && (
          <span id={`${id}-${name}-error`} className="block text-xs text-red-800">
            {problem}
          </span>
        )}
        {options.hint && (
          <span id={`${id}-${name}-hint`} className="text-xs text-muted">
            {options.hint}
          </span>
        )}
      </label>
    );
  };

  return (
    <form onSubmit={save} aria-label={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'} className="max-w-3xl space-y-4">
      {coupon ? (
        <p className="text-sm text-muted">
          Used {coupon.usedCount} time{coupon.usedCount === 1 ? '' : 's'}
          {coupon.usageLimit === null ? ', no limit' : ` of ${coupon.usageLimit}`}.
        </p>
      ) : (
        text('Code', 'code', { hint: '3 to 32 letters and digits; saved in capitals.' })
      )}
      {text('Description', 'description', { hint: 'Shoppers see it beside the discount.' })}
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="text-sm">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select id={`${id}-kind`} value={fields.kind} onChange={(event) => set({ kind: event.target.value as Fields['kind'] })} className={input}>
            <option value="percent">Percentage</option>
            <option value="amount">Fixed amount per currency</option>
          </select>
        </div>
        {fields.kind === 'percent' ? (
          text('Percent off', 'percentOff', { inputMode: 'numeric' })
        ) : (
          <>
            {text('USD amount off', 'amountOffUsd', { inputMode: 'decimal' })}
            {text('CAD amount off', 'amountOffCad', { inputMode: 'decimal' })}
          </>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {text('USD minimum subtotal', 'minSubtotalUsd', { inputMode: 'decimal', hint: 'Empty for none.' })}
        {text('CAD minimum subtotal', 'minSubtotalCad', { inputMode: 'decimal', hint: 'Empty for none.' })}
        {text(`Starts (${zone})`, 'startsAt', { type: 'datetime-local', hint: 'Empty: from now.' })}
        {text(`Ends (${zone})`, 'endsAt', { type: 'datetime-local', hint: 'Empty: never expires.' })}
        {text('Usage limit', 'usageLimit', { inputMode: 'numeric', hint: 'Orders that may use it in all; empty for no limit.' })}
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" checked={fields.active} onChange={(event) => set({ active: event.target.checked })} />
        Active (shoppers can apply it)
      </label>
      <div className="flex items-center gap-4">
        <button type="submit" disabled={saving} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60">
          {saving ? 'Saving…' : coupon ? 'Save coupon' : 'Create coupon'}
        </button>
        <FormMessage message={status} />
      </div>
    </form>
  );
}
