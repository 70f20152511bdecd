import { sitePath, type SiteId } from '@/modules/regions';

/** For organizers of several organizations: which one the page manages (`?manage=slug`). */
export function OrganizationSwitcher({
  site,
  path,
  organizations,
  current,
}: {
  site: SiteId;
  path: string;
  organizations: Array<{ slug: string; name: string }>;
  current: string;
}) {
  if (organizations.length < 2) return null;
  return (
    <nav aria-label="Your organizations" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {organizations.map((organization) => (
          <li key={organization.slug}>
            <a
              href={`${sitePath(site, path)}?manage=${organization.slug}`}
              aria-current={organization.slug === current ? 'page' : undefined}
              className="block rounded-full border border-black/20 px-4 py-1.5 text-sm aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {organization.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
