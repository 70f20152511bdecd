'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { sitePath, type SiteId } from '@/modules/regions';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();
const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'organization' },
  { name: 'line1', label: 'Street address', autoComplete: 'address-line1' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'region', label: 'State or province (2 letters)', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'ZIP or postal code', autoComplete: 'postal-code' },
  { name: 'organizerEmail', label: 'First organizer’s email', autoComplete: 'off' },
] as const;

/**
 * Staff register a school or library that applied by phone or mail (issue 19), naming its first organizer: an account
 * with that email organizes it at once, anyone else is emailed an invitation. It starts pending, like every new one.
 */
export function OrganizationRegistration({ site }: { site: SiteId }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries([...FIELDS.map(({ name }) => [name, String(form.get(name) ?? '')]), ['site', String(form.get('site'))]]);
    setBusy(true);
    setMessage(null);
    try {
      const created = (await http.json('/api/admin/v1/organizations', { method: 'POST', auth: true, quiet: true, body })) as { slug: string };
      router.push(sitePath(site, `/admin/organizations/${created.slug}`));
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof HttpError || error instanceof Error ? error.message : 'The organization could not be registered.' });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Register an organization" className="grid max-w-3xl gap-3 sm:grid-cols-2">
      <label className="block text-sm">
        Site
        <select name="site" defaultValue={site} className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2">
          <option value="us">United States</option>
          <option value="ca">Canada</option>
        </select>
      </label>
      {FIELDS.map((field) => (
        <label key={field.name} className="block text-sm">
          {field.label}
          <input
            name={field.name}
            required
            type={field.name === 'organizerEmail' ? 'email' : 'text'}
            autoComplete={field.autoComplete}
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
          />
        </label>
      ))}
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60">
          Register
        </button>
        <FormMessage message={message} />
      </div>
    </form>
  );
}
