import type { Metadata } from 'next';
import Link from 'next/link';
import { categoryCountsForPage } from '@/modules/catalog/index.server';
import { SITES, sitePath } from '@/modules/regions';
import { browseStateHref, parseFilters } from '@/modules/search';
import { siteOr404 } from '@/modules/search/ui';
import { pageMetadata } from '@/modules/seo';

export const revalidate = 3600;

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = siteOr404((await params).site);
  return pageMetadata(site, '/categories', {
    title: 'All categories',
    description: `Every category and subject on our ${SITES[site].countryName} site, from picture books to STEM kits.`,
  });
}

export default async function Categories({ params }: Props) {
  const site = siteOr404((await params).site);
  const categories = await categoryCountsForPage(site);
  return (
    <>
      <h1 className="font-serif text-4xl font-bold">All categories</h1>
      <p className="mt-2 text-muted">Every category and subject in the shop, with how many titles each has.</p>
      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((entry) => {
          const categoryPath = sitePath(site, `/browse/category/${encodeURIComponent(entry.category)}`);
          return (
            <section key={entry.category} aria-labelledby={`category-${entry.category}`} className="rounded-xl border border-black/10 p-5">
              <h2 id={`category-${entry.category}`} className="flex items-baseline justify-between gap-2 text-lg font-bold">
                <Link href={categoryPath} prefetch={false} className="hover:text-brand hover:underline">
                  {entry.category}
                </Link>
                <span className="text-sm font-normal text-muted" data-testid="category-count" data-value={entry.count}>
                  {entry.count.toLocaleString()}
                </span>
              </h2>
              <ul className="mt-3 space-y-1">
                {entry.subjects.map((subject) => (
                  <li key={subject.subject} className="flex justify-between gap-2 text-sm">
                    <Link
                      href={browseStateHref(categoryPath, { filters: parseFilters(`$cs$${entry.category}@=${subject.subject}`) })}
                      prefetch={false}
                      className="hover:text-brand hover:underline"
                    >
                      {subject.subject}
                    </Link>
                    <span className="text-muted">{subject.count.toLocaleString()}</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
