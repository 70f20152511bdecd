'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { HttpError } from '@/lib/http';
import { fieldErrors } from '@/modules/accounts';
import { sitePath, type SiteId } from '@/modules/regions';
import { FormMessage, primaryButtonClass, TextField } from '@/ui/TextField';
import { TextAreaField } from '@/ui/TextAreaField';
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, newSupportRequestSchema } from '../forms';
import { SUPPORT_TOPICS, type SupportTopicId } from '../topics';
import type { SupportOrderChoice } from '../types';
import { formatWhen } from './format';
import { supportApi } from './support-api';
import { useHydrated } from './use-hydrated';
import { hrefWithSelectedOrganization } from '@/modules/organizations';

type FieldErrors = Record<string, string>;

const selectClass =
  'mt-1 block w-full rounded-md border border-black/20 px-3 py-2 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-700';

/** A select with its label and error, tied by aria-describedby like TextField. */
function SelectField({
  label,
  name,
  error,
  defaultValue,
  onChange,
  children,
}: {
  label: string;
  name: string;
  error?: string;
  defaultValue: string;
  onChange?: (value: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={(event) => onChange?.(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClass}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * /support-requests/new: topic, the order it is about (a pick of the customer's orders when they have any, else the
 * number typed in), and the message; checked here for inline errors, then by the API, which decides.
 */
export function NewSupportRequestForm({ site, initialTopic, orders }: { site: SiteId; initialTopic: SupportTopicId | null; orders: SupportOrderChoice[] }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [topic, setTopic] = useState<string>(initialTopic ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const helpPage = SUPPORT_TOPICS.find((candidate) => candidate.id === topic);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const orderNumber = String(data.get('orderNumber') ?? '');
    const parsed = newSupportRequestSchema.safeParse({
      topic: String(data.get('topic') ?? ''),
      orderNumber: orderNumber || undefined,
      message: String(data.get('message') ?? ''),
    });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setFailure(null);
    if (!parsed.success) return;
    setPending(true);
    try {
      const request = await supportApi.create(site, parsed.data);
      router.push(hrefWithSelectedOrganization(sitePath(site, `/support-requests/${request.id}`), window.location.href));
    } catch (error) {
      if (error instanceof HttpError && error.code === 'UNKNOWN_ORDER_NUMBER') setErrors({ orderNumber: error.message });
      else setFailure(error instanceof HttpError ? error.message : 'Your request could not be sent. Please try again.');
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="New support request" className="max-w-2xl space-y-5">
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <div>
        <SelectField label="Topic" name="topic" defaultValue={initialTopic ?? ''} onChange={setTopic} error={errors.topic}>
          <option value="" disabled>
            Choose a topic
          </option>
          {SUPPORT_TOPICS.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.label}
            </option>
          ))}
        </SelectField>
        {helpPage && (
          <p className="mt-1 text-sm text-muted">
            A quick answer may be in{' '}
            <Link href={sitePath(site, helpPage.helpPath)} prefetch={false} className="text-sky underline">
              our help pages about {helpPage.label.toLowerCase()}
            </Link>
            .
          </p>
        )}
      </div>
      {orders.length > 0 ? (
        <SelectField label="Order (optional)" name="orderNumber" defaultValue="" error={errors.orderNumber}>
          <option value="">Not about an order</option>
          {orders.map((order) => (
            <option key={order.number} value={order.number}>
              {order.number}, placed {formatWhen(order.placedAt, site)}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          label="Order number (optional)"
          name="orderNumber"
          autoComplete="off"
          hint="Like BF-7K2M-Q9XD, from your order confirmation. Leave it empty if your question is not about an order."
          error={errors.orderNumber}
        />
      )}
      <TextAreaField
        label="How can we help?"
        name="message"
        rows={7}
        maxLength={MESSAGE_MAX_LENGTH}
        hint={`At least ${MESSAGE_MIN_LENGTH} characters. Tell us what happened and what you would like us to do.`}
        error={errors.message}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButtonClass} disabled={!hydrated || pending}>
          {pending ? 'Sending…' : 'Send request'}
        </button>
        <Link href={sitePath(site, '/support-requests')} prefetch={false} className="text-sm font-semibold text-sky underline">
          Cancel
        </Link>
      </div>
    </form>
  );
}
