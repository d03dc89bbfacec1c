import { expect } from 'vitest';
import { asc, eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '#server/db/client';
import { auditLog, familyCookbooks } from '#server/db/schema';
import { snapshotTables } from './bad-input';

/** The audit entries written after entry `afterId` (0: all), oldest first. */
export async function auditEntriesSince(db: Database, afterId = 0) {
  return db
    .select({
      actorUserId: auditLog.actorUserId,
      actorName: auditLog.actorName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(gt(auditLog.id, afterId))
    .orderBy(asc(auditLog.id));
}

/** The id of the latest audit entry (0 when there is none). */
export async function lastAuditId(db: Database): Promise<number> {
  const rows = await db.select({ id: auditLog.id }).from(auditLog);
  return rows.reduce((max, r) => Math.max(max, r.id), 0);
}

/** A family's cookbook links as stored, by cookbook id. */
export async function linksOfFamily(db: Database, familyId: number) {
  return db
    .select({ cookbookId: familyCookbooks.cookbookId, isDefault: familyCookbooks.isDefault })
    .from(familyCookbooks)
    .where(eq(familyCookbooks.familyId, familyId))
    .orderBy(asc(familyCookbooks.cookbookId));
}

/**
 * Sends a request that must be refused: checks its status (and message, when given) and that
 * no table changed, the audit log included. Returns the response for further checks.
 */
export async function expectRefused(
  db: Database,
  status: number,
  send: () => Promise<LightMyRequestResponse>,
  message?: string,
) {
  const before = await snapshotTables(db);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  if (message !== undefined) expect(res.json<{ message: string }>().message).toContain(message);
  expect(await snapshotTables(db)).toEqual(before);
  return res;
}
