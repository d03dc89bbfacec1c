import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idempotencyHeadersSchema } from '../validation/idempotency';
import {
  addPantryItemBodySchema,
  addedPantryItemSchema,
  adjustPantryItemBodySchema,
  familyPantryParamsSchema,
  pantryItemParamsSchema,
  pantryItemSchema,
  updatePantryItemBodySchema,
} from './pantry.schemas';

/** A family's pantry: what it has at home (pantry.schemas.ts). */
export const pantryContracts = {
  listPantry: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/pantry',
    summary: 'List what the family has at home, by aisle, then name',
    params: familyPantryParamsSchema,
    responses: { 200: z.array(pantryItemSchema) },
  }),
  addPantryItem: defineContract({
    method: 'POST',
    path: '/api/families/:familyId/pantry',
    summary: 'Add a typed line or an item to the pantry, adding to the same thing when it adds up',
    params: familyPantryParamsSchema,
    headers: idempotencyHeadersSchema,
    body: addPantryItemBodySchema,
    // 201 a new item, 200 the line added to an item that was there.
    responses: { 200: addedPantryItemSchema, 201: addedPantryItemSchema },
  }),
  updatePantryItem: defineContract({
    method: 'PATCH',
    path: '/api/pantry-items/:id',
    summary: "Change a pantry item's name, amount, unit, best-before date or staple mark",
    params: pantryItemParamsSchema,
    body: updatePantryItemBodySchema,
    responses: { 200: pantryItemSchema },
  }),
  adjustPantryItem: defineContract({
    method: 'POST',
    path: '/api/pantry-items/:id/adjust',
    summary: "Add to or take from a pantry item's amount, never below zero",
    params: pantryItemParamsSchema,
    // A change replayed from a device's offline queue carries the key it was queued with.
    headers: idempotencyHeadersSchema,
    body: adjustPantryItemBodySchema,
    responses: { 200: pantryItemSchema },
  }),
  removePantryItem: defineContract({
    method: 'DELETE',
    path: '/api/pantry-items/:id',
    summary: 'Remove an item from the pantry',
    params: pantryItemParamsSchema,
    responses: { 204: z.null() },
  }),
};
