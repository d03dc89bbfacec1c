import { z } from 'zod';
import { idParamSchema } from '../validation/ids';
import { daySchema } from '../validation/dates';
import { safeText } from '../validation/text';

/**
 * The family pantry API (product rule: pantry, docs/decisions/044): what a family has at home,
 * shared by its members and followed live (notice kind 'pantry').
 *
 * - GET    /api/families/{familyId}/pantry        → PantryItem[] (by category, then name)
 * - POST   /api/families/{familyId}/pantry        { line } or { name, quantity?, unit? },
 *          optional bestBefore, isStaple; Idempotency-Key → AddedPantryItem (201 a new item,
 *          200 added to the item of the same thing whose amount adds up)
 * - PATCH  /api/pantry-items/{id}                 name, quantity, unit, bestBefore, isStaple,
 *          version? → PantryItem (409 `{ code, message, item }` when changed since `version`)
 * - POST   /api/pantry-items/{id}/adjust          { delta } → PantryItem (never below zero)
 * - DELETE /api/pantry-items/{id}                 → 204
 *
 * Every route is for members of the item's family only; anyone else's ids answer 404.
 */

export const PANTRY_LINE_MAX = 200;
export const PANTRY_NAME_MAX = 200;
export const PANTRY_UNIT_MAX = 40;
/** A sane bound on one amount: a million grams, millilitres or cans is a typo. */
export const MAX_PANTRY_QUANTITY = 1_000_000;

export const QUANTITY_MESSAGE = `A quantity must be a number from 0 to ${MAX_PANTRY_QUANTITY}`;
export const DELTA_MESSAGE = `A change must be a number from -${MAX_PANTRY_QUANTITY} to ${MAX_PANTRY_QUANTITY}, not 0`;
export const LINE_OR_NAME_MESSAGE = 'Send either a line or a name';
export const AMOUNT_WITH_LINE_MESSAGE =
  'A line carries its own amount: send quantity and unit only with a name';
export const NOTHING_TO_CHANGE_MESSAGE =
  'Send at least one of name, quantity, unit, bestBefore and isStaple';
export const LINE_WITHOUT_NAME_MESSAGE =
  'This line names no item: write what it is, e.g. "2 cans chickpeas"';
export const PANTRY_ITEM_NOT_FOUND_MESSAGE = 'Pantry item not found';
export const PANTRY_ITEM_CHANGED_MESSAGE =
  'This pantry item was changed on another device meanwhile';

/** One thing the family has at home. */
export const pantryItemSchema = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  /** As the family wrote it, without amount and preparation: 'chickpeas', 'Reis'. */
  name: z.string(),
  /** What a shopping list item or another line must share to be the same thing. */
  nameKey: z.string(),
  /** In `unit`s; null: "have some", amount unknown; 0: used up (the client may offer removal). */
  quantity: z.number().nullable(),
  /** 'g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'oz', 'lb', …; a count unit ('can'); or null. */
  unit: z.string().nullable(),
  /** 'YYYY-MM-DD' or null. */
  bestBefore: z.string().nullable(),
  /** One of GROCERY_CATEGORIES ('Other' when unknown). */
  category: z.string(),
  /** "Always have" (salt, oil, water): never goes on the shopping list. */
  isStaple: z.boolean(),
  /** Moves with every change; send it back with an edit (product rule: pantry-versions). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PantryItem = z.infer<typeof pantryItemSchema>;

/** POST's answer: the item, and whether the line was added to one that was there. */
export const addedPantryItemSchema = z.object({ item: pantryItemSchema, merged: z.boolean() });
export type AddedPantryItem = z.infer<typeof addedPantryItemSchema>;

export const familyPantryParamsSchema = z.object({ familyId: idParamSchema });
export const pantryItemParamsSchema = z.object({ id: idParamSchema });

const quantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .min(0, QUANTITY_MESSAGE)
  .max(MAX_PANTRY_QUANTITY, QUANTITY_MESSAGE);
const nameSchema = safeText({ max: PANTRY_NAME_MAX, min: 1, label: 'A name' });
const unitSchema = safeText({ max: PANTRY_UNIT_MAX, label: 'A unit' });
const versionSchema = z.number().int().min(1).max(2_147_483_647);

/**
 * POST …/pantry: a typed line ('2 cans chickpeas', '500 g Reis'), read on the server, or the
 * fields themselves. An empty unit is none.
 */
export const addPantryItemBodySchema = z
  .object({
    line: safeText({ max: PANTRY_LINE_MAX, min: 1, label: 'A line' }).optional(),
    name: nameSchema.optional(),
    quantity: quantitySchema.nullable().optional(),
    unit: unitSchema.nullable().optional(),
    bestBefore: daySchema.nullable().optional(),
    isStaple: z.boolean().optional(),
  })
  .strict()
  .refine((body) => (body.line === undefined) !== (body.name === undefined), {
    message: LINE_OR_NAME_MESSAGE,
  })
  .refine(
    (body) => body.line === undefined || (body.quantity === undefined && body.unit === undefined),
    { message: AMOUNT_WITH_LINE_MESSAGE },
  );
export type AddPantryItemBody = z.input<typeof addPantryItemBodySchema>;

/**
 * PATCH /api/pantry-items/{id}: the fields to change. `version`, the one the client saw, makes
 * the write conditional (409 with the item as it is when it moved on); without it the last
 * write wins. A new name or unit does not merge the item into another.
 */
export const updatePantryItemBodySchema = z
  .object({
    name: nameSchema.optional(),
    quantity: quantitySchema.nullable().optional(),
    unit: unitSchema.nullable().optional(),
    bestBefore: daySchema.nullable().optional(),
    isStaple: z.boolean().optional(),
    version: versionSchema.optional(),
  })
  .strict()
  .refine(
    ({ version: _version, ...changes }) => Object.values(changes).some((v) => v !== undefined),
    { message: NOTHING_TO_CHANGE_MESSAGE },
  );
export type UpdatePantryItemBody = z.input<typeof updatePantryItemBodySchema>;

/** POST /api/pantry-items/{id}/adjust: +1 / -1 for counted things; the result stays ≥ 0. */
export const adjustPantryItemBodySchema = z
  .object({
    delta: z
      .number({ error: DELTA_MESSAGE })
      .min(-MAX_PANTRY_QUANTITY, DELTA_MESSAGE)
      .max(MAX_PANTRY_QUANTITY, DELTA_MESSAGE)
      .refine((delta) => delta !== 0, DELTA_MESSAGE),
  })
  .strict();
export type AdjustPantryItemBody = z.infer<typeof adjustPantryItemBodySchema>;
