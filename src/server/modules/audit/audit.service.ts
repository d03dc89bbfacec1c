import type { DbOrTx } from '#server/db/client';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { AUDIT_LOG_PAGE, type AuditEntry } from '#shared/admin/audit.schemas';
import { findLatestAuditRows, insertAuditRow } from './audit.repository';

export type AdminChange = {
  /** What happened, e.g. 'user.create', 'membership.remove', 'role.assign'. */
  action: string;
  entity: 'user' | 'membership' | 'role' | 'family' | 'cookbook' | 'family_cookbook';
  entityId: number | string;
  /** The entity as it was (null when created) and as it is now (null when removed). */
  before: unknown;
  after: unknown;
};

/**
 * Records an administrative write. Call it with the transaction that makes the change, so
 * the entry exists exactly when the change does.
 */
export async function recordAdminChange(tx: DbOrTx, actor: CurrentUser, change: AdminChange) {
  await insertAuditRow(tx, {
    actorUserId: actor.id,
    actorName: actor.name,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The latest administrative changes, newest first. */
export async function listRecentAdminChanges(db: DbOrTx): Promise<AuditEntry[]> {
  const rows = await findLatestAuditRows(db, AUDIT_LOG_PAGE);
  return rows.map((r) => ({
    id: r.id,
    actor: { id: r.actorUserId, name: r.actorName },
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
