'use client';

import { getSession } from 'next-auth/react';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { safeReturnPath } from '@/lib/return-url';
import { sitePath, type SiteId } from '@/modules/regions';
import { FormMessage, primaryButtonClass, TextField } from '@/ui/TextField';
import { landingPagePath } from '../landing';
import { emailSchema, fieldErrors, PASSWORD_RULES_TEXT, passwordResetSchema, registrationSchema } from '../forms';
import { signInWithPassword, withoutGuestSignIn } from './guest-session';
import { signedOutPath, signOutEverywhere } from './sign-out';
import { useShopSession } from './session-context';

type FieldErrors = Record<string, string>;

/** False in the server's HTML: a form submitted before React is ready would go out as a plain GET with the password in the URL. */
const noSubscription = () => () => undefined;
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

async function postJson(url: string, body: unknown, accessToken?: string): Promise<{ ok: boolean; status: number; message: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    return { ok: response.ok, status: response.status, message: typeof answer.message === 'string' ? answer.message : 'An unknown error occurred' };
  } catch {
    return { ok: false, status: 0, message: 'We could not reach the shop. Check your connection and try again.' };
  }
}

const formValue = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');

interface LoginFormProps {
  site: SiteId;
  returnUrl: string | null;
  /** Back from the sign-out button's POST, which the proxy answers by ending the session. */
  signedOut: boolean;
  error: string | null;
}

const GENERIC_SIGN_IN_ERROR = 'Something went wrong while signing in. Please try again.';

/** next-auth's error codes (spec §8) as a shopper reads them; any other code gets the generic message. */
const SIGN_IN_ERRORS: Record<string, string> = {
  CredentialsSignin: 'That email and password do not match an account. Check them and try again.',
  SessionRequired: 'Please sign in to see that page.',
};

/**
 * /login?action=logout with a customer signed in: a question, not an action, so a link or an image on another site
 * signs nobody out. The button POSTs the same URL, which the proxy answers (same origin only) by ending the session.
 * A plain form: it works before the page's scripts have loaded. Once they have, the button waits for the page's first
 * session request (an answer arriving after the sign-out would set the session cookie again), then signs out through
 * next-auth, which tells the shop's other open tabs.
 */
export function SignOutForm({ action, email }: { action: string; email: string | null }) {
  const hydrated = useHydrated();
  const { status } = useShopSession();
  // With scripts, next-auth's sign-out (so other tabs learn at once); if that fails, the plain form goes out after all.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await signOutEverywhere()) window.location.assign(signedOutPath(action));
    else form.submit();
  };
  return (
    <form method="post" action={action} onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Sign out">
      <p>Sign out{email ? ` of ${email}` : ''}? Your cart stays with your account for next time.</p>
      <button type="submit" className={primaryButtonClass} disabled={hydrated && status === 'loading'}>
        Sign out
      </button>
    </form>
  );
}

/** /login: signs in with email and password and returns to a same-site returnUrl. */
export function LoginForm({ site, returnUrl, signedOut, error }: LoginFormProps) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(error && error !== 'TooManyAttempts' ? (SIGN_IN_ERRORS[error] ?? GENERIC_SIGN_IN_ERROR) : null);
  const [throttled, setThrottled] = useState(error === 'TooManyAttempts');
  const loginPath = sitePath(site, `/login${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`);

  // Spec §4: logout resets the customer and the cart kept in the browser (the server ended the session already).
  useEffect(() => {
    if (!signedOut) return;
    void Promise.all([import('@/lib/store/load'), import('@/lib/store/actions')]).then(async ([{ loadStore }, { loggedOut }]) => {
      const store = await loadStore();
      store.dispatch(loggedOut());
      await store.persistor.flush();
    });
  }, [signedOut]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = emailSchema.safeParse(formValue(form, 'email'));
    const password = formValue(form, 'password');
    const found: FieldErrors = {};
    if (!email.success) found.email = email.error.issues[0]!.message;
    if (!password) found.password = 'Enter your password.';
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0 || !email.success) return;
    setPending(true);
    const result = await withoutGuestSignIn(async () => {
      const answer = await signInWithPassword({ email: email.data, password });
      // Leave while no guest sign-in may start: the next page loads with the customer's session.
      if (answer?.ok) window.location.assign(landingPagePath(site, returnUrl));
      return answer;
    });
    setPending(false);
    if (result?.ok) return;
    setThrottled(result?.status === 429);
    setMessage(result?.status === 429 ? null : (SIGN_IN_ERRORS[result?.error ?? ''] ?? GENERIC_SIGN_IN_ERROR));
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-label="Sign in">
      {signedOut && <FormMessage kind="success">You have been signed out.</FormMessage>}
      {message && <FormMessage kind="error">{message}</FormMessage>}
      {throttled && (
        <FormMessage kind="error">
          Too many sign-in attempts.{' '}
          <a className="font-semibold underline" href={sitePath(site, `/bot-protection?returnUrl=${encodeURIComponent(loginPath)}`)}>
            Confirm you are a person
          </a>{' '}
          to try again now, or wait a few minutes.
        </FormMessage>
      )}
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="submit" className={primaryButtonClass} disabled={pending || !hydrated}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
        <a href={sitePath(site, '/account/forgot-password')} className="text-sm font-semibold text-brand underline">
          Forgot your password?
        </a>
      </div>
    </form>
  );
}

/** Create account: validated in the browser for inline errors, decided by the server; then signs in. */
export function SignUpForm({ site, returnUrl }: { site: SiteId; returnUrl: string | null }) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    await withoutGuestSignIn(() => signUp(form));
  };

  const signUp = async (form: HTMLFormElement) => {
    const parsed = registrationSchema.safeParse({
      email: formValue(form, 'email'),
      password: formValue(form, 'password'),
      firstName: formValue(form, 'firstName'),
      lastName: formValue(form, 'lastName'),
      newsletter: new FormData(form).get('newsletter') === 'on',
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (formValue(form, 'password') !== formValue(form, 'confirmPassword')) found.confirmPassword ??= 'The two passwords are not the same.';
    setErrors(found);
    setMessage(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setPending(true);
    // The guest session's own token: its guest (cart, orders) becomes the account. Never an id the page could choose.
    const session = await getSession();
    const created = await postJson('/api/account/v1/register', { ...parsed.data, site }, session?.user.role === 'guest' ? session.accessToken : undefined);
    if (!created.ok) {
      setPending(false);
      setMessage(created.message);
      return;
    }
    void import('@/modules/analytics').then(({ trackSignUp }) => trackSignUp(site, 'email'));
    const result = await signInWithPassword({ email: parsed.data.email, password: parsed.data.password });
    setPending(false);
    if (result?.ok) window.location.assign(safeReturnPath(returnUrl, sitePath(site, '/account/details')));
    // Registration answers the same for an email that already has an account (decision 008); only then does this
    // sign-in fail, and the owner has been emailed the way in.
    else
      setMessage(
        `We could not sign you in. If ${parsed.data.email} already has an account, we have emailed it: sign in, or choose a new password from that email.`,
      );
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-label="Create account">
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" required error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required error={errors.lastName} />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" required hint={PASSWORD_RULES_TEXT} error={errors.password} />
      <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" required error={errors.confirmPassword} />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="newsletter" className="mt-1" />
        <span>Send me book news, new arrivals and offers (you confirm it from your inbox, and can stop any time).</span>
      </label>
      <button type="submit" className={primaryButtonClass} disabled={pending || !hydrated}>
        {pending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}

export function ForgotPasswordForm({ site }: { site: SiteId }) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = emailSchema.safeParse(formValue(event.currentTarget, 'email'));
    if (!email.success) {
      setError(email.error.issues[0]!.message);
      return;
    }
    setError(null);
    setPending(true);
    const answer = await postJson('/api/account/v1/password-reset', { email: email.data, site });
    setPending(false);
    if (answer.ok) setSent(answer.message);
    else setError(answer.message);
  };

  if (sent) return <FormMessage kind="success">{sent} The link works once, for an hour.</FormMessage>;
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-label="Reset password">
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={error} />
      <button type="submit" className={primaryButtonClass} disabled={pending || !hydrated}>
        {pending ? 'Sending…' : 'Email me a reset link'}
      </button>
    </form>
  );
}

export function ResetPasswordForm({ site, token }: { site: SiteId; token: string }) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = passwordResetSchema.safeParse({ token, password: formValue(form, 'password') });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (formValue(form, 'password') !== formValue(form, 'confirmPassword')) found.confirmPassword ??= 'The two passwords are not the same.';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setPending(true);
    const answer = await postJson('/api/account/v1/password-reset/confirm', parsed.data);
    setPending(false);
    setOutcome({ ok: answer.ok, message: answer.message });
  };

  if (outcome?.ok) {
    return (
      <FormMessage kind="success">
        {outcome.message}{' '}
        <a className="font-semibold underline" href={sitePath(site, '/login')}>
          Sign in
        </a>
      </FormMessage>
    );
  }
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-label="Choose a new password">
      {outcome && (
        <FormMessage kind="error">
          {outcome.message}{' '}
          <a className="font-semibold underline" href={sitePath(site, '/account/forgot-password')}>
            Ask for a new link
          </a>
        </FormMessage>
      )}
      {errors.token && <FormMessage kind="error">This link is incomplete. Use the whole link from the email.</FormMessage>}
      <TextField label="New password" name="password" type="password" autoComplete="new-password" required hint={PASSWORD_RULES_TEXT} error={errors.password} />
      <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" required error={errors.confirmPassword} />
      <button type="submit" className={primaryButtonClass} disabled={pending || !hydrated}>
        {pending ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  );
}

/**
 * /account/confirm-email: opens an email change's link with a button, not on load, so a mail scanner that follows
 * links does not use it up. Every session of the account ends with the change: the shopper signs in with the new email.
 */
export function ConfirmEmailForm({ site, token }: { site: SiteId; token: string }) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    const answer = await postJson('/api/account/v1/email-change/confirm', { token, site });
    setPending(false);
    setOutcome({ ok: answer.ok, message: answer.message });
  };

  if (outcome?.ok) {
    return (
      <FormMessage kind="success">
        {outcome.message}{' '}
        <a className="font-semibold underline" href={sitePath(site, '/login')}>
          Sign in
        </a>
      </FormMessage>
    );
  }
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-label="Confirm your new email">
      {outcome && <FormMessage kind="error">{outcome.message}</FormMessage>}
      <p>Open this link to make this address the email of your account. You will then sign in with it.</p>
      <button type="submit" className={primaryButtonClass} disabled={pending || !hydrated || !token}>
        {pending ? 'Confirming…' : 'Confirm my new email'}
      </button>
    </form>
  );
}
