'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { instantFromLocalInput, localInputValue, zoneAbbreviation } from '../shop-time';
import type { AdminPromotion } from '../coupons.server';
import { fieldErrorsOf, formSummary } from '../field-errors';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();

type Fields = { label: string; format: string; minQuantity: string; percentOff: string; startsAt: string; endsAt: string; active: boolean };

const FIELD_NAMES = ['label', 'format', 'minQuantity', 'percentOff', 'startsAt', 'endsAt', 'active'] as const satisfies ReadonlyArray<keyof Fields>;

const fieldsOf = (promotion: AdminPromotion | null, formats: string[], timeZone: string): Fields => ({
  label: promotion?.label ?? '',
  format: promotion?.format ?? formats[0] ?? '',
  minQuantity: String(promotion?.minQuantity ?? 2),
  percentOff: String(promotion?.percentOff ?? 10),
  startsAt: localInputValue(promotion?.startsAt ?? null, timeZone),
  endsAt: localInputValue(promotion?.endsAt ?? null, timeZone),
  active: promotion?.active ?? true,
});

function asPromotion(body: unknown): AdminPromotion {
  if (typeof body !== 'object' || body === null || !('id' in body) || !('format' in body)) throw new Error('The saved promotion could not be read.');
  return body as AdminPromotion;
}

/** Creates an automatic promotion (no `promotion`) or edits one: buy at least N items of a format, save a percentage on them. */
/** Dates are entered on the shop's clock (`timeZone`, see shop-time.ts). */
export function PromotionEditor({ promotion, formats, timeZone }: { promotion: AdminPromotion | null; formats: string[]; timeZone: string }) {
  const zone = zoneAbbreviation(new Date(), timeZone);
  const router = useRouter();
  const id = useId();
  const [fields, setFields] = useState(fieldsOf(promotion, formats, timeZone));
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }));
  const choices = promotion && !formats.includes(promotion.format) ? [promotion.format, ...formats] : formats;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    setFieldErrors({});
    const body = {
      ...fields,
      minQuantity: Number(fields.minQuantity),
      percentOff: Number(fields.percentOff),
      startsAt: instantFromLocalInput(fields.startsAt, timeZone),
      endsAt: instantFromLocalInput(fields.endsAt, timeZone),
    };
    try {
      const saved = await http.json(promotion ? `/api/admin/v1/promotions/${promotion.id}` : '/api/admin/v1/promotions', {
        method: promotion ? 'PUT' : 'POST',
        auth: true,
        quiet: true,
        body,
        parse: asPromotion,
      });
      setFields(fieldsOf(promotion ? saved : null, formats, timeZone));
      setStatus({
        kind: 'saved',
        text: promotion ? `Saved. The promotion is ${saved.active ? 'active' : 'inactive'}.` : `Promotion “${saved.label}” created.`,
      });
      router.refresh();
    } catch (error) {
      const errors = fieldErrorsOf(error instanceof HttpError || error instanceof Error ? error.message : 'The promotion could not be saved.', FIELD_NAMES);
      setFieldErrors(errors.byField);
      setStatus({ kind: 'error', text: formSummary(errors) });
    } finally {
      setSaving(false);
    }
  };

  const input = 'mt-1 block w-full rounded-md border border-black/20 px-3 py-2';
  const text = (label: string, name: 'label' | 'minQuantity' | 'percentOff' | 'startsAt' | 'endsAt', type = 'text') => {
    const problem = fieldErrors[name];
    return (
      <label className="block text-sm">
        {label}
        <input
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          value={fields[name]}
          onChange={(event) => set({ [name]: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${name}-error` : undefined}
          className={`${input}${problem ? ' border-red-700' : ''}`}
        />
        {problem && (
          <span id={`${id}-${name}-error`} className="block text-xs text-red-800">
            {problem}
          </span>
        )}
      </label>
    );
  };

  return (
    <form onSubmit={save} aria-label={promotion ? `Edit promotion ${promotion.label}` : 'New promotion'} className="max-w-3xl space-y-4">
      {text('Label', 'label')}
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="text-sm">
          <label htmlFor={`${id}-format`}>Format</label>
          <select
            id={`${id}-format`}
            value={fields.format}
            onChange={(event) => set({ format: event.target.value })}
            aria-invalid={fieldErrors.format ? true : undefined}
            aria-describedby={fieldErrors.format ? `${id}-format-error` : undefined}
            className={input}
          >
            {choices.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </select>
          {fieldErrors.format && (
            <span id={`${id}-format-error`} className="block text-xs text-red-800">
              {fieldErrors.format}
            </span>
          )}
        </div>
        {text('Minimum quantity', 'minQuantity', 'number')}
        {text('Percent off', 'percentOff', 'number')}
        {text(`Starts (${zone})`, 'startsAt', 'datetime-local')}
        {text(`Ends (${zone})`, 'endsAt', 'datetime-local')}
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" checked={fields.active} onChange={(event) => set({ active: event.target.checked })} />
        Active (applies to carts)
      </label>
      <div className="flex items-center gap-4">
        <button type="submit" disabled={saving} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60">
          {saving ? 'Saving…' : promotion ? 'Save promotion' : 'Create promotion'}
        </button>
        <FormMessage message={status} />
      </div>
    </form>
  );
}
