import type { Database } from '#server/db/client';
import type { Count, StatKind } from '#shared/admin/stats.schemas';
import { countRows } from './stats.repository';

/** The dashboard's count cards: every cookbook, user, family and recipe there is. */
export async function countOf(db: Database, kind: StatKind): Promise<Count> {
  return { count: await countRows(db, kind) };
}
