'use client';

import { useId, type TextareaHTMLAttributes } from 'react';
import { describedByOf, FIELD_CONTROL_CLASS, FieldShell } from './FieldShell';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Shown under the field and announced with it; replaced by the error when there is one. */
  hint?: string;
  error?: string | null;
}

/** The multi-line sibling of TextField: hint or error tied to it with aria-describedby, errors also set aria-invalid. */
export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        className={FIELD_CONTROL_CLASS}
        {...textarea}
      />
    </FieldShell>
  );
}
