import type { Db } from '@/db';

/**
 * What organizations needs to know of the orders placed for an organization: its sales. Orders owns them and builds on
 * organizations (attribution, rewards), so organizations cannot ask orders itself; the app gives it orders' read
 * models (`organizationSales` of orders) where a page or route needs them.
 */
export interface OrganizationSales {
  /** Σ (items − discount − refunded) of the sales orders placed in [from, until). */
  salesCents(db: Db, organizationId: number, from: Date, until: Date): Promise<number>;
  /** The sales orders placed in [from, until), each with its product sales net of refunds. */
  orderSales(db: Db, organizationId: number, from: Date, until: Date): Promise<Array<{ orderId: number; placedAt: Date; salesCents: number }>>;
  /** The best-selling titles in [from, until): most units first, at most `limit`. */
  topTitles(
    db: Db,
    organizationId: number,
    from: Date,
    until: Date,
    limit: number,
  ): Promise<Array<{ sku: string; title: string; units: number; salesCents: number }>>;
}
