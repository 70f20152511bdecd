import type { ReactNode } from 'react';

export const FIELD_CONTROL_CLASS =
  'mt-1 block w-full rounded-md border border-black/20 px-3 py-2 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-700';

/** The ids a field's control points at: its error, else its hint. */
export function describedByOf(id: string, hint: string | undefined, error: string | null | undefined): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** A label above the control and its hint or error below, tied together by ids (TextField, TextAreaField). */
export function FieldShell({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
