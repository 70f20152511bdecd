import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { env } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import {
  authorName,
  authorPath,
  bylineGroups,
  bylineText,
  departmentPath,
  formatIsbn13,
  productJsonLd,
  productPath,
  productSitePath,
  serializeJsonLd,
} from '@/modules/catalog';
import { productForPage, relatedForPage } from '@/modules/catalog/index.server';
import { ProductRail } from '@/modules/search/ui';
import { isSiteId, SITES, sitePath, type SiteId } from '@/modules/regions';
import { pageMetadata } from '@/modules/seo';
import { Price } from '@/ui/Price';
import { AddToCartButton } from '@/modules/cart/ui';
import { AddToWishlistButton } from '@/modules/wishlist/ui';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ site: string; slug: string; sku: string }>;

const loadProduct = cache(async (site: string, sku: string) => (isSiteId(site) ? productForPage(decodeURIComponent(sku), site) : null));

const absoluteUrl = (path: string) => new URL(path, env().PUBLIC_URL).toString();

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site, sku } = await params;
  const product = await loadProduct(site, sku);
  if (!product || !isSiteId(site)) notFound();
  const byline = bylineText(product.authors);
  // Only the sites selling it have its page, so only they are named as alternates.
  const metadata = pageMetadata(site, productSitePath(product.title, product.sku), {
    title: byline ? `${product.title} ${byline}` : product.title,
    description: product.description.slice(0, 160),
    availableOn: product.availableOn,
  });
  const images = [{ url: product.coverUrl, width: 300, height: 450, alt: product.title }];
  return {
    ...metadata,
    openGraph:
      product.productType === 'book'
        ? {
            ...metadata.openGraph,
            type: 'book',
            title: product.title,
            images,
            isbn: product.isbn13 ?? undefined,
            authors: product.authors.filter((person) => person.role === 'author').map(authorName),
          }
        : { ...metadata.openGraph, title: product.title, images },
  };
}

function stockLabel(stock: number): { text: string; tone: string } {
  if (stock <= 0) return { text: 'Out of stock', tone: 'text-brand' };
  if (stock <= 5) return { text: `Only ${stock} left`, tone: 'text-amber-700' };
  return { text: 'In stock', tone: 'text-green-700' };
}

export default async function ProductPage({ params }: { params: Params }) {
  const { site, slug, sku } = await params;
  const product = await loadProduct(site, sku);
  if (!product || !isSiteId(site)) notFound();
  if (decodeURIComponent(slug) !== product.slug) permanentRedirect(productPath(site, product.title, product.sku));

  const related = await relatedForPage(product.sku, site, 12);
  const config = SITES[site];
  const stock = stockLabel(product.stock);
  const otherSites = product.availableOn.filter((available): available is SiteId => available !== site);
  const details: Array<[string, string | null]> = [
    ['Format', product.format],
    ['ISBN-13', product.isbn13 ? formatIsbn13(product.isbn13) : null],
    ['Item number', product.isbn13 ? null : product.sku],
    ['Pages', product.pages ? String(product.pages) : null],
    ['Publisher', product.publisher],
    [
      'Publication date',
      product.publicationDate ? new Intl.DateTimeFormat(config.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(product.publicationDate)) : null,
    ],
    ['Age', product.ageRange],
    ['Grade', product.gradeRange],
    ['Series', product.series ? `${product.series}${product.seriesNumber ? `, Book ${product.seriesNumber}` : ''}` : null],
    ['Subjects', product.categorySubjects.map((pair) => `${pair.category}: ${pair.subject}`).join(' · ') || null],
  ];

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, site, absoluteUrl)) }} />
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href={sitePath(site, '/')} prefetch={false} className="hover:underline">
              Home
            </Link>
            <span aria-hidden> › </span>
          </li>
          <li>
            <Link href={departmentPath(site, product.department)} prefetch={false} className="hover:underline">
              {product.department}
            </Link>
            <span aria-hidden> › </span>
          </li>
          <li aria-current="page" className="text-ink">
            {product.title}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <img
            src={product.coverUrl}
            alt={`Cover of ${product.title}`}
            width={300}
            height={450}
            className="mx-auto w-full max-w-sm rounded-md shadow-lg"
            fetchPriority="high"
          />
        </div>
        <div>
          <h1 className="font-serif text-3xl font-bold leading-tight sm:text-4xl">{product.title}</h1>
          {product.subtitle && <p className="mt-1 text-lg text-muted">{product.subtitle}</p>}
          {product.authors.length > 0 && (
            <p className="mt-2">
              {bylineGroups(product.authors).map((group, groupIndex) => (
                <span key={group.role}>
                  {groupIndex > 0 && ', '}
                  {group.lead}{' '}
                  {group.people.map((person, index) => (
                    <span key={person.slug}>
                      {index > 0 && ', '}
                      <Link href={authorPath(site, person)} prefetch={false} className="font-semibold text-sky hover:underline">
                        {authorName(person)}
                      </Link>
                    </span>
                  ))}
                </span>
              ))}
            </p>
          )}
          <p className="mt-2 text-sm text-muted">{[product.format, product.ageRange, product.gradeRange].filter(Boolean).join(' · ')}</p>

          <div className="mt-5 rounded-xl border border-black/10 p-5">
            <Price actual={product.prices.actual} list={product.prices.list} currency={product.prices.currency} locale={config.locale} size="lg" />
            {product.prices.sale !== null && product.prices.regular > product.prices.actual && (
              <p className="mt-1 text-sm text-muted">
                On sale · regular price{' '}
                <span data-testid="price-regular" data-value={product.prices.regular}>
                  {formatMoney(product.prices.regular, config.currency, config.locale)}
                </span>
              </p>
            )}
            <p className={`mt-3 font-semibold ${stock.tone}`} data-testid="stock-state">
              {stock.text}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <AddToCartButton site={site} sku={product.sku} title={product.title} inStock={product.stock > 0} prominent />
              <AddToWishlistButton site={site} sku={product.sku} title={product.title} price={product.prices.actual / 100} />
            </div>
            <p className="mt-1 text-sm text-muted">
              Available on our {config.countryName} site in {config.currency}
              {otherSites.length > 0 ? ` and on our ${otherSites.map((other) => SITES[other].countryName).join(', ')} site.` : ` only.`} Limit{' '}
              {product.maxPurchaseQty} per order.
            </p>
          </div>

          <section aria-labelledby="description" className="mt-6">
            <h2 id="description" className="text-lg font-bold">
              Description
            </h2>
            <p className="mt-2 leading-relaxed">{product.description}</p>
          </section>

          <section aria-labelledby="details" className="mt-6">
            <h2 id="details" className="text-lg font-bold">
              Details
            </h2>
            <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-sm">
              {details
                .filter((entry): entry is [string, string] => entry[1] !== null)
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
        </div>
      </div>

      <ProductRail title={product.series ? `More from ${product.series}` : 'You may also like'} products={related} site={site} />
    </>
  );
}
