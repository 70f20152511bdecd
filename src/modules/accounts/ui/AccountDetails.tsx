'use client';

import { useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { ADDRESS_WORDING, type SiteId } from '@/modules/regions';
import { FormMessage, primaryButtonClass, TextField } from '@/ui/TextField';
import { signInWithPassword, withoutGuestSignIn } from './guest-session';
import { useShopSession } from './session-context';
import { type AddressInput, addressSchema, fieldErrors, PASSWORD_RULES_TEXT, passwordChangeSchema, profileSchema } from '../forms';

const http = createBrowserHttpClient();

export interface AccountDetailsData {
  firstName: string;
  lastName: string;
  email: string;
  newsletter: boolean;
  addresses: Array<AddressInput & { id: number }>;
}

type FieldErrors = Record<string, string>;

const value = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');
const messageOf = (error: unknown) => (error instanceof HttpError ? error.message : 'An unknown error occurred');

type Outcome = { kind: 'error' | 'success'; text: string } | null;

/** One form's call to the API: pending while it runs, then its confirmation or the API's message. */
function useSubmission() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setPending(true);
    try {
      setOutcome({ kind: 'success', text: await action() });
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error) });
    } finally {
      setPending(false);
    }
  };
  return { outcome, setOutcome, pending, run };
}

/** /account/details: name, email and newsletter; password; address book. Every change goes to the JSON API with the access token. */
export function AccountDetails({ site, initial }: { site: SiteId; initial: AccountDetailsData }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ProfileForm site={site} initial={initial} />
      <PasswordForm email={initial.email} />
      <AddressBook initial={initial.addresses} />
    </div>
  );
}

function ProfileForm({ site, initial }: { site: SiteId; initial: AccountDetailsData }) {
  const { update } = useShopSession();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { outcome, setOutcome, pending, run } = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = profileSchema.safeParse({
      firstName: value(form, 'firstName'),
      lastName: value(form, 'lastName'),
      email: value(form, 'email'),
      newsletter: new FormData(form).get('newsletter') === 'on',
      currentPassword: value(form, 'currentPassword') || undefined,
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    const changesEmail = parsed.success && parsed.data.email !== initial.email;
    if (changesEmail && !parsed.data.currentPassword) found.currentPassword = 'Enter your current password to change your email.';
    setErrors(found);
    setOutcome(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    await run(async () => {
      // The site says where a newly ticked newsletter box subscribes. A new email waits for the link sent to it.
      const answer = (await http.json('/api/account/v1/profile', { method: 'PUT', body: { ...parsed.data, site }, auth: true, quiet: true })) as {
        message?: string;
      };
      form.querySelector<HTMLInputElement>('input[name="currentPassword"]')!.value = '';
      // Until the link is opened the account keeps its email, and so does the form.
      form.querySelector<HTMLInputElement>('input[name="email"]')!.value = initial.email;
      await update();
      return answer.message ?? 'Your details are saved.';
    });
  };

  return (
    <section aria-labelledby="profile-heading" className="rounded-xl border border-black/10 p-5">
      <h2 id="profile-heading" className="font-serif text-xl font-bold">
        Your details
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" name="firstName" autoComplete="given-name" defaultValue={initial.firstName} error={errors.firstName} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" defaultValue={initial.lastName} error={errors.lastName} />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={initial.email}
          hint="A new email is confirmed by a link we send to it."
          error={errors.email}
        />
        <TextField
          label="Your password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          hint="Needed only to change your email."
          error={errors.currentPassword}
        />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="newsletter" defaultChecked={initial.newsletter} className="mt-1" />
          <span>Send me book news, new arrivals and offers (ticking it sends a link to confirm to your inbox).</span>
        </label>
        <button type="submit" className={primaryButtonClass} disabled={pending}>
          {pending ? 'Saving…' : 'Save details'}
        </button>
      </form>
    </section>
  );
}

function PasswordForm({ email }: { email: string }) {
  const { update } = useShopSession();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { outcome, setOutcome, pending, run } = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = passwordChangeSchema.safeParse({ currentPassword: value(form, 'currentPassword'), newPassword: value(form, 'newPassword') });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (value(form, 'newPassword') !== value(form, 'confirmPassword')) found.confirmPassword ??= 'The two passwords are not the same.';
    setErrors(found);
    setOutcome(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    await run(async () => {
      // The change ends every session of the account (issue 18): this one signs in again with the new password, with no
      // guest sign-in allowed to start in between, so the shopper who changed it stays signed in here.
      const renewed = await withoutGuestSignIn(async () => {
        await http.json('/api/account/v1/password', { body: parsed.data, auth: true, quiet: true });
        return signInWithPassword({ email, password: parsed.data.newPassword });
      });
      form.reset();
      await update();
      return renewed?.ok
        ? 'Your password has been changed. You are signed out everywhere else.'
        : 'Your password has been changed and you are signed out everywhere. Sign in again with the new password.';
    });
  };

  return (
    <section aria-labelledby="password-heading" className="rounded-xl border border-black/10 p-5">
      <h2 id="password-heading" className="font-serif text-xl font-bold">
        Password
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
        <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
        <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" hint={PASSWORD_RULES_TEXT} error={errors.newPassword} />
        <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" error={errors.confirmPassword} />
        <button type="submit" className={primaryButtonClass} disabled={pending}>
          {pending ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}

function AddressBook({ initial }: { initial: AccountDetailsData['addresses'] }) {
  const [addresses, setAddresses] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { outcome, setOutcome, pending, run } = useSubmission();

  const reload = async () => {
    const answer = (await http.json('/api/account/v1/addresses', { auth: true, quiet: true })) as { addresses: AccountDetailsData['addresses'] };
    setAddresses(answer.addresses);
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(
      ['fullName', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone'].map((name) => [name, value(form, name)]),
    );
    const parsed = addressSchema.safeParse({ ...fields, isDefault: new FormData(form).get('isDefault') === 'on' });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setOutcome(null);
    if (!parsed.success) return;
    await run(async () => {
      await http.json('/api/account/v1/addresses', { body: parsed.data, auth: true, quiet: true });
      form.reset();
      await reload();
      return 'Address added.';
    });
  };

  const remove = (id: number) =>
    run(async () => {
      await http.json(`/api/account/v1/addresses/${id}`, { method: 'DELETE', auth: true, quiet: true });
      await reload();
      return 'Address removed.';
    });

  return (
    <section aria-labelledby="addresses-heading" className="rounded-xl border border-black/10 p-5 lg:col-span-2">
      <h2 id="addresses-heading" className="font-serif text-xl font-bold">
        Addresses
      </h2>
      {outcome && (
        <div className="mt-3">
          <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>
        </div>
      )}
      {addresses.length === 0 ? (
        <p className="mt-3 text-muted">No saved addresses yet. Add one below to check out faster.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className="rounded-lg border border-black/10 p-3 text-sm">
              <p className="font-semibold">
                {address.fullName} {address.isDefault && <span className="ml-1 rounded bg-brand/10 px-1.5 py-0.5 text-xs text-brand">Default</span>}
              </p>
              <p>
                {address.line1}
                {address.line2 && `, ${address.line2}`}
              </p>
              <p>
                {address.city}, {address.region} {address.postalCode}, {ADDRESS_WORDING[address.country].countryName}
              </p>
              <button
                type="button"
                onClick={() => void remove(address.id)}
                className="mt-2 text-sm font-semibold text-brand underline"
                aria-label={`Remove the address of ${address.fullName}, ${address.line1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={add} className="mt-5 grid gap-4 sm:grid-cols-2" aria-label="Add an address">
        <TextField label="Full name" name="fullName" autoComplete="name" error={errors.fullName} />
        <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" error={errors.phone} />
        <TextField label="Street address" name="line1" autoComplete="address-line1" error={errors.line1} />
        <TextField label="Apartment, suite (optional)" name="line2" autoComplete="address-line2" error={errors.line2} />
        <TextField label="City" name="city" autoComplete="address-level2" error={errors.city} />
        <TextField label="State or province" name="region" autoComplete="address-level1" hint="Two letters, like NY or ON" error={errors.region} />
        <TextField label="ZIP or postal code" name="postalCode" autoComplete="postal-code" error={errors.postalCode} />
        <div>
          <label htmlFor="address-country" className="block text-sm font-semibold">
            Country
          </label>
          <select id="address-country" name="country" className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2" defaultValue="US">
            <option value="US">United States</option>
            <option value="CA">Canada</option>
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" name="isDefault" />
          Make this my default address
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButtonClass} disabled={pending}>
            {pending ? 'Adding…' : 'Add address'}
          </button>
        </div>
      </form>
    </section>
  );
}
