import 'server-only';
import { type Db, getDb, inTransaction } from '@/db';
import {
  applicationsForStaff,
  approveApplication,
  refuseApplication,
  sendAfterCommit,
  type ApplicationDecision,
  type ApplicationView,
} from '@/modules/organizations/index.server';
import type { ApplicationStatus } from '@/modules/organizations';
import { recordChange, type Actor } from './audit.server';
import { slugFromName } from './organization-rules';

export type { ApplicationView };

/** The applications staff answer in the back office, waiting ones first. */
export function applicationsForAdmin(status: ApplicationStatus | null, db?: Db): Promise<ApplicationView[]> {
  return applicationsForStaff(status, db);
}

async function decide(actor: Actor, id: number, db: Db | undefined, change: (tx: Db) => Promise<ApplicationDecision>): Promise<ApplicationView> {
  const database = db ?? (await getDb());
  const decision = await inTransaction(database, async (tx) => {
    const decided = await change(tx);
    await recordChange(tx, actor, {
      action: `organization-application.${decided.application.status === 'approved' ? 'approve' : 'refuse'}`,
      entity: 'organization-application',
      entityKey: String(id),
      before: { status: 'pending' },
      after: { status: decided.application.status, org: decided.application.org, reason: decided.application.refusalReason || undefined },
    });
    return decided;
  });
  await sendAfterCommit(decision.mail ? [decision.mail] : []);
  return decision.application;
}

/**
 * Approves a waiting application: its organization is created, active, and the applicant becomes its first organizer
 * (they are emailed). A decided application is a 409, an unknown one a 404; either way nothing changes.
 */
export function approveApplicationAsStaff(actor: Actor, id: number, db?: Db, now = new Date()): Promise<ApplicationView> {
  return decide(actor, id, db, (tx) => approveApplication(tx, id, actor.id, slugFromName, now));
}

/** Refuses a waiting application with a reason the applicant is emailed; no organization is created. */
export function refuseApplicationAsStaff(actor: Actor, id: number, reason: string, db?: Db, now = new Date()): Promise<ApplicationView> {
  return decide(actor, id, db, (tx) => refuseApplication(tx, id, actor.id, reason, now));
}
