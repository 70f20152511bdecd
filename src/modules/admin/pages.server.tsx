import 'server-only';
import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { formatMoney } from '@/lib/money';
import { siteOfCurrency, sitePath } from '@/modules/regions';
import { historyOf } from './audit.server';
import { backOfficeCounts } from './dashboard.server';
import { BackOfficeDashboard } from './ui/BackOfficeDashboard';
import { BACK_OFFICE_SECTIONS, BackOffice, ChangeHistory, first, metadata, staffOnly, type PageProps } from './back-office.server';
import { findProductsForAdmin, productForAdmin } from './products.server';
import { catalogImportHistory } from './catalog-imports.server';
import { CatalogImport } from './ui/CatalogImport';
import { ImportHistory } from './ui/ImportHistory';
import { SHOP_TIME_ZONES } from './shop-time';
import { ProductEditor } from './ui/ProductEditor';
import { CSV_COLUMNS } from '@/modules/catalog-import';

/** The other pages of the back office, one entry for them all (index.server.ts stays free of React). */
export { adminListPages } from './lists-pages.server';
export { couponPages } from './coupons-pages.server';
export { supportPages } from './support-pages.server';
export { userPages } from './users-pages.server';
export { organizationPages } from './organizations-pages.server';
export { adminOrderPages } from './orders-pages.server';
export { applicationPages } from './applications-pages.server';

export const adminPages = {
  home: {
    generateMetadata: metadata('Back office', '/admin'),
    async Page({ params }: Omit<PageProps, 'searchParams'>) {
      const { site, actor } = await staffOnly((await params).site, '/admin');
      return (
        <BackOffice site={site} title="Back office">
          <p className="text-muted">Signed in as {actor.email}. Every change here is recorded with your name.</p>
          <BackOfficeDashboard site={site} counts={await backOfficeCounts()} />
          <ul className="mt-4 list-disc pl-6">
            {BACK_OFFICE_SECTIONS.map((section) => (
              <li key={section.path}>
                <a href={sitePath(site, section.path)} className="font-semibold text-brand underline">
                  {section.title}
                </a>{' '}
                — {section.summary}
              </li>
            ))}
          </ul>
        </BackOffice>
      );
    },
  },
  products: {
    generateMetadata: metadata('Products', '/admin/products'),
    async Page({ params, searchParams }: PageProps) {
      const q =
        first((await searchParams).q)
          ?.trim()
          .slice(0, 100) ?? '';
      const { site } = await staffOnly((await params).site, `/admin/products${q ? `?q=${encodeURIComponent(q)}` : ''}`);
      const found = q ? await findProductsForAdmin(q) : [];
      const money = (cents: number, currency: 'USD' | 'CAD') => formatMoney(cents, currency, siteOfCurrency(currency).locale);
      return (
        <BackOffice site={site} title="Products">
          <form role="search" aria-label="Find products" action={sitePath(site, '/admin/products')} className="flex max-w-xl items-end gap-2">
            <div className="flex-1">
              <label htmlFor="admin-products-q" className="block text-sm font-semibold">
                Title, SKU or ISBN
              </label>
              <input
                id="admin-products-q"
                name="q"
                defaultValue={q}
                maxLength={100}
                className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
              />
            </div>
            <button type="submit" className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white">
              Find
            </button>
          </form>
          {q && found.length === 0 && (
            <p className="mt-6 text-muted" role="status">
              No product matches “{q}”.
            </p>
          )}
          {found.length > 0 && (
            <table className="mt-6 w-full text-left text-sm" aria-label="Products found">
              <thead>
                <tr className="border-b">
                  <th className="py-2">Title</th>
                  <th>SKU</th>
                  <th>Sites</th>
                  <th className="text-right">USD</th>
                  <th className="text-right">CAD</th>
                  <th className="text-right">Stock</th>
                </tr>
              </thead>
              <tbody>
                {found.map((product) => (
                  <tr key={product.sku} className="border-b border-black/10">
                    <td className="py-2">
                      <a href={sitePath(site, `/admin/products/${encodeURIComponent(product.sku)}`)} className="font-semibold text-brand underline">
                        {product.title}
                      </a>
                    </td>
                    <td>{product.sku}</td>
                    <td>{product.sites.join(', ') || 'none'}</td>
                    <td className="text-right" data-value={product.usd.actual}>
                      {money(product.usd.actual, 'USD')}
                    </td>
                    <td className="text-right" data-value={product.cad.actual}>
                      {money(product.cad.actual, 'CAD')}
                    </td>
                    <td className="text-right">{product.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </BackOffice>
      );
    },
  },
  product: {
    generateMetadata: metadata('Product', ({ sku }: { site: string; sku: string }) => `/admin/products/${encodeURIComponent(decodeURIComponent(sku))}`),
    async Page({ params }: { params: Promise<{ site: string; sku: string }> }) {
      const { site: siteParam, sku: rawSku } = await params;
      const sku = decodeURIComponent(rawSku);
      const { site } = await staffOnly(siteParam, `/admin/products/${encodeURIComponent(sku)}`);
      const product = await productForAdmin(sku);
      if (!product) notFound();
      const history = await historyOf(await getDb(), 'product', sku);
      return (
        <BackOffice site={site} title={product.title}>
          <ProductEditor product={product} />
          <ChangeHistory entries={history} />
        </BackOffice>
      );
    },
  },
  catalogImport: {
    generateMetadata: metadata('Import the catalogue', '/admin/import'),
    async Page({ params }: Omit<PageProps, 'searchParams'>) {
      const { site } = await staffOnly((await params).site, '/admin/import');
      return (
        <BackOffice site={site} title="Import the catalogue">
          <p className="max-w-2xl text-muted">
            An ONIX 3.0 feed of books or a CSV file of toys and gifts. Records are matched on ISBN-13 (ONIX) or SKU (CSV): a new one is created, a changed one
            updated, an unchanged one left alone, so the same file can be imported again safely. Bad records are rejected with the reason and the rest are
            imported.
          </p>
          <details className="mt-3 max-w-2xl text-sm">
            <summary className="cursor-pointer font-semibold">The CSV header</summary>
            <code className="mt-2 block break-words rounded bg-paper p-2">{CSV_COLUMNS.join(',')}</code>
          </details>
          <div className="mt-6">
            <CatalogImport />
          </div>
          <ImportHistory runs={await catalogImportHistory()} timeZone={SHOP_TIME_ZONES[site]} />
        </BackOffice>
      );
    },
  },
};
