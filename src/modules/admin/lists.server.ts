import 'server-only';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import { refreshStorefront, STOREFRONT_TAGS } from '@/lib/storefront-cache';
import {
  changeProductList,
  deleteListEntry,
  insertListEntry,
  insertProductList,
  lockProductListsOfKind,
  productByCode,
  productListById,
  productListEntries,
  productListsWithCounts,
  writeListEntryOrder,
  writeProductListsOrder,
  type ProductListRecord,
} from '@/modules/catalog/index.server';
import { SITES, type SiteId } from '@/modules/regions';
import { recordChange, type Actor } from './audit.server';
import { MAX_LIST_ITEMS, MAX_LISTS, orderMismatch, type ListCreate, type ListEdit, type ListKind, type ListsOrder } from './list-rules';

export interface AdminListSummary {
  id: number;
  site: SiteId;
  kind: ListKind;
  slug: string;
  title: string;
  description: string;
  position: number;
  itemCount: number;
}

export interface AdminListItem {
  sku: string;
  title: string;
  format: string;
  /** 1-based place in the list, as staff number it. */
  position: number;
  /** False when the product is no longer sold on the list's site: the shop leaves it out until it is again. */
  soldOnSite: boolean;
}

export interface AdminList extends AdminListSummary {
  items: AdminListItem[];
}

type ListRow = ProductListRecord;

const toSummary = (row: ListRow, itemCount: number): AdminListSummary => ({
  id: row.id,
  site: row.site,
  kind: row.kind,
  slug: row.slug,
  title: row.title,
  description: row.description,
  position: row.position,
  itemCount,
});

/** The audit log's name for a list: its id, as its back-office page is addressed. */
const listKey = (id: number) => String(id);

/** Every list of both sites, by site, kind and the order the shop shows them in. */
export async function listsForAdmin(db?: Db): Promise<AdminListSummary[]> {
  const database = db ?? (await getDb());
  const rows = await productListsWithCounts(database);
  return rows.map((row) => toSummary(row.list, row.itemCount));
}

async function itemsOf(db: Db, list: ListRow): Promise<AdminListItem[]> {
  const rows = await productListEntries(db, list);
  return rows.map((row, index) => ({
    sku: row.sku,
    title: row.title,
    format: row.format,
    position: index + 1,
    soldOnSite: row.soldOnSite,
  }));
}

async function withItems(db: Db, list: ListRow): Promise<AdminList> {
  const items = await itemsOf(db, list);
  return { ...toSummary(list, items.length), items };
}

export async function listForAdmin(id: number, db?: Db): Promise<AdminList | null> {
  const database = db ?? (await getDb());
  const row = await productListById(database, id);
  return row ? withItems(database, row) : null;
}

/** The list, locked until the transaction ends so two staff members' edits of one list take turns. */
async function lockedList(tx: Db, id: number): Promise<ListRow> {
  const row = await productListById(tx, id, { forUpdate: true });
  if (!row) throw new NotFoundError(`No list has the id ${id}.`, 'LIST_NOT_FOUND');
  return row;
}

async function itemIds(tx: Db, list: ListRow): Promise<Array<{ productId: number; sku: string }>> {
  return productListEntries(tx, list);
}

/**
 * After a committed change: the site's cached home page and listings are expired, so the shop shows the change on the
 * next view. The list pages (/browse/cl, /browse/bs) read a list's order from the database on each request, and search
 * follows the catalogue revision the change bumped.
 */
async function showInShop(site: SiteId): Promise<void> {
  refreshStorefront([STOREFRONT_TAGS.lists(site), STOREFRONT_TAGS.listings]);
}

export async function createList(actor: Actor, input: ListCreate, db?: Db): Promise<AdminList> {
  const database = db ?? (await getDb());
  const created = await inTransaction(database, async (tx) => {
    const row = await insertProductList(tx, input, MAX_LISTS);
    if (row === 'too-many') throw new AppError(422, 'TOO_MANY_LISTS', `A site has at most ${MAX_LISTS} lists of a kind.`);
    if (row === 'slug-taken')
      throw new AppError(
        409,
        'LIST_SLUG_TAKEN',
        `The ${input.site.toUpperCase()} site already has a ${input.kind} list at ${input.slug}: choose another address name.`,
      );
    const list = await withItems(tx, row);
    await recordChange(tx, actor, {
      action: 'list.create',
      entity: 'product-list',
      entityKey: listKey(row.id),
      before: null,
      after: { site: row.site, kind: row.kind, slug: row.slug, title: row.title, description: row.description },
    });
    return list;
  });
  await showInShop(created.site);
  return created;
}

export async function updateList(actor: Actor, id: number, edit: ListEdit, db?: Db): Promise<AdminList> {
  const database = db ?? (await getDb());
  const updated = await inTransaction(database, async (tx) => {
    const row = await lockedList(tx, id);
    const after = await changeProductList(tx, id, { title: edit.title, description: edit.description });
    await recordChange(tx, actor, {
      action: 'list.update',
      entity: 'product-list',
      entityKey: listKey(id),
      before: { title: row.title, description: row.description },
      after: edit,
    });
    return withItems(tx, after);
  });
  await showInShop(updated.site);
  return updated;
}

/**
 * Puts the list's products in the order given, which must name each of them once (the whole order in one request, so
 * what staff saw is what is saved; an order made before someone else changed the list is refused, not half applied).
 */
export async function reorderListItems(actor: Actor, id: number, skus: string[], db?: Db): Promise<AdminList> {
  const database = db ?? (await getDb());
  const reordered = await inTransaction(database, async (tx) => {
    const row = await lockedList(tx, id);
    const current = await itemIds(tx, row);
    const { unknown, missing } = orderMismatch(
      skus,
      current.map((item) => item.sku),
    );
    if (unknown.length > 0 || missing.length > 0) {
      const problems = [unknown.length > 0 && `not on the list: ${unknown.join(', ')}`, missing.length > 0 && `left out: ${missing.join(', ')}`]
        .filter(Boolean)
        .join('; ');
      throw new AppError(
        409,
        'LIST_ITEMS_MISMATCH',
        `The order must name each of the list's ${current.length} products once (${problems}). Reload the list if it was changed meanwhile.`,
      );
    }
    const idOf = new Map(current.map((item) => [item.sku, item.productId]));
    await writeListEntryOrder(
      tx,
      id,
      skus.map((sku) => idOf.get(sku)!),
    );
    await recordChange(tx, actor, {
      action: 'list.reorder',
      entity: 'product-list',
      entityKey: listKey(id),
      before: current.map((item) => item.sku),
      after: skus,
    });
    return withItems(tx, row);
  });
  await showInShop(reordered.site);
  return reordered;
}

/** Adds a product, sold on the list's site, at the end of the list. */
export async function addListItem(actor: Actor, id: number, code: string, db?: Db): Promise<AdminList> {
  const database = db ?? (await getDb());
  const added = await inTransaction(database, async (tx) => {
    const row = await lockedList(tx, id);
    const product = await productByCode(tx, code);
    if (!product) throw new NotFoundError(`No product has the SKU or ISBN ${code}.`, 'PRODUCT_NOT_FOUND');
    if (!product.sites.includes(row.site)) {
      throw new AppError(
        422,
        'NOT_SOLD_ON_SITE',
        `${product.title} (${product.sku}) is not sold on the ${SITES[row.site].countryName} site, so it cannot be on this list.`,
      );
    }
    const current = await itemIds(tx, row);
    if (current.some((item) => item.productId === product.id))
      throw new AppError(409, 'ALREADY_IN_LIST', `${product.title} (${product.sku}) is already on this list.`);
    if (current.length >= MAX_LIST_ITEMS) throw new AppError(422, 'LIST_FULL', `A list holds at most ${MAX_LIST_ITEMS} products: remove one first.`);
    await writeListEntryOrder(
      tx,
      id,
      current.map((item) => item.productId),
    );
    await insertListEntry(tx, id, product.id, current.length);
    await recordChange(tx, actor, {
      action: 'list.add-product',
      entity: 'product-list',
      entityKey: listKey(id),
      before: current.map((item) => item.sku),
      after: [...current.map((item) => item.sku), product.sku],
    });
    return withItems(tx, row);
  });
  await showInShop(added.site);
  return added;
}

export async function removeListItem(actor: Actor, id: number, sku: string, db?: Db): Promise<AdminList> {
  const database = db ?? (await getDb());
  const removed = await inTransaction(database, async (tx) => {
    const row = await lockedList(tx, id);
    const current = await itemIds(tx, row);
    const item = current.find((each) => each.sku === sku);
    if (!item) throw new NotFoundError(`${sku} is not on this list.`, 'NOT_IN_LIST');
    await deleteListEntry(tx, id, item.productId);
    const remaining = current.filter((each) => each !== item);
    await writeListEntryOrder(
      tx,
      id,
      remaining.map((each) => each.productId),
    );
    await recordChange(tx, actor, {
      action: 'list.remove-product',
      entity: 'product-list',
      entityKey: listKey(id),
      before: current.map((each) => each.sku),
      after: remaining.map((each) => each.sku),
    });
    return withItems(tx, row);
  });
  await showInShop(removed.site);
  return removed;
}

/** The audit log's name for the order of a site's lists of one kind. */
export const listsOrderKey = (site: SiteId, kind: ListKind) => `${site}/${kind}`;

/**
 * Orders a site's lists of one kind (the home page shows the first curated ones); the order must name each of them once.
 */
export async function reorderLists(actor: Actor, order: ListsOrder, db?: Db): Promise<AdminListSummary[]> {
  const database = db ?? (await getDb());
  await inTransaction(database, async (tx) => {
    const current = await lockProductListsOfKind(tx, order.site, order.kind);
    const { unknown, missing } = orderMismatch(
      order.ids,
      current.map((list) => list.id),
    );
    if (unknown.length > 0 || missing.length > 0) {
      const problems = [unknown.length > 0 && `not among them: ${unknown.join(', ')}`, missing.length > 0 && `left out: ${missing.join(', ')}`]
        .filter(Boolean)
        .join('; ');
      throw new AppError(
        409,
        'LISTS_MISMATCH',
        `The order must name each of the site's ${current.length} ${order.kind} lists once (${problems}). Reload the page if lists were added meanwhile.`,
      );
    }
    await writeProductListsOrder(tx, order.ids);
    const slugOf = new Map(current.map((list) => [list.id, list.slug]));
    await recordChange(tx, actor, {
      action: 'lists.reorder',
      entity: 'product-lists',
      entityKey: listsOrderKey(order.site, order.kind),
      before: current.map((list) => list.slug),
      after: order.ids.map((listId) => slugOf.get(listId)),
    });
  });
  await showInShop(order.site);
  return (await listsForAdmin(database)).filter((list) => list.site === order.site && list.kind === order.kind);
}
