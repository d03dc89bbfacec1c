import type { PantryItem } from '#shared/pantry/pantry.schemas';

/** A pantry item as the API answers it: 'have some' of `name`, unless `fields` say more. */
export function makePantryItem(
  fields: Partial<PantryItem> & { id: number; name: string },
): PantryItem {
  return {
    familyId: 1,
    nameKey: fields.name.toLowerCase(),
    quantity: null,
    unit: null,
    bestBefore: null,
    category: 'Pantry',
    isStaple: false,
    version: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}
