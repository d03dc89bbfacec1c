import { asc, eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '#server/db/client';
import { auditLog, roles, stagedRecipes, userFamilies, users } from '#server/db/schema';
import { snapshotTables } from './bad-input';

/** The audit log entries written after entry `afterId` (0: all), oldest first. */
export async function auditEntriesAfter(db: Database, afterId: number) {
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
export async function lastAuditId(db: Database) {
  const rows = await db.select({ id: auditLog.id }).from(auditLog);
  return rows.reduce((max, r) => Math.max(max, r.id), 0);
}

/**
 * Runs an admin write and returns its response with the audit entries it wrote, so a test
 * can check there is exactly one and what it says.
 */
export async function withAuditEntries(db: Database, write: () => Promise<LightMyRequestResponse>) {
  const since = await lastAuditId(db);
  const res = await write();
  return { res, entries: await auditEntriesAfter(db, since) };
}

/** The user's role rows as [role, cookbookId], sorted. */
export async function rolesOf(db: Database, userId: number) {
  const rows = await db
    .select({ role: roles.role, cookbookId: roles.cookbookId })
    .from(roles)
    .where(eq(roles.userId, userId));
  return rows
    .map((r) => [r.role, r.cookbookId] as const)
    .sort((a, b) => `${a[0]}:${a[1]}`.localeCompare(`${b[0]}:${b[1]}`));
}

/** The user's memberships as { familyId, isAdmin }, by family id. */
export async function membershipsOf(db: Database, userId: number) {
  return db
    .select({ id: userFamilies.id, familyId: userFamilies.familyId, isAdmin: userFamilies.isAdmin })
    .from(userFamilies)
    .where(eq(userFamilies.userId, userId))
    .orderBy(asc(userFamilies.familyId));
}

/** The ids of the staged items of a user (any family), sorted. */
export async function stagedItemIdsOf(db: Database, userId: number) {
  const rows = await db
    .select({ id: stagedRecipes.id })
    .from(stagedRecipes)
    .where(eq(stagedRecipes.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function storedUser(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Sends a request that must be refused: checks its status (and message, when given) and that
 * no table changed, the audit log included.
 */
export async function expectRefused(
  db: Database,
  status: number,
  request: () => Promise<LightMyRequestResponse>,
  message?: string | RegExp,
) {
  const before = await snapshotTables(db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  if (message !== undefined) {
    const text = res.json<{ message: string }>().message;
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  }
  expect(await snapshotTables(db)).toEqual(before);
  return res;
}
