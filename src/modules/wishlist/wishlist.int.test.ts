import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { seedCatalogue } from '@/db/seed/seed';
import { NotFoundError } from '@/lib/errors';
import { registerCustomer } from '@/modules/accounts/index.server';
import { describeEachDatabase } from '../../../tests/support/databases';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.server';

describeEachDatabase('wishlist', (database) => {
  const db = () => database().db;
  let emails = 0;
  let usOnly: string;
  let everywhere: string[];

  beforeAll(async () => {
    await seedCatalogue(db(), { count: 60 });
    const sold = await queryRows<{ sku: string; domains: string[] }>(db(), sql`SELECT sku, domain_restrictions AS domains FROM products ORDER BY id`);
    usOnly = sold.find((product) => product.domains.includes('.com') && !product.domains.includes('.ca'))!.sku;
    everywhere = sold.filter((product) => product.domains.includes('.com') && product.domains.includes('.ca')).map((product) => product.sku);
  });

  const customer = async () =>
    (
      await registerCustomer(
        { email: `reader${(emails += 1)}@wishlist.test`, password: 'ReadMore2026', firstName: 'Wish', lastName: 'Lister', newsletter: false },
        db(),
      )
    ).id;

  it('keeps the latest added first; adding again changes nothing; an unknown SKU is a 404', async () => {
    const userId = await customer();
    const [first, second] = everywhere;
    await addToWishlist(userId, first!, db());
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await addToWishlist(userId, second!, db())).toEqual({ wishlist: [second, first] });
    expect(await addToWishlist(userId, first!, db())).toEqual({ wishlist: [second, first] });
    await expect(addToWishlist(userId, 'NO-SUCH-SKU', db())).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lists every SKU, and as items only the products sold on the site', async () => {
    const userId = await customer();
    await addToWishlist(userId, usOnly, db());
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addToWishlist(userId, everywhere[2]!, db());
    const us = await listWishlist(userId, 'us', db());
    expect(us.wishlist).toEqual([everywhere[2], usOnly]);
    expect(us.items.map((item) => item.product.sku)).toEqual([everywhere[2], usOnly]);
    const ca = await listWishlist(userId, 'ca', db());
    expect(ca.wishlist).toEqual([everywhere[2], usOnly]);
    expect(ca.items.map((item) => item.product.sku)).toEqual([everywhere[2]]);
  });

  it('removes the SKUs given and ignores ones not on it', async () => {
    const userId = await customer();
    await addToWishlist(userId, everywhere[3]!, db());
    await addToWishlist(userId, everywhere[4]!, db());
    expect(await removeFromWishlist(userId, [everywhere[3]!, 'NO-SUCH-SKU', everywhere[5]!], db())).toEqual({ wishlist: [everywhere[4]] });
    expect(await removeFromWishlist(userId, [], db())).toEqual({ wishlist: [everywhere[4]] });
  });
});
