import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../client';
import { authors, productAuthors, productListItems, productLists, products } from '../schema';
import { DEFAULT_SEED, generateCatalogue } from './catalogue';

export interface SeedOptions {
  count: number;
  seed?: number;
  /** Called as rows are written: done and total count of products. */
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  products: number;
  authors: number;
  lists: number;
}

const BATCH = 1000;

export async function countProducts(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(db, sql`SELECT count(*)::int AS count FROM products`);
  return Number(row?.count ?? 0);
}

/** Writes the deterministic demo catalogue into an empty catalogue, all in one transaction. */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<SeedResult> {
  const catalogue = generateCatalogue(options.count, options.seed ?? DEFAULT_SEED);
  await inTransaction(db, async (tx) => {
    // GIN indexes are far cheaper to build once than to maintain row by row: drop them, load, rebuild from their definitions.
    const ginIndexes = await queryRows<{ name: string; definition: string }>(
      tx,
      sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'products' AND indexdef LIKE '%USING gin%'`,
    );
    for (const index of ginIndexes) await tx.execute(sql.raw(`DROP INDEX "${index.name}"`));
    const authorIds: number[] = [];
    for (let start = 0; start < catalogue.authors.length; start += BATCH) {
      const rows = await tx
        .insert(authors)
        .values(catalogue.authors.slice(start, start + BATCH))
        .returning({ id: authors.id });
      authorIds.push(...rows.map((row) => row.id));
    }
    const productIds: number[] = [];
    for (let start = 0; start < catalogue.products.length; start += BATCH) {
      const batch = catalogue.products.slice(start, start + BATCH);
      const rows = await tx
        .insert(products)
        .values(
          batch.map(({ authorIndexes, ...product }) => ({
            ...product,
            authorNames: authorIndexes.map((index) => `${catalogue.authors[index]!.firstName} ${catalogue.authors[index]!.lastName}`).join('; '),
            updatedAt: product.createdAt,
          })),
        )
        .returning({ id: products.id });
      productIds.push(...rows.map((row) => row.id));
      const links = batch.flatMap((product, offset) =>
        product.authorIndexes.map((authorIndex, position) => ({
          productId: rows[offset]!.id,
          authorId: authorIds[authorIndex]!,
          position,
        })),
      );
      if (links.length > 0) await tx.insert(productAuthors).values(links);
      options.onProgress?.(start + batch.length, catalogue.products.length);
    }
    for (const list of catalogue.lists) {
      const [row] = await tx
        .insert(productLists)
        .values({ kind: list.kind, site: list.site, slug: list.slug, title: list.title, description: list.description, position: list.position })
        .returning({ id: productLists.id });
      await tx
        .insert(productListItems)
        .values(list.productIndexes.map((productIndex, position) => ({ listId: row!.id, productId: productIds[productIndex]!, position })));
    }
    for (const index of ginIndexes) await tx.execute(sql.raw(index.definition));
  });
  await db.execute(sql`ANALYZE`);
  return { products: catalogue.products.length, authors: catalogue.authors.length, lists: catalogue.lists.length };
}

/** Empties the catalogue tables (demo data only). */
export async function resetCatalogue(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE product_list_items, product_lists, product_authors, authors, products RESTART IDENTITY CASCADE`);
}
