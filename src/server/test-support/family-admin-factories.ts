import { expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '#server/db/client';
import { familyCookbooks } from '#server/db/schema';
import { auditEntriesAfter } from './admin-factories';
import { snapshotTables } from './bad-input';

export { lastAuditId } from './admin-factories';

/** The audit entries written after entry `afterId` (0: all), oldest first. */
export const auditEntriesSince = (db: Database, afterId = 0) => auditEntriesAfter(db, afterId);

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
