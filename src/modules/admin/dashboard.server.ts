import 'server-only';
import { getDb, type Db } from '@/db';
import { countOrdersWithStatus } from '@/modules/orders/index.server';
import { schoolsAwaitingApproval } from '@/modules/organizations/index.server';
import { countOpenSupportRequests } from '@/modules/support/index.server';

/**
 * What waits for staff, counted for the back office's home page. Failed jobs are not counted: the shop has no job
 * queue yet (issue 20 item 1 adds it, and its count belongs here then).
 */
export interface BackOfficeCounts {
  /** Paid orders not yet shipped. */
  ordersToShip: number;
  openSupportRequests: number;
  /** Applications to host waiting for a decision. */
  applicationsWaiting: number;
  /** Organizations created pending approval. */
  organizationsWaiting: number;
}

export async function backOfficeCounts(db?: Db): Promise<BackOfficeCounts> {
  const database = db ?? (await getDb());
  const [ordersToShip, openSupportRequests, schools] = await Promise.all([
    countOrdersWithStatus('paid', database),
    countOpenSupportRequests(database),
    schoolsAwaitingApproval(database),
  ]);
  return { ordersToShip, openSupportRequests, applicationsWaiting: schools.applications, organizationsWaiting: schools.organizations };
}
