'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

/**
 * The last step before an action that cannot be undone: what will happen, in words, and the reason staff give for it
 * (kept in the audit log with the change). Nothing is done until staff confirm; Cancel or Escape leaves everything as
 * it was.
 */
export function ConfirmWithReason({
  title,
  summary,
  reasonLabel,
  confirmLabel,
  maxLength,
  onConfirm,
  onCancel,
}: {
  title: string;
  summary: string;
  reasonLabel: string;
  confirmLabel: string;
  maxLength: number;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    if (!given) {
      setProblem('Give a reason: it is kept with the change.');
      return;
    }
    onConfirm(given);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto max-w-lg rounded-lg p-6 shadow-xl backdrop:bg-black/40"
    >
      <form onSubmit={confirm} className="space-y-4">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        <p>{summary}</p>
        <label className="block text-sm font-semibold">
          {reasonLabel}
          <textarea
            value={reason}
            maxLength={maxLength}
            aria-required="true"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2 font-normal"
          />
        </label>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        )}
        <div className="flex gap-3">
          <button type="submit" className="rounded-full bg-red-800 px-5 py-2.5 font-semibold text-white">
            {confirmLabel}
          </button>
          <button type="button" onClick={onCancel} className="rounded-full border border-black/30 px-5 py-2.5 font-semibold">
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
