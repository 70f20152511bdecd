'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { HttpError } from '@/lib/http';
import { FormMessage, primaryButtonClass } from '@/ui/TextField';
import { TextAreaField } from '@/ui/TextAreaField';
import { REPLY_MAX_LENGTH, supportReplySchema } from '../forms';
import type { SupportRequestStatus } from '../topics';
import { secondaryButtonClass } from './styles';
import { supportApi } from './support-api';
import { useHydrated } from './use-hydrated';

type Outcome = { kind: 'error' | 'success'; text: string } | null;

const messageOf = (error: unknown) => (error instanceof HttpError ? error.message : 'That did not work. Please try again.');

/** The reply box and the Close button of a request; after each, the page is rendered again from the server. */
export function RequestActions({ requestId, status }: { requestId: number; status: SupportRequestStatus }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState<'reply' | 'close' | null>(null);

  const run = async (kind: 'reply' | 'close', action: () => Promise<string>) => {
    setPending(kind);
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: await action() });
      router.refresh();
    } catch (failure) {
      setOutcome({ kind: 'error', text: messageOf(failure) });
    } finally {
      setPending(null);
    }
  };

  const reply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = supportReplySchema.safeParse({ message: String(new FormData(form).get('message') ?? '') });
    setError(parsed.success ? null : parsed.error.issues[0]!.message);
    if (!parsed.success) return;
    void run('reply', async () => {
      await supportApi.reply(requestId, parsed.data.message);
      form.reset();
      return status === 'open' ? 'Your reply is sent.' : 'Your reply is sent and the request is open again.';
    });
  };

  const close = () =>
    void run('close', async () => {
      await supportApi.close(requestId);
      return 'The request is closed. Write to us again here if you need more help.';
    });

  return (
    <div className="mt-6 space-y-4">
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <form noValidate onSubmit={reply} aria-label="Reply" className="space-y-3">
        <TextAreaField
          label={status === 'closed' ? 'Write to reopen this request' : 'Your reply'}
          name="message"
          rows={4}
          maxLength={REPLY_MAX_LENGTH}
          error={error}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButtonClass} disabled={!hydrated || pending !== null}>
            {pending === 'reply' ? 'Sending…' : 'Send reply'}
          </button>
          {status !== 'closed' && (
            <button type="button" onClick={close} className={secondaryButtonClass} disabled={!hydrated || pending !== null}>
              {pending === 'close' ? 'Closing…' : 'Close request'}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
