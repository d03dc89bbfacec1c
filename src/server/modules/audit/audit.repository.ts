import { desc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { auditLog } from '#server/db/schema';

export type AuditRowInput = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: DbOrTx, row: AuditRowInput) {
  await db.insert(auditLog).values(row);
}

export async function findLatestAuditRows(db: DbOrTx, limit: number) {
  return db
    .select({
      id: auditLog.id,
      actorUserId: auditLog.actorUserId,
      actorName: auditLog.actorName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
