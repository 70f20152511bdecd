import Link from 'next/link';
import { AddToCartButton } from '@/modules/cart/ui';
import { SITES, type SiteId } from '@/modules/regions';
import { Price } from '@/ui/Price';
import { bylineText, productPath, type ProductSummary } from '@/modules/catalog';

export function ProductCard({ product, site, priority = false }: { product: ProductSummary; site: SiteId; priority?: boolean }) {
  const href = productPath(site, product.title, product.sku);
  return (
    <article className="group flex flex-col" data-testid="product-card" data-sku={product.sku}>
      <Link href={href} prefetch={false} className="block overflow-hidden rounded-md bg-paper shadow-sm ring-1 ring-black/5 transition group-hover:shadow-md">
        <img
          src={product.coverUrl}
          alt=""
          width={300}
          height={450}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[2/3] w-full object-cover"
        />
      </Link>
      <h3 className="mt-2 line-clamp-2 text-sm font-semibold leading-snug">
        <Link href={href} prefetch={false} className="hover:text-brand hover:underline">
          {product.title}
        </Link>
      </h3>
      {product.authors.length > 0 && <p className="line-clamp-1 text-xs text-muted">{bylineText(product.authors)}</p>}
      <p className="text-xs text-muted">{product.format}</p>
      <div className="mt-1">
        <Price actual={product.prices.actual} list={product.prices.list} currency={product.prices.currency} locale={SITES[site].locale} />
      </div>
      <AddToCartButton site={site} sku={product.sku} title={product.title} inStock={product.inStock} />
    </article>
  );
}
