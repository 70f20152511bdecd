import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { homeShelves } from '@/modules/catalog/index.server';
import { ProductRail } from '@/modules/search/ui';
import { browseHref } from '@/modules/content';
import { FeaturedOrganization } from '@/modules/content/ui/pages';
import { featuredOrganizationForPage } from '@/modules/organizations/index.server';
import { isSiteId, SITES, sitePath } from '@/modules/regions';
import { pageMetadata } from '@/modules/seo';

export const revalidate = 3600;

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return pageMetadata(site, '/');
}

const DEPARTMENTS = [
  { title: 'Kids', path: '/browse/kids', blurb: 'Board books, picture books and first readers', color: 'bg-sun' },
  { title: 'Tweens', path: '/browse/tweens', blurb: 'Adventures, mysteries and graphic novels for 9–12', color: 'bg-sky text-white' },
  { title: 'Young Adult', path: '/browse/young-adult', blurb: 'Fantasy, romance and thrillers for teens', color: 'bg-brand text-white' },
  { title: 'Nonfiction', path: '/browse/nonfiction', blurb: 'Dinosaurs, space, biographies and more', color: 'bg-ink text-white' },
];

export default async function HomePage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const [{ newArrivals, bestsellers, featuredLists }, featured] = await Promise.all([homeShelves(site), featuredOrganizationForPage(site)]);
  const config = SITES[site];

  return (
    <>
      <section className="grid gap-6 rounded-2xl bg-paper p-6 sm:p-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-brand">The book fair, online · {config.countryName}</p>
          <h1 className="mt-2 font-serif text-4xl font-bold leading-tight sm:text-5xl">Find their next favourite book</h1>
          <p className="mt-3 max-w-xl text-muted">
            Thousands of books for kids, tweens and teens, plus toys, activities and gifts. Shop for your school and every order earns rewards for its library.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              href={sitePath(site, '/browse/kids')}
              prefetch={false}
              className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
            >
              Shop Kids
            </Link>
            <Link
              href={browseHref(site, { filters: '$tag@=new-this-week' })}
              prefetch={false}
              className="rounded-full border border-ink px-5 py-2.5 font-semibold hover:bg-white"
            >
              New this week
            </Link>
          </div>
        </div>
        {featured && <FeaturedOrganization site={site} organization={featured} />}
      </section>

      <section aria-label="Departments" className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4">
        {DEPARTMENTS.map((department) => (
          <Link key={department.path} href={sitePath(site, department.path)} prefetch={false} className={`rounded-xl p-4 ${department.color} hover:opacity-90`}>
            <span className="block font-serif text-xl font-bold">{department.title}</span>
            <span className="mt-1 block text-sm">{department.blurb}</span>
          </Link>
        ))}
      </section>

      <ProductRail title="New arrivals" products={newArrivals} site={site} href={browseHref(site, { sort: 'arrival' })} />
      {bestsellers && <ProductRail title={bestsellers.title} products={bestsellers.products} site={site} href={sitePath(site, '/browse/bs/overall')} />}
      {featuredLists.map(
        (list) =>
          list && (
            <ProductRail
              key={list.slug}
              title={list.title}
              description={list.description}
              products={list.products}
              site={site}
              href={sitePath(site, `/browse/cl/${list.slug}`)}
            />
          ),
      )}
    </>
  );
}
