import type { DbOrTx } from '#server/db/client';
import type { Unit } from '#shared/recipes/categories.schemas';
import { findExistingUnitIds, findUnitsForSelect } from './units.repository';

/** The units an ingredient row may use, in select order. */
export async function listUnits(db: DbOrTx): Promise<Unit[]> {
  return findUnitsForSelect(db);
}

/** The ids among `unitIds` that name no unit (each once, in the order first sent). */
export async function findUnknownUnitIds(db: DbOrTx, unitIds: number[]): Promise<number[]> {
  const wanted = [...new Set(unitIds)];
  const existing = await findExistingUnitIds(db, wanted);
  return wanted.filter((id) => !existing.has(id));
}
