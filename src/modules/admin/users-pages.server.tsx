import 'server-only';
import { getDb } from '@/db';
import { sitePath } from '@/modules/regions';
import { historyOf } from './audit.server';
import { BackOffice, ChangeHistory, first, metadata, staffOnly, type PageProps } from './back-office.server';
import { ScopeControls } from './ui/ScopeControls';
import { userForAdmin } from './users.server';

export const userPages = {
  find: {
    generateMetadata: metadata('Users', '/admin/users'),
    async Page({ params, searchParams }: PageProps) {
      const email =
        first((await searchParams).email)
          ?.trim()
          .toLowerCase()
          .slice(0, 254) ?? '';
      const { site, actor } = await staffOnly((await params).site, `/admin/users${email ? `?email=${encodeURIComponent(email)}` : ''}`);
      const user = email ? await userForAdmin(email) : null;
      const history = user ? await historyOf(await getDb(), 'user', user.email) : [];
      return (
        <BackOffice site={site} title="Users">
          <form role="search" aria-label="Find an account" action={sitePath(site, '/admin/users')} className="flex max-w-xl items-end gap-2">
            <div className="flex-1">
              <label htmlFor="admin-users-email" className="block text-sm font-semibold">
                Email
              </label>
              <input
                id="admin-users-email"
                name="email"
                type="email"
                defaultValue={email}
                maxLength={254}
                className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
              />
            </div>
            <button type="submit" className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white">
              Find
            </button>
          </form>
          {email && !user && (
            <p className="mt-6 text-muted" role="status">
              No account has the email {email}.
            </p>
          )}
          {user && (
            <section aria-labelledby="account-heading" className="mt-8">
              <h2 id="account-heading" className="text-xl font-bold">
                {user.email}
              </h2>
              <dl className="mt-2 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 text-sm">
                <dt className="font-semibold">Name</dt>
                <dd>{user.name || '—'}</dd>
                <dt className="font-semibold">Role</dt>
                <dd>{user.role}</dd>
                <dt className="font-semibold">Scopes</dt>
                <dd data-testid="user-scopes">{user.scopes.length ? user.scopes.join(', ') : 'none'}</dd>
                <dt className="font-semibold">Since</dt>
                <dd>{user.createdAt.slice(0, 10)}</dd>
              </dl>
              {user.id === actor.id && (
                <p className="mt-2 text-sm text-muted">This is your own account: another member of staff must take your staff scope away.</p>
              )}
              <ScopeControls email={user.email} scopes={user.scopes} />
              <ChangeHistory entries={history} />
            </section>
          )}
        </BackOffice>
      );
    },
  },
};
