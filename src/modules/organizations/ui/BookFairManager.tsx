'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { formatMoney } from '@/lib/money';
import { fieldErrors } from '@/modules/accounts';
import { FormMessage, primaryButtonClass, TextField } from '@/ui/TextField';
import { fairSchema, type FairPhase } from '../manager';

const http = createBrowserHttpClient();

export interface ManagedFair {
  id: number;
  name: string;
  status: string;
  phase: FairPhase;
  startDate: string;
  endDate: string;
  onlineStartDate: string;
  onlineEndDate: string;
  shipToSchool: boolean;
  progress: { salesCents: number; goalCents: number; percent: number };
}

type Outcome = { kind: 'error' | 'success'; text: string } | null;
const value = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');
const messageOf = (error: unknown) => (error instanceof HttpError ? error.message : 'An unknown error occurred');
const PHASE_LABELS: Record<FairPhase, string> = { upcoming: 'Upcoming', active: 'Active now', past: 'Past' };
const STATUS_LABELS: Record<string, string> = { draft: 'Draft', scheduled: 'Scheduled', closed: 'Closed' };

/** /account/bookfair, the fairs and their forms: every change goes to the JSON API, then the page reloads its data from the server. */
export function BookFairManager({
  slug,
  currency,
  locale,
  timeZone,
  fairs,
}: {
  slug: string;
  currency: 'USD' | 'CAD';
  locale: string;
  /** The organization's IANA zone: the fairs' days are its days. */
  timeZone: string;
  fairs: ManagedFair[];
}) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const base = `/api/bookfair/v1/organizations/${slug}/fairs`;

  const act = async (fair: ManagedFair, action: 'schedule' | 'close') => {
    setOutcome(null);
    try {
      await http.json(`${base}/${fair.id}/${action}`, { method: 'POST', auth: true, quiet: true });
      setOutcome({ kind: 'success', text: action === 'schedule' ? `"${fair.name}" is scheduled.` : `"${fair.name}" is closed.` });
      router.refresh();
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error) });
    }
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="fairs-heading">
        <h2 id="fairs-heading" className="font-serif text-xl font-bold">
          Your fairs
        </h2>
        <p className="mt-1 text-sm text-muted" data-testid="fair-time-zone" data-value={timeZone}>
          Dates are days in the {timeZone} time zone: a fair and its online shopping run from midnight to midnight there. Change the zone on the Organization
          page.
        </p>
        {outcome && (
          <div className="mt-3">
            <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>
          </div>
        )}
        {fairs.length === 0 ? (
          <p className="mt-3 text-muted">No fairs yet. Create your first one below.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {fairs.map((fair) => (
              <li key={fair.id} aria-labelledby={`fair-${fair.id}-name`} className="rounded-xl border border-black/10 p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={`fair-${fair.id}-name`} className="text-lg font-bold">
                    {fair.name}
                  </h3>
                  <p className="text-sm">
                    <span className="rounded bg-paper px-2 py-0.5 font-semibold">{STATUS_LABELS[fair.status] ?? fair.status}</span>{' '}
                    <span className="text-muted">{PHASE_LABELS[fair.phase]}</span>
                  </p>
                </div>
                <p className="mt-1 text-sm">
                  {fair.startDate} to {fair.endDate}; online shopping {fair.onlineStartDate} to {fair.onlineEndDate}
                  {fair.shipToSchool ? '; ships to school' : ''}
                </p>
                <div className="mt-3">
                  <p className="text-sm">
                    Sales so far <strong data-value={fair.progress.salesCents}>{money(fair.progress.salesCents)}</strong>
                    {fair.progress.goalCents > 0 ? (
                      <>
                        {' '}
                        of a goal of <strong data-value={fair.progress.goalCents}>{money(fair.progress.goalCents)}</strong> ({fair.progress.percent}%)
                      </>
                    ) : (
                      ' (no goal set)'
                    )}
                  </p>
                  <div
                    role="progressbar"
                    aria-label={`Goal progress of ${fair.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={fair.progress.percent}
                    data-value={fair.progress.percent}
                    className="mt-1 h-3 overflow-hidden rounded-full bg-paper"
                  >
                    <div className="h-full bg-brand" style={{ width: `${fair.progress.percent}%` }} />
                  </div>
                </div>
                {fair.status !== 'closed' && (
                  <div className="mt-4 flex flex-wrap gap-3">
                    <button
                      type="button"
                      className="rounded-full border border-black/20 px-4 py-2 font-semibold"
                      aria-expanded={editing === fair.id}
                      onClick={() => setEditing(editing === fair.id ? null : fair.id)}
                    >
                      Edit <span className="sr-only">{fair.name}</span>
                    </button>
                    {fair.status === 'draft' && (
                      <button type="button" className={primaryButtonClass} onClick={() => void act(fair, 'schedule')}>
                        Schedule <span className="sr-only">{fair.name}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className="rounded-full border border-red-700/40 px-4 py-2 font-semibold text-red-800"
                      onClick={() => void act(fair, 'close')}
                    >
                      Close <span className="sr-only">{fair.name}</span>
                    </button>
                  </div>
                )}
                {editing === fair.id && (
                  <div className="mt-4">
                    <FairForm
                      key={fair.id}
                      heading={`Edit ${fair.name}`}
                      initial={fair}
                      submitLabel="Save fair"
                      send={async (body) => {
                        await http.json(`${base}/${fair.id}`, { method: 'PUT', body, auth: true, quiet: true });
                        setEditing(null);
                        setOutcome({ kind: 'success', text: `"${body.name}" is saved.` });
                        router.refresh();
                      }}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="new-fair-heading" className="rounded-xl border border-black/10 p-5">
        <FairForm
          heading="Create a fair"
          headingId="new-fair-heading"
          submitLabel="Create fair"
          send={async (body) => {
            await http.json(base, { body, auth: true, quiet: true });
            setOutcome({ kind: 'success', text: `"${body.name}" is created as a draft. Schedule it when you are ready for families to see it.` });
            router.refresh();
          }}
        />
      </section>
    </div>
  );
}

interface FairFormProps {
  heading: string;
  headingId?: string;
  initial?: ManagedFair;
  submitLabel: string;
  send: (body: ReturnType<typeof fairSchema.parse>) => Promise<void>;
}

function FairForm({ heading, headingId, initial, submitLabel, send }: FairFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const goalText = value(form, 'goal').trim();
    const optionalDate = (name: string) => value(form, name) || undefined;
    const parsed = fairSchema.safeParse({
      name: value(form, 'name'),
      startDate: value(form, 'startDate'),
      endDate: value(form, 'endDate'),
      onlineStartDate: optionalDate('onlineStartDate'),
      onlineEndDate: optionalDate('onlineEndDate'),
      goal: goalText === '' ? 0 : Number(goalText),
      shipToSchool: new FormData(form).get('shipToSchool') === 'on',
    });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setOutcome(null);
    if (!parsed.success) return;
    setPending(true);
    try {
      await send(parsed.data);
      if (!initial) form.reset();
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={heading} className="space-y-4">
      <h3 id={headingId} className="font-serif text-xl font-bold">
        {heading}
      </h3>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <TextField label="Fair name" name="name" defaultValue={initial?.name} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First day" name="startDate" type="date" defaultValue={initial?.startDate} error={errors.startDate} />
        <TextField label="Last day" name="endDate" type="date" defaultValue={initial?.endDate} error={errors.endDate} />
        <TextField
          label="Online shopping starts"
          name="onlineStartDate"
          type="date"
          hint="Leave empty to use the first day."
          defaultValue={initial?.onlineStartDate}
          error={errors.onlineStartDate}
        />
        <TextField
          label="Online shopping ends"
          name="onlineEndDate"
          type="date"
          hint="Leave empty to use the last day."
          defaultValue={initial?.onlineEndDate}
          error={errors.onlineEndDate}
        />
      </div>
      <TextField
        label="Sales goal"
        name="goal"
        inputMode="decimal"
        hint="An amount like 2500; 0 or empty for none."
        defaultValue={initial ? String(initial.progress.goalCents / 100) : ''}
        error={errors.goal}
      />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="shipToSchool" defaultChecked={initial?.shipToSchool ?? true} className="mt-1" />
        <span>Families can have orders shipped to the school during the fair.</span>
      </label>
      <button type="submit" className={primaryButtonClass} disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
