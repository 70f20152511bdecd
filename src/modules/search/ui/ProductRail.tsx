import Link from 'next/link';
import type { SiteId } from '@/modules/regions';
import type { ProductSummary } from '@/modules/catalog';
import { ProductCard } from './ProductCard';

/** A titled row of products, scrolling sideways on small screens. */
export function ProductRail({
  title,
  products,
  site,
  href,
  description,
}: {
  title: string;
  products: ProductSummary[];
  site: SiteId;
  href?: string;
  description?: string;
}) {
  if (products.length === 0) return null;
  const headingId = `rail-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="mb-3 flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="font-serif text-2xl font-bold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
        {href && (
          <Link href={href} prefetch={false} className="shrink-0 text-sm font-semibold text-brand hover:underline">
            See all<span className="sr-only"> {title}</span>
          </Link>
        )}
      </div>
      <div className="grid auto-cols-[40%] grid-flow-col gap-4 overflow-x-auto pb-2 sm:auto-cols-[28%] md:auto-cols-[20%] lg:auto-cols-[calc((100%-5*1rem)/6)]">
        {products.map((product) => (
          <ProductCard key={product.sku} product={product} site={site} />
        ))}
      </div>
    </section>
  );
}
