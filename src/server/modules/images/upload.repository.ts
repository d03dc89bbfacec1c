import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { roles } from '#server/db/schema';

/**
 * Does the user edit at least one cookbook? A cookbook_editor row names a cookbook (the row
 * goes with it: ON DELETE CASCADE) or none, which means every cookbook.
 */
export async function userEditsAnyCookbook(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.userId, userId), eq(roles.role, 'cookbook_editor')))
    .limit(1);
  return rows.length > 0;
}
