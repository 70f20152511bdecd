'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { formatMoney } from '@/lib/money';
import { emailSchema, fieldErrors } from '@/modules/accounts';
import { ADDRESS_WORDING, REGION_TIME_ZONE_CHOICES, type SiteId } from '@/modules/regions';
import { TextAreaField } from '@/ui/TextAreaField';
import { FormMessage, primaryButtonClass, TextField } from '@/ui/TextField';
import { DESCRIPTION_MAX, organizationAddressProblems, organizationProfileSchema } from '../manager';
import { CancelInvitationButton, LeaveOrganization, RemoveOrganizerButton } from './OrganizerHousekeeping';
import { RegionSelect } from './RegionSelect';

const http = createBrowserHttpClient();

export interface OrganizationManagerData {
  slug: string;
  name: string;
  currency: 'USD' | 'CAD';
  locale: string;
  address: { line1: string; city: string; region: string; postalCode: string; country: 'US' | 'CA' };
  logoUrl: string;
  description: string;
  /** IANA name: the fairs' days are this zone's. */
  timeZone: string;
  site: SiteId;
  viewerEmail: string;
  organizers: Array<{ name: string; email: string; since: string }>;
  openInvitations: Array<{ id: number; email: string; expiresAt: string }>;
  rewards: { baseCents: number; bookfairCents: number; totalCents: number; orders: number };
}

type Outcome = { kind: 'error' | 'success'; text: string } | null;
const value = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');
const messageOf = (error: unknown) => (error instanceof HttpError ? error.message : 'An unknown error occurred');

/** /account/details/organization: the profile, the rewards balance, the organizers and invitations. Changes go to the JSON API. */
export function OrganizationManager({ data }: { data: OrganizationManagerData }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ProfileForm data={data} />
      <div className="space-y-8">
        <RewardsBalance data={data} />
        <Organizers data={data} />
      </div>
    </div>
  );
}

function ProfileForm({ data }: { data: OrganizationManagerData }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const country = data.address.country;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(
      ['name', 'line1', 'city', 'region', 'postalCode', 'logoUrl', 'description', 'timeZone'].map((name) => [name, value(form, name)]),
    );
    const parsed = organizationProfileSchema.safeParse(fields);
    const found = {
      ...organizationAddressProblems(country, { region: fields.region ?? '', postalCode: fields.postalCode ?? '' }),
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
    };
    setErrors(found);
    setOutcome(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await http.json(`/api/bookfair/v1/organizations/${data.slug}`, { method: 'PUT', body: parsed.data, auth: true, quiet: true });
      setOutcome({ kind: 'success', text: 'The organization is saved.' });
      router.refresh();
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="organization-profile-heading" className="rounded-xl border border-black/10 p-5">
      <h2 id="organization-profile-heading" className="font-serif text-xl font-bold">
        Profile
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
        <TextField label="Name" name="name" defaultValue={data.name} error={errors.name} />
        <TextField label="Street address" name="line1" autoComplete="address-line1" defaultValue={data.address.line1} error={errors.line1} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="City" name="city" autoComplete="address-level2" defaultValue={data.address.city} error={errors.city} />
          <RegionSelect country={country} defaultValue={data.address.region} error={errors.region} />
          <TextField
            label={ADDRESS_WORDING[country].postalCodeLabel}
            name="postalCode"
            autoComplete="postal-code"
            defaultValue={data.address.postalCode}
            error={errors.postalCode}
          />
        </div>
        <TextField
          label="Logo URL"
          name="logoUrl"
          type="url"
          hint="An https:// address of your logo, or leave it empty."
          defaultValue={data.logoUrl}
          error={errors.logoUrl}
        />
        <TextField
          label="Time zone"
          name="timeZone"
          list="organization-time-zones"
          autoComplete="off"
          hint="Your fairs run from midnight to midnight here. An IANA name, like America/Vancouver."
          defaultValue={data.timeZone}
          error={errors.timeZone}
        />
        <datalist id="organization-time-zones">
          {REGION_TIME_ZONE_CHOICES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <TextAreaField
          label="Description"
          name="description"
          rows={5}
          maxLength={DESCRIPTION_MAX}
          hint={`What families see about you, up to ${DESCRIPTION_MAX} characters.`}
          defaultValue={data.description}
          error={errors.description}
        />
        <button type="submit" className={primaryButtonClass} disabled={pending}>
          {pending ? 'Saving…' : 'Save organization'}
        </button>
      </form>
    </section>
  );
}

function RewardsBalance({ data }: { data: OrganizationManagerData }) {
  const money = (cents: number) => formatMoney(cents, data.currency, data.locale);
  const rows: Array<[string, number]> = [
    ['Base rewards', data.rewards.baseCents],
    ['Book fair rewards', data.rewards.bookfairCents],
    ['Total', data.rewards.totalCents],
  ];
  return (
    <section aria-labelledby="rewards-heading" className="rounded-xl border border-black/10 p-5">
      <h2 id="rewards-heading" className="font-serif text-xl font-bold">
        Rewards balance
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt className={label === 'Total' ? 'font-bold' : undefined}>{label}</dt>
            <dd data-value={cents} className={label === 'Total' ? 'text-right font-bold' : 'text-right'}>
              {money(cents)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-muted">
        From {data.rewards.orders} {data.rewards.orders === 1 ? 'order' : 'orders'}, net of refunds, in {data.currency}.
      </p>
    </section>
  );
}

function Organizers({ data }: { data: OrganizationManagerData }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const date = (iso: string) => new Intl.DateTimeFormat(data.locale, { dateStyle: 'medium', timeZone: data.timeZone }).format(new Date(iso));

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = emailSchema.safeParse(value(form, 'email'));
    setOutcome(null);
    setError(parsed.success ? null : parsed.error.issues[0]!.message);
    if (!parsed.success) return;
    const email = parsed.data;
    setPending(true);
    try {
      await http.json(`/api/bookfair/v1/organizations/${data.slug}/invitations`, { body: { email }, auth: true, quiet: true });
      form.reset();
      setOutcome({ kind: 'success', text: `Invitation sent to ${email}.` });
      router.refresh();
    } catch (failure) {
      setOutcome({ kind: 'error', text: messageOf(failure) });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="organizers-heading" className="rounded-xl border border-black/10 p-5">
      <h2 id="organizers-heading" className="font-serif text-xl font-bold">
        Organizers
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3">
              Name
            </th>
            <th scope="col" className="py-1 pr-3">
              Email
            </th>
            <th scope="col" className="py-1">
              Since
            </th>
            <th scope="col" className="py-1">
              <span className="sr-only">Change</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.organizers.map((organizer) => (
            <tr key={organizer.email} className="border-t border-black/10">
              <td className="py-1 pr-3">{organizer.name}</td>
              <td className="py-1 pr-3 break-all">{organizer.email}</td>
              <td className="py-1">{date(organizer.since)}</td>
              <td className="py-1 text-right">
                {organizer.email !== data.viewerEmail && <RemoveOrganizerButton slug={data.slug} email={organizer.email} name={organizer.name} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.openInvitations.length > 0 && (
        <>
          <h3 className="mt-4 font-bold">Invitations waiting</h3>
          <ul className="mt-1 text-sm">
            {data.openInvitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} <span className="text-muted">(until {date(invitation.expiresAt)})</span>{' '}
                <CancelInvitationButton slug={data.slug} id={invitation.id} email={invitation.email} />
              </li>
            ))}
          </ul>
        </>
      )}
      <form noValidate onSubmit={invite} className="mt-4 space-y-3">
        {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
        <TextField
          label="Invite a co-organizer by email"
          name="email"
          type="email"
          autoComplete="off"
          hint="They get a link that works for 14 days."
          error={error}
        />
        <button type="submit" className={primaryButtonClass} disabled={pending}>
          {pending ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
      <LeaveOrganization site={data.site} slug={data.slug} name={data.name} />
    </section>
  );
}
