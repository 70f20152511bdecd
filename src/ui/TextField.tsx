'use client';

import { useId, type InputHTMLAttributes } from 'react';
import { describedByOf, FIELD_CONTROL_CLASS, FieldShell } from './FieldShell';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and announced with it; replaced by the error when there is one. */
  hint?: string;
  error?: string | null;
}

/** A labelled input whose hint or error is tied to it with aria-describedby (errors also set aria-invalid). */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, hint, error)} className={FIELD_CONTROL_CLASS} {...input} />
    </FieldShell>
  );
}

/** A form-level message: errors are announced at once (role alert), confirmations politely (role status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: React.ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-md border border-red-700/30 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-md border border-green-700/30 bg-green-50 px-3 py-2 text-sm text-green-900">
      {children}
    </p>
  );
}

export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60';
