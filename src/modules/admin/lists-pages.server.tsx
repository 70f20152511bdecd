import 'server-only';
import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { SITE_IDS, SITES, sitePath } from '@/modules/regions';
import { historyOf } from './audit.server';
import { BackOffice, ChangeHistory, metadata, staffOnly, type PageProps } from './back-office.server';
import { LIST_KINDS, listPath } from './list-rules';
import { listForAdmin, listsForAdmin } from './lists.server';
import { ListCreator } from './ui/ListCreator';
import { ListEditor } from './ui/ListEditor';
import { ListsOrder } from './ui/ListsOrder';

const KIND_TITLES = { curated: 'Curated lists', bestseller: 'Bestseller lists' } as const;

export const adminListPages = {
  lists: {
    generateMetadata: metadata('Lists', '/admin/lists'),
    async Page({ params }: Omit<PageProps, 'searchParams'>) {
      const { site } = await staffOnly((await params).site, '/admin/lists');
      const lists = await listsForAdmin();
      const editHrefs = Object.fromEntries(lists.map((list) => [list.id, sitePath(site, `/admin/lists/${list.id}`)]));
      const shopHrefs = Object.fromEntries(lists.map((list) => [list.id, sitePath(list.site, listPath(list))]));
      return (
        <BackOffice site={site} title="Curated and bestseller lists">
          <p className="text-muted">Each site has its own lists. The home page shows the bestsellers and the first three curated lists, in this order.</p>
          {SITE_IDS.map((listSite) => (
            <section key={listSite} aria-labelledby={`lists-${listSite}`} className="mt-8">
              <h2 id={`lists-${listSite}`} className="text-2xl font-bold">
                {SITES[listSite].countryName} site
              </h2>
              {LIST_KINDS.map((kind) => {
                const label = `${SITES[listSite].countryName} ${KIND_TITLES[kind].toLowerCase()}`;
                return (
                  <div key={kind} className="mt-4">
                    <h3 className="text-lg font-semibold">{KIND_TITLES[kind]}</h3>
                    <ListsOrder
                      site={listSite}
                      kind={kind}
                      label={label}
                      lists={lists.filter((list) => list.site === listSite && list.kind === kind)}
                      editHrefs={editHrefs}
                      shopHrefs={shopHrefs}
                    />
                  </div>
                );
              })}
            </section>
          ))}
          <section aria-labelledby="new-list" className="mt-10">
            <h2 id="new-list" className="text-2xl font-bold">
              New list
            </h2>
            <ListCreator editPath={sitePath(site, '/admin/lists')} />
          </section>
        </BackOffice>
      );
    },
  },
  list: {
    generateMetadata: metadata('List', ({ id }: { site: string; id: string }) => `/admin/lists/${encodeURIComponent(id)}`),
    async Page({ params }: { params: Promise<{ site: string; id: string }> }) {
      const { site: siteParam, id: rawId } = await params;
      const { site } = await staffOnly(siteParam, `/admin/lists/${encodeURIComponent(rawId)}`);
      const id = /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : null;
      const list = id === null ? null : await listForAdmin(id);
      if (!list) notFound();
      const history = await historyOf(await getDb(), 'product-list', String(list.id));
      return (
        <BackOffice site={site} title={list.title}>
          <p className="mb-6 text-sm text-muted">
            <a href={sitePath(site, '/admin/lists')} className="text-brand underline">
              All lists
            </a>{' '}
            · {SITES[list.site].countryName} site · {KIND_TITLES[list.kind].slice(0, -1).toLowerCase()} ·{' '}
            <a href={sitePath(list.site, listPath(list))} className="underline">
              {sitePath(list.site, listPath(list))}
            </a>
          </p>
          <ListEditor list={list} />
          <ChangeHistory entries={history} />
        </BackOffice>
      );
    },
  },
};
