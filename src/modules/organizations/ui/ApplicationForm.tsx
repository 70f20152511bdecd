'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { fieldErrors } from '@/modules/accounts';
import { ADDRESS_WORDING, SITES, type SiteId } from '@/modules/regions';
import { FormMessage, primaryButtonClass, TextField } from '@/ui/TextField';
import { applicationSchema } from '../applications';
import { organizationAddressProblems } from '../manager';
import { RegionSelect } from './RegionSelect';

const http = createBrowserHttpClient();
const FIELDS = ['name', 'line1', 'city', 'region', 'postalCode', 'contactName', 'contactPhone', 'proof'] as const;

/** The self-service application to host fairs (issue 19): checked here for inline errors, decided by the server. */
export function ApplicationForm({ site }: { site: SiteId }) {
  const router = useRouter();
  const country = SITES[site].country;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = { site, ...Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '')])) };
    const parsed = applicationSchema.safeParse(fields);
    const found = {
      ...organizationAddressProblems(country, { region: String(data.get('region') ?? ''), postalCode: String(data.get('postalCode') ?? '') }),
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
    };
    setErrors(found);
    setOutcome(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await http.json('/api/bookfair/v1/applications', { body: parsed.data, auth: true, quiet: true });
      form.reset();
      setOutcome({ kind: 'success', text: `Thank you: ${parsed.data.name}'s application is sent. We will email you our answer.` });
      router.refresh();
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof HttpError ? error.message : 'The application could not be sent. Try again.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Apply to host book fairs" className="max-w-2xl space-y-4">
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <TextField label="School or library name" name="name" autoComplete="organization" error={errors.name} />
      <TextField label="Street address" name="line1" autoComplete="address-line1" error={errors.line1} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="City" name="city" autoComplete="address-level2" error={errors.city} />
        <RegionSelect country={country} error={errors.region} />
        <TextField label={ADDRESS_WORDING[country].postalCodeLabel} name="postalCode" autoComplete="postal-code" error={errors.postalCode} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Contact name" name="contactName" autoComplete="name" error={errors.contactName} />
        <TextField label="Contact phone" name="contactPhone" type="tel" autoComplete="tel" error={errors.contactPhone} />
      </div>
      <TextField
        label="How can we check you speak for it?"
        name="proof"
        hint="For example the school's email domain (your account's email should be at it), or a staff page that lists you."
        error={errors.proof}
      />
      <button type="submit" className={primaryButtonClass} disabled={pending}>
        {pending ? 'Sending…' : 'Send the application'}
      </button>
    </form>
  );
}
